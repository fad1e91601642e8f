import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookieSessionStorage, createSession, redirect, type Session } from "react-router";
import { config } from "./config.server";
import type { Cart } from "./cart";
import { COOKIE_FROM_URL_HEADER, SESSION_COOKIE } from "./cookie-names";
import { currentRequest, type RequestContext } from "../../shared/log";

/** What the spec keeps in session/local storage, kept here in a signed, httpOnly cookie. */
export interface SessionData {
  token: string; // API bearer token: never sent to browser JavaScript
  userId: number;
  phone: string;
  cart: Cart;
  /** The selected provider/branch/service type/location of the spec's session storage. */
  selection: Selection;
  /** Login in progress: the number the code went to and when (for 'Resend in N seconds'). */
  login: { phone: string; sentAt: number; receiveUpdates: boolean };
  /** A registration waiting for its phone's first login: the ticket the API handed out for it. */
  registration: { phone: string; ticket: string };
  /** My Profile: a new phone number waiting for its code (applied only once entered). */
  phoneChange: { phone: string; sentAt: number };
  /** The appointment being booked (spec: appointmentID in session storage). */
  appointment: { id: number; createdAt: number };
  /** The coupon applied at checkout, for one booking; the API decides its discount. */
  coupon: { code: string; appointmentId: number };
  /** The provider console's login (issue 28): its token is sealed like the customer's. */
  partner: PartnerLogin;
  /** A console login in progress: the number the code went to and when. */
  partnerLogin: { phone: string; sentAt: number };
}

export interface PartnerLogin {
  token: string;
  memberId: number;
  role: "owner" | "staff";
  name: string;
  providerName: string;
}

export interface Selection {
  providerId?: number;
  branchId?: number;
  providerName?: string;
  branchName?: string;
  serviceTypeId?: number;
  serviceTypeName?: string;
  serviceId?: number;
  serviceName?: string;
  categoryId?: number;
  location?: string;
  /** A day (YYYY-MM-DD) a rebooking's search carried: /DateTime opens on it. */
  day?: string;
}

export const DEFAULT_LOCATION = "Trivandrum";
/** Browsers drop cookies over 4096 bytes; stay well below. */
export const COOKIE_BUDGET = 3800;

export type AppSession = Session<SessionData, never>;

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  const c = config();
  return createCookieSessionStorage<SessionData, never>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      secure: c.cookieSecure,
      path: "/",
      secrets: c.sessionSecrets,
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}
const sessionStorage = () => (storage ??= createStorage());

/**
 * The API token is sealed inside the (signed, not secret) cookie: AES-256-GCM under a key derived
 * (HKDF-SHA256) from each SESSION_SECRET. The first secret seals; every one can open, so rotation
 * works as it does for the signature. A cookie whose token does not open (tampered, sealed with a
 * retired secret, or written in clear by an older version) is logged out: token and userId go.
 */
const SEALED = "v1.";
const TOKEN_AAD = Buffer.from("__saaj token");
let tokenKeys: Buffer[] | undefined;
const keys = () => (tokenKeys ??= config().sessionSecrets.map((secret) => Buffer.from(hkdfSync("sha256", secret, "saaj-session-token", "aes-256-gcm", 32))));

export function sealToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys()[0]!, iv);
  cipher.setAAD(TOKEN_AAD);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

export function openToken(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith(SEALED)) return undefined;
  const raw = Buffer.from(value.slice(SEALED.length), "base64url");
  if (raw.length < 12 + 16 + 1) return undefined;
  const iv = raw.subarray(0, 12);
  const tag = raw.subarray(raw.length - 16);
  const sealed = raw.subarray(12, raw.length - 16);
  for (const key of keys()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(TOKEN_AAD);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
    } catch {
      // not this key: try the next one
    }
  }
  return undefined;
}

/**
 * What a request's session cookie holds once checked and opened, kept while that request runs: the
 * root's loader and the page's each read the session, and checking the signature (Web Crypto's
 * HMAC) and opening the token cost more than the rest of reading it. Keyed by the request's own
 * context (shared/log.ts), so nothing outlives the request or reaches another.
 */
const openedThisRequest = new WeakMap<RequestContext, { cookie: string | null; data: Promise<Partial<SessionData>> }>();

async function openSession(cookie: string | null): Promise<Partial<SessionData>> {
  const session = await sessionStorage().getSession(cookie);
  if (session.has("token")) {
    const token = openToken(session.get("token"));
    if (token) session.set("token", token);
    else {
      session.unset("token");
      session.unset("userId");
    }
  }
  const partner = session.get("partner");
  if (partner) {
    const token = openToken(partner.token);
    if (token) session.set("partner", { ...partner, token });
    else session.unset("partner");
  }
  return session.data as Partial<SessionData>;
}

