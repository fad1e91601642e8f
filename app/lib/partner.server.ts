import { data, redirect, type AppLoadContext } from "react-router";
import { api } from "./api.server";
import { commitSession, getSession, safeRedirect, type AppSession } from "./session.server";
import { redirectWithToast } from "./toast.server";

/** Every console page and answer is one provider's business: never cached, never indexed. */
export const CONSOLE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

export const CONSOLE_HOME = "/Partner";
export const consoleLogin = (back?: string) => (back && back !== CONSOLE_HOME ? `/Partner/Login?redirectTo=${encodeURIComponent(back)}` : "/Partner/Login");

/** The console's token was refused (expired, revoked, removed from the team): log in again, coming back here. */
async function consoleLoginExpired(request: Request) {
  const session = await getSession(request);
  session.unset("partner");
  const url = new URL(request.url);
  return redirectWithToast(
    consoleLogin(request.method === "GET" ? url.pathname + url.search : undefined),
    { kind: "info", message: "Please log in again." },
    { headers: { "Set-Cookie": await commitSession(session), ...CONSOLE_HEADERS } },
  );
}

/** A console page's loader or action: the member's login, or off to the console's login page. */
export async function requirePartner(request: Request) {
  const session = await getSession(request);
  const partner = session.get("partner");
  if (!partner) {
    const url = new URL(request.url);
    throw redirect(consoleLogin(request.method === "GET" ? url.pathname + url.search : undefined), { headers: CONSOLE_HEADERS });
  }
  return { session, partner };
}

/**
 * To throw when a loader's API call is refused (another provider's branch in the address, an owner's
 * page for staff): the page's error boundary shows the status and the API's own words, not the
 * generic "Something went wrong" a plain-text Response would get.
 */
export const refusal = (answer: { status: number; message: string }) => data({ message: answer.message }, { status: answer.status, headers: CONSOLE_HEADERS });

/** The API as the logged-in member: a refused token logs them out of the console only. */
export const partnerApi = (context: AppLoadContext, request: Request, token: string) => api(context, request, token, consoleLoginExpired);

/** Where to go after logging in: a console page named in the address, or the inbox. */
export const afterConsoleLogin = (to: string | null) => {
  const safe = safeRedirect(to, CONSOLE_HOME);
  return /^\/partner(\/|$|\?)/i.test(safe) ? safe : CONSOLE_HOME;
};

export const isConsoleMember = (session: AppSession) => Boolean(session.get("partner"));
