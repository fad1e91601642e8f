/** The story pages: /AboutUs, /Imagine, /Mindset, /OurBrand, /OurCommitment, /OurImpact, /OurTeam. */
export default {};
