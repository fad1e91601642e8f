import type { AppLoadContext } from "react-router";
import { config } from "./config.server";
import { CLIENT_ADDRESS_HEADER, signClientAddress } from "./client-address.server";
import { commitSession, getSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { currentRequest, errorField, log } from "../../shared/log";
import { REQUEST_ID_HEADER } from "../../contract/http";
import type { BodyOf, DataOf, Inputs, Method, OperationOf, PathOf } from "./api-routes";
import { requestLanguage } from "~/i18n/languages";
import { translateRefusal } from "~/i18n/api-errors.server";

export type FieldErrors = Record<string, string[]>;

/**
 * One API call's outcome. A failure's `status` is already the status of the page or action that
 * shows it: the API's 4xx passed on, its 5xx as 502 (503 when it is unavailable), no answer 503,
 * and a success status with a failure body 502 (the contract broken). Return it as is.
 * A refusal's `code` is the API's (contract/errors.ts); absent when the API gave none and when the
 * failure is the app's own (502, 503). From api() its `message` is in the visitor's language.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; code?: string; message: string; fieldErrors: FieldErrors; body?: Record<string, unknown> };

export interface CallOptions {
  /**
   * What the user sees when the call fails and the server gives no message: either the spec's
   * catalogue text ('Failed to cancel appointment. Please try again.') or, when it starts with a
   * lower-case verb, the generic form: 'load cities' -> 'Unable to load cities. Please try again later.'
   */
  failure: string;
  /** Answer a refused token (401) like any failure instead of sending the visitor to log in again. */
  keepExpired?: boolean;
  /**
   * Public catalogue data (cities, services, types, categories, FAQs, the gazetteer's places and
   * the recommendations near one): keep a successful answer
   * in this process for CATALOGUE_TTL_MS, unless the API marks it `Cache-Control: no-store`.
   * Never for anything personal (no token is sent with it).
   */
  catalogue?: boolean;
  /**
   * Public data a page shows but nothing is decided from (a provider's page: its services,
   * prices, photos, opening hours): kept like `catalogue`, but only PAGE_DATA_TTL_MS, the time
   * the page cache shows a public page without asking again (server/page-cache.ts). Visitors with
   * a session, whose pages are never cached, then cost the API one read per page and few seconds.
   */
  pageData?: boolean;
}

type Text = string | number | boolean | undefined | null;
/** What one call sends beside its body: the operation's query and path parameters are checked by the typed methods below. */
type Sent = CallOptions & { query?: Record<string, Text>; params?: Record<string, Text> };
/** The options of a call to the operation at `path` with `method`. */
type Options<M extends Method, P extends string> = CallOptions & Inputs<OperationOf<M, P>>;
type Data<M extends Method, P extends string> = DataOf<OperationOf<M, P>>;
/** The JSON body part of a call's options: required when the operation takes one. */
type WithBody<P extends string, B = BodyOf<OperationOf<"post" | "put", P>>> = [B] extends [never] ? { body?: never } : { body: B };

/** `/api/appointment_details/{id}/` with `{ id: 7 }` -> `/api/appointment_details/7/`. */
export const fillPath = (path: string, params: Record<string, Text> = {}) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));

/** How long catalogue answers are reused: short, so a change in the API shows within a minute. */
export const CATALOGUE_TTL_MS = 60_000;
/** How long a page's public data is reused (`pageData`): PAGE_FRESH_MS of server/page-cache.ts. */
export const PAGE_DATA_TTL_MS = 5_000;
type Kept = Map<string, { until: number; result: ApiResult<unknown> }>;
/** Each with its bound: many providers' pages must not push the cities out. */
const catalogueCache: Kept = new Map();
const pageDataCache: Kept = new Map();
const KEPT = { catalogue: { store: catalogueCache, ttlMs: CATALOGUE_TTL_MS, max: 100 }, pageData: { store: pageDataCache, ttlMs: PAGE_DATA_TTL_MS, max: 200 } };

/** Forget every kept answer (tests, and an admin change in the same process). */
export const clearCatalogueCache = () => {
  catalogueCache.clear();
  pageDataCache.clear();
};

