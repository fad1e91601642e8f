import { createHmac, timingSafeEqual } from "node:crypto";

/** What a session may hold and still be shared: only the choices that URLs put there (app/lib/session.server.ts). */
const SHAREABLE_KEYS = new Set(["selection"]);

/**
 * Whether a session cookie's value (as the cookie package parses it) is signed with one of our
 * secrets and holds nothing but the remembered selection: no cart, no login, no booking. Every
 * visitor with that same value gets the same page for a URL, so the page cache may keep pages
 * for it (keyed by the value too). Reads the cookie the way React Router writes it: base64 of the JSON,
 * a dot, and the base64 HMAC-SHA256 of the first part without padding.
 */
export function createSharedSessionCheck(secrets: string[]) {
  return (value: string): boolean => {
    const dot = value.lastIndexOf(".");
    if (dot <= 0) return false;
    const data = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const signed = secrets.some((secret) => {
      const expected = Buffer.from(createHmac("sha256", secret).update(data).digest("base64").replace(/=+$/, ""));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!signed) return false;
    try {
      const session: unknown = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
      return typeof session === "object" && session !== null && !Array.isArray(session) && Object.keys(session).every((key) => SHAREABLE_KEYS.has(key));
    } catch {
      return false;
    }
  };
}
