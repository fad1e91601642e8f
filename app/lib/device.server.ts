import { createCookie } from "react-router";
import { config } from "./config.server";

/**
 * The device cookie's name: this browser logged in before (docs/decisions/0004-login-code-budgets.md).
 * Not `__saaj…`: no page depends on it (only the login action reads it), so the page cache
 * (server/page-cache.ts, which skips requests carrying any `__saaj` cookie but the session) keeps
 * serving a returning visitor who is logged out.
 */
const DEVICE_COOKIE = "saaj_device";
/** As long as the API honours the token (DEVICE_TOKEN_TTL_DAYS in api/routes/auth/device-tokens.ts). */
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 180;
/** A device token as the API hands it out (32 random bytes, base64url); anything else is not sent on. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

let cookie: ReturnType<typeof createCookie> | undefined;
/**
 * The API's device token, in its own long-lived cookie: httpOnly (never readable by page
 * scripts), signed with SESSION_SECRET, Secure in production, SameSite=Lax. It outlives logout on
 * purpose: it means "this browser logged in before", not "logged in", and only lets login-code
 * requests for the same phone use the budget kept for returning devices.
 */
const deviceCookie = () =>
  (cookie ??= createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config().cookieSecure,
    path: "/",
    secrets: config().sessionSecrets,
    maxAge: DEVICE_COOKIE_MAX_AGE,
  }));

/** The device token this browser holds, if its cookie is signed by us and looks like one. */
export async function deviceToken(request: Request): Promise<string | undefined> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && DEVICE_TOKEN.test(value) ? value : undefined;
}

/** The Set-Cookie header that keeps `token` in this browser. */
export const deviceTokenCookie = (token: string) => deviceCookie().serialize(token);