export const failureMessage = (failure: string) => (/^[a-z]/.test(failure) ? `Unable to ${failure}. Please try again later.` : failure);

/** The REST API as seen from loaders and actions: in process when embedded, HTTP otherwise. */
export function api(context: AppLoadContext, request: Request, token?: string, expired: (request: Request) => Promise<Response> = loginExpired) {
  const send = async (method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, o: Sent) => {
    const c = config();
    const url = new URL(fillPath(path, o.params), c.apiBaseUrl ?? "http://embedded.api");
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    // Catalogue words come in the visitor's language (api/lib/languages.ts).
    const headers = new Headers({ accept: "application/json", "accept-language": requestLanguage(request) });
    // The embedded API learns the visitor's address from context.apiFetch (server.ts); over HTTP
    // the address travels signed, so nobody without the secret can claim another one.
    if (c.apiBaseUrl && c.clientAddressSecret) headers.set(CLIENT_ADDRESS_HEADER, signClientAddress(c.clientAddressSecret, context.clientIp || "unknown", Date.now()));
    if (contentType) headers.set("content-type", contentType);
    if (token) headers.set("authorization", `Bearer ${token}`);
    // One page view's app and API log lines share the page's id (docs/logs.md).
    const page = currentRequest();
    if (page) headers.set(REQUEST_ID_HEADER, page.id);
    const apiRequest = new Request(url, { method, headers, body, signal: AbortSignal.timeout(c.apiTimeoutMs) });
    if (!c.apiBaseUrl && !context.apiFetch) throw new Error("No API: set API_BASE_URL or run the embedded API (server.ts).");
    return !c.apiBaseUrl && context.apiFetch ? context.apiFetch(apiRequest) : fetch(apiRequest);
  };

  const call = async <T>(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, o: Sent) => (await exchange<T>(method, path, body, contentType, o)).result;

  /** One call, and whether the API allows its answer to be stored. */
  async function exchange<T>(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, o: Sent): Promise<{ result: ApiResult<T>; storable: boolean }> {
    const started = performance.now();
    let response: Response;
    try {
      response = await send(method, path, body, contentType, o);
    } catch (error) {
      timed(started);
      log.error({ svc: "app", method, path, err: errorField(error) }, "API call failed");
      notToKeep();
      // No answer at all (refused, timed out): the API is unavailable.
      return { result: { ok: false, status: 503, message: failureMessage(o.failure), fieldErrors: {} }, storable: false };
    }
    if (token && response.status === 401 && !o.keepExpired) {
      timed(started);
      throw await expired(request);
    }
    const result = inVisitorsLanguage(await toResult<T>(response, o.failure), request);
    timed(started);
    const storable = !/\bno-store\b/i.test(response.headers.get("cache-control") ?? "");
    if (response.status === 429 || (!result.ok && result.status >= 500) || !storable) notToKeep();
    return { result, storable };
  }

  async function cachedGet<T>(path: string, o: Sent, { store, ttlMs, max }: (typeof KEPT)[keyof typeof KEPT]): Promise<ApiResult<T>> {
    const key = `${requestLanguage(request)} ${fillPath(path, o.params)}?${new URLSearchParams(Object.entries(o.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === "" ? [] : [[k, String(v)]])))}`;
    const kept = store.get(key);
    if (kept && kept.until > Date.now()) return kept.result as ApiResult<T>;
    const { result, storable } = await exchange<T>("GET", path, undefined, undefined, o);
    if (result.ok && storable) {
      store.delete(key);
      if (store.size >= max) store.delete(store.keys().next().value!);
      store.set(key, { until: Date.now() + ttlMs, result });
    }
    return result;
  }

  return {
    get: <P extends PathOf<"get">>(path: P, o: Options<"get", P>) => {
      const kept = token ? undefined : o.catalogue ? KEPT.catalogue : o.pageData ? KEPT.pageData : undefined;
      return kept ? cachedGet<Data<"get", P>>(path, o, kept) : call<Data<"get", P>>("GET", path, undefined, undefined, o);
    },
    post: <P extends PathOf<"post">>(path: P, o: Options<"post", P> & WithBody<P>) => call<Data<"post", P>>("POST", path, JSON.stringify(o.body ?? {}), "application/json", o),
    put: <P extends PathOf<"put">>(path: P, o: Options<"put", P> & WithBody<P>) => call<Data<"put", P>>("PUT", path, JSON.stringify(o.body ?? {}), "application/json", o),
    /** multipart/form-data (the browser's boundary is set by fetch). */
    postForm: <P extends PathOf<"post">>(path: P, o: Options<"post", P> & { form: FormData }) => call<Data<"post", P>>("POST", path, o.form, undefined, o),
    putForm: <P extends PathOf<"put">>(path: P, o: Options<"put", P> & { form: FormData }) => call<Data<"put", P>>("PUT", path, o.form, undefined, o),
    /** The raw response, for files such as the invoice PDF. */
    raw: async <P extends PathOf<"get">>(path: P, o: Options<"get", P>) => {
      const started = performance.now();
      try {
        return await send("GET", path, undefined, undefined, o);
      } finally {
        timed(started);
      }
    },
  };
}

