import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { config } from "./config.server";
import type { Cart } from "./cart";

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
  /** The appointment being booked (spec: appointmentID in session storage). */
  appointment: { id: number; createdAt: number };
  coupon: { code: string; discount: number };
  previousPath: string;
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
      name: "__saaj",
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

export const getSession = (request: Request) => sessionStorage().getSession(request.headers.get("Cookie"));

export class SessionTooLargeError extends Error {
  constructor() {
    super("Your cart is full. Please remove an item before adding another.");
  }
}

/** Serialises the session; refuses to produce a cookie the browser would drop. */
export async function commitSession(session: AppSession): Promise<string> {
  let cookie: string;
  try {
    cookie = await sessionStorage().commitSession(session);
  } catch (error) {
    // Remix refuses cookies over 4096 bytes itself; report it the same way.
    if (error instanceof Error && /Cookie length/i.test(error.message)) throw new SessionTooLargeError();
    throw error;
  }
  if (cookie.length > COOKIE_BUDGET) throw new SessionTooLargeError();
  return cookie;
}

export const destroySession = (session: AppSession) => sessionStorage().destroySession(session);

export const selection = (session: AppSession): Selection => session.get("selection") ?? {};

export function updateSelection(session: AppSession, patch: Partial<Selection>) {
  session.set("selection", { ...selection(session), ...patch });
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

/** Only same-site relative paths are followed after login or a form post. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