/** The visitor's session: a new object each time, so what one loader changes no other sees until it is committed. */
export async function getSession(request: Request): Promise<AppSession> {
  const cookie = request.headers.get("Cookie");
  const context = currentRequest();
  let opened = context && openedThisRequest.get(context);
  if (!opened || opened.cookie !== cookie) {
    opened = { cookie, data: openSession(cookie) };
    if (context) openedThisRequest.set(context, opened);
  }
  return createSession<SessionData, never>(structuredClone(await opened.data) as SessionData);
}

export class SessionTooLargeError extends Error {
  constructor() {
    super("Your cart is full. Please remove an item before adding another.");
  }
}

/** Serialises the session; refuses to produce a cookie the browser would drop. */
export async function commitSession(session: AppSession): Promise<string> {
  const cookie = await serialise(session);
  if (cookie) return cookie;
  // The remembered selection is a convenience: a visitor loses it before their cart or their login.
  if (session.has("selection")) {
    session.unset("selection");
    const smaller = await serialise(session);
    if (smaller) return smaller;
  }
  throw new SessionTooLargeError();
}

/** The cookie, or null when it would be over COOKIE_BUDGET. */
async function serialise(session: AppSession): Promise<string | null> {
  const token = session.get("token");
  const partner = session.get("partner");
  // What is written: the same data with the tokens sealed (the caller's session keeps them in clear).
  const sealed: Partial<SessionData> = { ...(session.data as Partial<SessionData>) };
  if (token) sealed.token = sealToken(token);
  if (partner) sealed.partner = { ...partner, token: sealToken(partner.token) };
  const written = token || partner ? createSession<SessionData, never>(sealed as SessionData, session.id) : session;
  let cookie: string;
  try {
    cookie = await sessionStorage().commitSession(written);
  } catch (error) {
    // React Router refuses cookies over 4096 bytes itself.
    if (error instanceof Error && /Cookie length/i.test(error.message)) return null;
    throw error;
  }
  return cookie.length > COOKIE_BUDGET ? null : cookie;
}

/**
 * The Set-Cookie of a session whose only change is what the URL says (the remembered place or
 * provider), marked so the page cache may keep the page with it for visitors who came without
 * cookies: for them the cookie is the same for everyone (server/page-cache.ts).
 */
export async function urlDerivedCookie(session: AppSession): Promise<Record<string, string>> {
  return { "Set-Cookie": await commitSession(session), [COOKIE_FROM_URL_HEADER]: "1" };
}

/** For a route's `headers`: passes the mark above on to the page (React Router passes Set-Cookie itself). */
export function cookieFromUrlMark(loaderHeaders: Headers) {
  const mark = loaderHeaders.get(COOKIE_FROM_URL_HEADER);
  return mark ? { [COOKIE_FROM_URL_HEADER]: mark } : new Headers();
}

export const destroySession = (session: AppSession) => sessionStorage().destroySession(session);

export const selection = (session: AppSession): Selection => session.get("selection") ?? {};

/** The longest text the selection keeps (a name or a place); longer text is not remembered. */
const SELECTION_TEXT_MAX = 200;

/**
 * Merges `patch` into the stored selection; true when anything changed (only then is the cookie
 * worth sending). Text is trimmed, and text too long to be a name or a place is left out.
 */
export function updateSelection(session: AppSession, patch: Partial<Selection>): boolean {
  const before = selection(session);
  const fitting = (value: unknown) => typeof value !== "string" || (value.trim() !== "" && value.trim().length <= SELECTION_TEXT_MAX);
  patch = Object.fromEntries(
    Object.entries(patch)
      .filter(([, value]) => fitting(value))
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as Partial<Selection>;
  const after = { ...before, ...patch };
  const changed = (Object.keys(patch) as (keyof Selection)[]).some((k) => before[k] !== after[k]);
  if (changed) session.set("selection", after);
  return changed;
}

export const isLoggedIn = (session: AppSession) => Boolean(session.get("token") && session.get("userId"));

/** Loaders of logged-in pages: send visitors to `to` (default the login page, coming back after). */
export async function requireUser(request: Request, to?: string) {
  const session = await getSession(request);
  const token = session.get("token");
  const userId = session.get("userId");
  if (!token || !userId) {
    const url = new URL(request.url);
    throw redirect(to ?? `/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { session, token, userId, phone: session.get("phone") ?? "" };
}

const HERE = "http://saaj.invalid";

/**
 * Only paths on our own origin are followed after login or a form post. Judged the way a browser
 * reads the Location header: parsed as a URL against our origin, which must not change. Control
 * characters (tab, newline: browsers drop them, so `/\t/evil.example` reads as `//evil.example`)
 * and backslashes are refused outright. The answer is the URL's own normalised path, so it is
 * always a valid header value.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  // Dot segments can normalise into a scheme-relative path ("/.//evil.example" -> "//evil.example").
  if (url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
