import { useRouteLoaderData } from "react-router";

/**
 * External sites the product links to. Configuration (app/lib/config.server.ts reads TRY_ON_URL,
 * PROFESSIONAL_SIGNUP_URL and SOCIAL_*_URL); these are the brand's own addresses, the defaults.
 */
export const DEFAULT_LINKS = {
  tryOn: "https://tryon.saaj.in",
  professionalSignup: "https://partners.saaj.in/register",
  instagram: "https://www.instagram.com/saaj.in",
  facebook: "https://www.facebook.com/saaj.in",
  youtube: "https://www.youtube.com/@saaj.in",
  linkedin: "https://www.linkedin.com/company/saaj-in",
};
export type Links = typeof DEFAULT_LINKS;

/** The configured links, from the root loader (the defaults outside it, as in an error page). */
export function useLinks(): Links {
  const root = useRouteLoaderData("root") as { links?: Links } | undefined;
  return root?.links ?? DEFAULT_LINKS;
}
