/** Every public screen and popup, by the URL that shows it (no login needed). */
const PROVIDER = "/Overview?provider_id=1&branch_id=1";
export const INFO = [
  "/AboutUs",
  "/Mindset",
  "/OurBrand",
  "/OurCommitment",
  "/OurImpact",
  "/OurTeam",
  "/OurServices",
  "/OurTechnology",
  "/AiAvatar",
  "/Imagine",
  "/Contact",
  "/PrivacyPolicy",
  "/TermsAndConditons",
  "/Accessibility",
];
export const PUBLIC = [
  "/",
  "/?modal=login",
  "/?modal=register",
  "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum",
  "/SearchResults?type=2&service=Bridal+Makeup&location=Kochi",
  PROVIDER,
  ...["overview", "packages", "stylists", "photos", "review"].map((tab) => `${PROVIDER}&tab=${tab}`),
  `${PROVIDER}&share=1`,
  `${PROVIDER}&confirm=clear`,
  "/Login",
  "/Login?step=register",
  ...INFO,
  "/no-such-page",
];
