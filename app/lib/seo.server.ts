import { config } from "./config.server";

/** The site's public origin: PUBLIC_URL (required in production), or in development the address this request came to. */
export const publicOrigin = (request: Request) => config().publicUrl ?? new URL(request.url).origin;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Sitemaps change when providers do: an hour in any cache is fine. */
const SITEMAP_CACHE = "public, max-age=3600";

export const xmlResponse = (body: string, status = 200) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": status === 200 ? SITEMAP_CACHE : "no-store" },
  });

/** A sitemap of these absolute addresses (sitemaps.org 0.9). */
export const urlSet = (urls: string[]) => `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${xmlEscape(u)}</loc></url>`).join("\n")}\n</urlset>\n`;

/** Public pages anyone may find in a search engine; personal ones are kept out (robots.txt). */
export const PUBLIC_INFO_PATHS = [
  "/AboutUs",
  "/OurTeam",
  "/OurServices",
  "/OurTechnology",
  "/OurBrand",
  "/OurCommitment",
  "/OurImpact",
  "/Mindset",
  "/Imagine",
  "/AiAvatar",
  "/Contact",
  "/PrivacyPolicy",
  "/TermsAndConditons",
  "/Accessibility",
] as const;

/** Pages of one visitor: their login, booking, payment and profile. */
export const PERSONAL_PATHS = ["/Login", "/DateTime", "/Cart", "/ConfirmAppointment", "/Payment", "/ThankYou", "/MyProfile", "/invoice/", "/actions/", "/suggest/", "/api/", "/provider-api/"] as const;
