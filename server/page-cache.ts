import { createHash } from "node:crypto";
import { parse as parseCookies } from "cookie";
import { COOKIE_FROM_URL_HEADER, SESSION_COOKIE } from "../app/lib/cookie-names";
import { requestLanguage } from "../app/i18n/languages";

/**
 * Micro-caching of public pages for visitors without a session (issue 12, decision 0017).
 *
 * A page is kept for a few seconds and then served stale while one request renders it again, so
 * a crowd on the home page costs one render every few seconds instead of one per visitor. Only
 * what cannot be personal is kept: GET requests that carry none of our cookies (or only a session
 * that holds nothing but the remembered place, and then per session value), answered 200
 * without a private Cache-Control, and without Set-Cookie unless the loader vouches that the
 * cookie follows from the URL alone (COOKIE_FROM_URL_HEADER). Concurrent misses of one page wait for a single
 * render. The page's script nonce is replaced by each response's own, so the Content-Security-Policy
 * stays per response.
 */

/** Our cookies all start with this (the session `__saaj`, the toast `__saaj_toast`). */
const OUR_COOKIE_PREFIX = "__saaj";
/** Pages answered from memory at most this long after they were rendered, without asking again. */
export const PAGE_FRESH_MS = 5_000;
/** After that, served as they are for this long while one request renders them again. */
export const PAGE_STALE_MS = 30_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json)/;

export type CacheState = "hit" | "stale" | "miss" | "bypass";

interface Entry {
  status: number;
  headers: [string, string][];
  /** The page's bytes, cut where its render-time nonce stood (encoded once, joined per answer). */
  parts: Buffer[];
  size: number;
  storedAt: number;
}

interface Rendered {
  response: Response;
  /** The nonce the page was rendered with. */
  nonce: string;
}

export interface PageCacheOptions {
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /**
   * Whether a session cookie's value holds only what URLs put there (server/shared-session.ts):
   * pages for it are kept too, keyed by that value. Without it, any session bypasses the cache.
   */
  sharedSession?: (value: string) => boolean;
}

/**
 * The cache key of a request that may be answered from the cache, or null: its host, path and
 * query, its language, and a digest of its session when that session may be shared. The language
 * is the one the app renders (app/i18n/languages.ts): one of three, so junk cannot multiply entries.
 */
export function pageCacheKey(request: Request, sharedSession?: (value: string) => boolean): string | null {
  if (request.method !== "GET") return null;
  const cookies = parseCookies(request.headers.get("Cookie") ?? "");
  const ours = Object.entries(cookies).filter(([name]) => name.startsWith(OUR_COOKIE_PREFIX));
  let session = "";
  if (ours.length > 0) {
    const [name, value] = ours[0]!;
    if (ours.length > 1 || name !== SESSION_COOKIE || !value || !sharedSession?.(value)) return null;
    session = ` ${createHash("sha256").update(value).digest("base64url")}`;
  }
  const url = new URL(request.url);
  // The language the page will be rendered in (its cookie, else Accept-Language): one of three.
  const language = requestLanguage(request);
  // The host too: a page may print its own address (the share link), and a request naming another
  // host must not put that address into everyone's copy.
  return `${language} ${url.host}${url.pathname}${url.search}${session}`;
}

function storable(response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (!response.headers.has("Set-Cookie") || response.headers.get(COOKIE_FROM_URL_HEADER) === "1") &&
    !/private|no-store|no-cache/.test(cacheControl) &&
    CACHEABLE_TYPE.test(response.headers.get("Content-Type") ?? "")
  );
}

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set(["server-timing", "x-request-id", "content-length", "date", COOKIE_FROM_URL_HEADER.toLowerCase()]);

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

export function createPageCache(options: PageCacheOptions = {}) {
  const freshMs = options.freshMs ?? PAGE_FRESH_MS;
  const staleMs = options.staleMs ?? PAGE_STALE_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | Response>>();
  let bytes = 0;

  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.size;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /**
   * Renders the page for this key, or waits for the render already under way. The request that
   * started the render gets its response even when it may not be kept; one that only waited gets
   * null then (a body can be read once) and renders its own.
   */
  const renderOnce = async (key: string, render: () => Promise<Rendered>): Promise<Entry | Response | null> => {
    const running = inFlight.get(key);
    if (running) return running.then((r) => (r instanceof Response ? null : r)).catch(() => null);
    const pending = (async () => {
      const { response, nonce } = await render();
      if (!storable(response)) return response;
      const body = await response.text();
      const parts = (nonce ? body.split(nonceAttribute(nonce)) : [body]).map((part) => Buffer.from(part));
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
      const entry = { status: response.status, headers, parts, size, storedAt: now() };
      if (size <= MAX_ENTRY_BYTES) store(key, entry);
      return entry;
    })();
    inFlight.set(key, pending);
    try {
      return await pending;
    } finally {
      inFlight.delete(key);
    }
  };

  const answer = (entry: Entry, nonce: string, state: CacheState) => {
    const headers = new Headers(entry.headers);
    headers.set("X-Page-Cache", state);
    const joint = Buffer.from(nonceAttribute(nonce));
    const body = Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [joint, part])));
    return new Response(body, { status: entry.status, headers });
  };

  return {
    /**
     * The response for a request: from the cache when it may be, else rendered by `renderFor`.
     * `nonce` is this response's script nonce.
     */
    async handle(request: Request, nonce: string, renderFor: (request: Request) => Promise<Rendered>): Promise<Response> {
      const key = pageCacheKey(request, options.sharedSession);
      if (key === null) {
        const { response } = await renderFor(request);
        response.headers.delete(COOKIE_FROM_URL_HEADER);
        response.headers.set("X-Page-Cache", "bypass");
        return response;
      }
      // A render for the cache may outlive this visitor's connection, so it gets a request of its own.
      const render = () => renderFor(new Request(request.url, { headers: request.headers }));
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) {
        // Most recently used last, so eviction drops the coldest page.
        entries.delete(key);
        entries.set(key, entry);
        return answer(entry, nonce, "hit");
      }
      if (entry && age <= freshMs + staleMs) {
        // Rendered again in the background; a failure there keeps the stale page until it expires.
        void renderOnce(key, render)
          .then((r) => (r instanceof Response ? r.body?.cancel() : undefined))
          .catch(() => undefined);
        return answer(entry, nonce, "stale");
      }
      remove(key);
      const rendered = (await renderOnce(key, render)) ?? (await render()).response;
      if (rendered instanceof Response) {
        rendered.headers.delete(COOKIE_FROM_URL_HEADER);
        rendered.headers.set("X-Page-Cache", "miss");
        return rendered;
      }
      return answer(rendered, nonce, "miss");
    },
    get size() {
      return entries.size;
    },
  };
}