/**
 * A refusal in the visitor's language, by its code (translateRefusal). The field errors stay in
 * English, for the page's 'said' area to translate where it shows them (the form's own validation
 * says the same words), except those that are the refusal's message: those go with it.
 */
export function inVisitorsLanguage<T>(result: ApiResult<T>, request: Request): ApiResult<T> {
  if (result.ok || !result.code) return result;
  const message = translateRefusal(requestLanguage(request), result.code, result.message);
  if (message === result.message) return result;
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([field, errors]) => [field, errors.map((e) => (e === result.message ? message : e))]));
  return { ...result, message, fieldErrors };
}

/** Adds one API call's duration to the page's Server-Timing (app/entry.server.tsx). */
function timed(started: number) {
  const page = currentRequest();
  if (!page) return;
  page.apiMs += performance.now() - started;
  page.apiCalls += 1;
}
/** A page made while the API was failing or refusing, or from an answer not to be stored, is no one's to keep (server/page-cache.ts). */
function notToKeep() {
  const page = currentRequest();
  if (page) page.notToKeep = true;
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
  return redirectWithToast(
    `/Login?redirectTo=${encodeURIComponent(back)}`,
    { kind: "info", message: "Please log in again." },
    {
      headers: { "Set-Cookie": await commitSession(session) },
    },
  );
}

/**
 * Turns an API response into data or the message the user should see. Only a 2xx whose body is
 * a JSON object (and not `status: "failure"`) is a success: an HTML error page from a proxy with a
 * 200 is a failure. Server-side faults (5xx, or a 2xx we cannot read) carry no useful words for
 * the user: they get the catalogue message, and the status becomes 502 (bad gateway) or 503
 * (unavailable), so a page never passes the API's 500 on as its own.
 */
export async function toResult<T>(response: Response, failure: string): Promise<ApiResult<T>> {
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed !== null && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  const readable = body !== null;
  if (response.ok && !readable) return { ok: false, status: 502, message: failureMessage(failure), fieldErrors: {} };
  const failed = !response.ok || body?.status === "failure";
  if (!failed) return { ok: true, status: response.status, data: body as T };
  if (response.status >= 500) {
    return { ok: false, status: response.status === 503 || response.status === 504 ? 503 : 502, message: failureMessage(failure), fieldErrors: {} };
  }
  const serverMessage = typeof body?.message === "string" ? body.message : typeof body?.error === "string" ? body.error : undefined;
  const message = serverMessage || failureMessage(failure);
  const fieldErrors: FieldErrors = body?.errors && typeof body.errors === "object" && !Array.isArray(body.errors) ? (body.errors as FieldErrors) : {};
  const code = !response.ok && typeof body?.code === "string" && serverMessage ? { code: body.code } : {};
  // The rest of a refusal (attempts_left, appointment_id, state) for the callers that read it.
  return { ok: false, status: response.ok ? 502 : response.status, ...code, message, fieldErrors, body: body ?? undefined };
}
