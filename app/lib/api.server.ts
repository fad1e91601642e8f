import type { AppLoadContext } from "@remix-run/node";
import { config } from "./config.server";
import { commitSession, getSession } from "./session.server";
import { redirectWithToast } from "./toast.server";

export type FieldErrors = Record<string, string[]>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors };

export interface CallOptions {
  /**
   * What the user sees when the call fails and the server gives no message: either the spec's
   * catalogue text ('Failed to cancel appointment. Please try again.') or, when it starts with a
   * lower-case verb, the generic form: 'load cities' -> 'Unable to load cities. Please try again later.'
   */
  failure: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Answer a refused token (401) like any failure instead of sending the visitor to log in again. */
  keepExpired?: boolean;
}

export const failureMessage = (failure: string) =>
  /^[a-z]/.test(failure) ? `Unable to ${failure}. Please try again later.` : failure;

/** The REST API as seen from loaders and actions: in process when embedded, HTTP otherwise. */
export function api(context: AppLoadContext, request: Request, token?: string) {
  const send = async (method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, o: CallOptions) => {
    const c = config();
    const url = new URL(path, c.apiBaseUrl ?? "http://embedded.api");
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    const headers = new Headers({ accept: "application/json", "x-forwarded-for": context.clientIp || "unknown" });
    if (contentType) headers.set("content-type", contentType);
    if (token) headers.set("authorization", `Bearer ${token}`);
    const apiRequest = new Request(url, { method, headers, body, signal: AbortSignal.timeout(c.apiTimeoutMs) });
    if (!c.apiBaseUrl && !context.apiFetch) throw new Error("No API: set API_BASE_URL or run the embedded API (server.ts).");
    return !c.apiBaseUrl && context.apiFetch ? context.apiFetch(apiRequest) : fetch(apiRequest);
  };

  async function call<T>(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, o: CallOptions): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await send(method, path, body, contentType, o);
    } catch (error) {
      console.error(`[api] ${method} ${path} failed`, error);
      return { ok: false, status: 0, message: failureMessage(o.failure), fieldErrors: {} };
    }
    if (token && response.status === 401 && !o.keepExpired) throw await loginExpired(request);
    return toResult<T>(response, o.failure);
  }

  return {
    get: <T>(path: string, o: CallOptions) => call<T>("GET", path, undefined, undefined, o),
    post: <T>(path: string, json: unknown, o: CallOptions) => call<T>("POST", path, JSON.stringify(json), "application/json", o),
    put: <T>(path: string, json: unknown, o: CallOptions) => call<T>("PUT", path, JSON.stringify(json), "application/json", o),
    /** multipart/form-data (the browser's boundary is set by fetch). */
    postForm: <T>(path: string, form: FormData, o: CallOptions) => call<T>("POST", path, form, undefined, o),
    /** The raw response, for files such as the invoice PDF. */
    raw: (path: string, o: CallOptions) => send("GET", path, undefined, undefined, o),
  };
}
export type Api = ReturnType<typeof api>;

/**
 * The API no longer accepts the session's token (expired or revoked): forget the login, keep the
 * cart, and send the visitor to log in again, coming back to where they were.
 */
export async function loginExpired(request: Request) {
  const session = await getSession(request);
  for (const key of ["token", "userId", "phone", "login", "appointment", "coupon"] as const) session.unset(key);
  const url = new URL(request.url);
  const back = request.method === "GET" ? url.pathname + url.search : "/";
  return redirectWithToast(`/Login?redirectTo=${encodeURIComponent(back)}`, { kind: "info", message: "Please log in again." }, {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

/** Turns an API response into data or the message the user should see. */
export async function toResult<T>(response: Response, failure: string): Promise<ApiResult<T>> {
  let body: any = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const failed = !response.ok || body?.status === "failure";
  if (!failed) return { ok: true, status: response.status, data: body as T };
  const serverMessage = typeof body?.message === "string" ? body.message : typeof body?.error === "string" ? body.error : undefined;
  // Server-side faults carry no useful words for the user; client errors do.
  const message = response.status >= 500 || !serverMessage ? failureMessage(failure) : serverMessage;
  const fieldErrors: FieldErrors = body?.errors && typeof body.errors === "object" ? body.errors : {};
  return { ok: false, status: response.status, message, fieldErrors };
}
