import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { config } from "./config.server";

export type ToastKind = "error" | "info" | "success";
export interface Toast {
  kind: ToastKind;
  message: string;
}

let storage: ReturnType<typeof create> | undefined;
function create() {
  const c = config();
  return createCookieSessionStorage<{ toast: Toast }, { toast: Toast }>({
    cookie: { name: "__saaj_toast", httpOnly: true, sameSite: "lax", secure: c.cookieSecure, path: "/", secrets: c.sessionSecrets },
  });
}
const toastStorage = () => (storage ??= create());

/** A Set-Cookie header carrying a one-time toast for the next page. */
export async function toastCookie(toast: Toast) {
  const session = await toastStorage().getSession();
  session.flash("toast", toast);
  return toastStorage().commitSession(session);
}

/** Reads and clears the toast; the loader must send back the returned Set-Cookie. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await toastStorage().commitSession(session) : null };
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(to, { ...init, headers });
}
