import { createCookieSessionStorage, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { LoginResult } from "~/schemas/login";
import { config } from "./config.server";

export type ToastKind = "error" | "info" | "success";
export interface Toast {
  kind: ToastKind;
  message: string;
}

/**
 * A form that can be on any page (the footer's newsletter, the login popups) answered without
 * JavaScript: its reply (errors and what was typed, or the success) for the page it came from, so
 * it shows at the form itself instead of on another page.
 */
export type FormFlash = { form: "newsletter"; ok: boolean; result: SubmissionResult<string[]> } | { form: "login-popup"; reply: LoginResult };
type Flash = { toast: Toast; form: FormFlash };

let storage: ReturnType<typeof create> | undefined;
function create() {
  const c = config();
  return createCookieSessionStorage<Flash, Flash>({
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

/**
 * The longest text of a flashed reply kept as typed. The forms' own limits are far shorter, so only
 * a hand-made request is cut; uncut, its text would overflow the cookie (about 4 KB) and fail the post.
 */
const FLASH_TEXT_MAX = 320;

/** `value` with every string longer than FLASH_TEXT_MAX cut to it. */
function boundTexts<T>(value: T): T {
  if (typeof value === "string") return (value.length > FLASH_TEXT_MAX ? value.slice(0, FLASH_TEXT_MAX) : value) as T;
  if (Array.isArray(value)) return value.map(boundTexts) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundTexts(v)])) as T;
  return value;
}

/** A Set-Cookie header carrying a one-time form reply for the next page. */
export async function formFlashCookie(form: FormFlash) {
  const session = await toastStorage().getSession();
  session.flash("form", boundTexts(form));
  return toastStorage().commitSession(session);
}

/** Reads and clears the toast and form reply; the loader must send back the returned Set-Cookie. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; form: FormFlash | null; setCookie: string | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const form = session.get("form") ?? null;
  return { toast, form, setCookie: toast || form ? await toastStorage().commitSession(session) : null };
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(to, { ...init, headers });
}
