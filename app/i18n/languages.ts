/**
 * The languages of the interface (issue 15, decision 0022). Runs in the browser and on the server,
 * and in server/page-cache.ts, so it imports nothing.
 */
export const LANGUAGES = ["en", "hi", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * A page's address in a language of its own (`?lang=hi`), for search engines (hreflang, app/lib/seo.ts)
 * and shared links: it wins over the cookie, and the page remembers it in the cookie.
 */
export const LANGUAGE_PARAM = "lang";

/** The visitor's choice. Not signed: it grants nothing, and any value outside LANGUAGES is ignored. */
export const LANGUAGE_COOKIE = "saaj_lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale for `<html lang>` and for Intl: Indian English, Hindi and Malayalam as written in India. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ml: "ml-IN" };

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", ml: "മലയാളം" };

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The longest Accept-Language header we read; the rest is ignored. */
const MAX_ACCEPT_LANGUAGE = 256;

/**
 * The language of a request: the cookie when it names one of ours, else the best match of
 * Accept-Language by quality (a primary subtag match counts: 'hi-IN' and 'hi' are Hindi), else English.
 */
export function negotiateLanguage(cookieValue: string | undefined | null, acceptLanguage: string | null | undefined): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  let best: Language = DEFAULT_LANGUAGE;
  let bestQuality = 0;
  for (const part of (acceptLanguage ?? "").slice(0, MAX_ACCEPT_LANGUAGE).split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    const primary = tag.split("-")[0];
    if (isLanguage(primary) && quality > bestQuality) {
      best = primary;
      bestQuality = quality;
    }
  }
  return best;
}

/** The value of one cookie in a Cookie header, without a parser (this module imports nothing). */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The language an address asks for (`?lang=`), or undefined. */
export function urlLanguage(url: string): Language | undefined {
  const asked = new URL(url).searchParams.get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : undefined;
}

/** The language of a request: its address's `?lang=`, else the cookie, else Accept-Language, else English. */
export const requestLanguage = (request: Request) => urlLanguage(request.url) ?? negotiateLanguage(cookieValue(request.headers.get("Cookie"), LANGUAGE_COOKIE), request.headers.get("Accept-Language"));
