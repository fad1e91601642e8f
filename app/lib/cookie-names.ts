/** The session cookie's name: app/lib/session.server.ts writes it, server.ts's caches read it. */
export const SESSION_COOKIE = "__saaj";

/**
 * A loader sets this beside a Set-Cookie that is a function of the URL alone for a visitor who
 * came without cookies, or of the URL and the shared session they came with (the place the page
 * remembers, as the spec keeps it): such a page may be kept with its cookie, since every visitor
 * with the same key would get the same one. server/page-cache.ts reads it; never sent to the browser.
 */
export const COOKIE_FROM_URL_HEADER = "X-Cookie-From-Url";
