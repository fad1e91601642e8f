import { parse as parseCookies } from "cookie";
import { SESSION_COOKIE } from "../app/lib/cookie-names";

/**
 * Pages, data and redirects for a visitor with a session (logged in, a cart, a booking in
 * progress) are personal: no shared cache may keep them and Back re-asks the server (so a
 * finished checkout is never shown from the cache as if it still waited for payment). server.ts
 * applies it to every answer of the web app.
 */
export function markPersonal(request: Request, headers: Headers) {
  if (headers.has("Cache-Control")) return;
  const hasSession = parseCookies(request.headers.get("Cookie") ?? "")[SESSION_COOKIE] !== undefined;
  if (hasSession || headers.has("Set-Cookie")) headers.set("Cache-Control", "private, no-store");
}
