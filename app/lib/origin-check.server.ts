/**
 * Cross-site request forgery defence for every form post (see docs/decisions/0002-csrf.md):
 * a state-changing request must come from our own origin. Browsers send Origin on every POST
 * (and Sec-Fetch-Site); a request naming another site is refused. The session cookie is also
 * SameSite=Lax, so a cross-site POST would arrive without it anyway.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (isRead(request)) return false;
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

/**
 * The request as React Router should see it. React Router 7 refuses (400) a form post whose
 * Origin is not the request URL's origin, scheme included. Behind a proxy that ends TLS, or one
 * that names the site in X-Forwarded-Host, this server's URL is http://<Host>/… while the browser
 * sends Origin https://<site>, so every form would be refused. isCrossSiteWrite has already checked
 * the Origin's host against ours (the rule Remix 2 applied), so a write it lets through is handed on
 * under the Origin it came with.
 */
export function underCheckedOrigin(request: Request): Request {
  const origin = request.headers.get("origin");
  // Reads are never re-addressed: their Origin is not checked, and the URL names the page (and its cache entry).
  if (isRead(request) || !origin || origin === "null" || isCrossSiteWrite(request)) return request;
  const url = new URL(request.url);
  const claimed = new URL(origin); // isCrossSiteWrite refused an Origin that is not a URL
  if (claimed.origin === url.origin) return request;
  return new Request(new URL(`${url.pathname}${url.search}`, claimed.origin), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // A streamed body (Node's fetch requires saying so).
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
