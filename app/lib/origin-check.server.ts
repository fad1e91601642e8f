/**
 * Cross-site request forgery defence for every form post (see docs/decisions/0002-csrf.md):
 * a state-changing request must come from our own origin. Browsers send Origin on every POST
 * (and Sec-Fetch-Site); a request naming another site is refused. The session cookie is also
 * SameSite=Lax, so a cross-site POST would arrive without it anyway.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return fetchSite === "same-site" ? true : origin === "null";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
