/**
 * The languages of the interface (issue 15, decision 0022). Runs in the browser and on the server,
 * and in server/page-cache.ts, so it imports only shared/languages.ts (which the API shares).
 */
import { isLanguage, negotiateLanguage, type Language } from "../../shared/languages";

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LOCALES, negotiateLanguage, type Language } from "../../shared/languages";

/**
 * A page's address in a language of its own (`?lang=hi`), for search engines (hreflang, app/lib/seo.ts)
 * and shared links: it wins over the cookie, and the page remembers it in the cookie.
 */
export const LANGUAGE_PARAM = "lang";

/** The visitor's choice. Not signed: it grants nothing, and any value outside LANGUAGES is ignored. */
export const LANGUAGE_COOKIE = "saaj_lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", ml: "മലയാളം" };

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
