import { catalog as en, type Catalog } from "./messages/en";
import { catalog as hi } from "./messages/hi";
import { catalog as ml } from "./messages/ml";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, requestLanguage, type Language } from "./languages";
import type { Area } from "./use-t";
import { SAID_PATTERN_PREFIX, saidKey, type Messages } from "./translate";
import { config } from "~/lib/config.server";

const CATALOGS: Record<Language, Record<Area, Messages>> = { en, hi, ml };

/**
 * The 'said' area as sent: keyed by a short digest of the English text instead of the text itself;
 * a message with a value in it ('{seconds}') by its English, as a pattern (translateSaid).
 */
const SAID_BY_DIGEST = Object.fromEntries(
  Object.entries(CATALOGS).map(([lang, catalog]) => [
    lang,
    Object.fromEntries(Object.entries(catalog.said).map(([english, said]) => [english.includes("{") ? SAID_PATTERN_PREFIX + english : saidKey(english), said])),
  ]),
) as Record<Language, Messages>;

/** The areas every page shows: header, footer, errors. */
const ROOT_AREAS = ["common"] as const satisfies Area[];

/**
 * What a loader adds to its data so the page can show its texts in the visitor's language:
 * `{ messages: { area: {...} } }`, only the areas asked for. The 'said' area (words that arrive in
 * English from the API and the forms) goes with the root's areas except in English.
 */
export function messagesFor(request: Request, ...areas: Area[]) {
  const lang = requestLanguage(request);
  const catalog = CATALOGS[lang];
  return { messages: Object.fromEntries(areas.map((area) => [area, area === "said" ? SAID_BY_DIGEST[lang] : catalog[area]])) as Partial<Record<Area, Messages>> };
}

/** The root's areas, and `extra` ones this page shows over any route (the login popups' 'login'). */
export function rootMessages(request: Request, extra: Area[] = []) {
  const lang = requestLanguage(request);
  const areas: Area[] = lang === "en" ? [...ROOT_AREAS, ...extra] : [...ROOT_AREAS, ...extra, "said"];
  return { lang, ...messagesFor(request, ...areas) };
}

/** One message on the server (a page title, a toast made by an action), in the request's language. */
export function serverT<A extends Area>(request: Request, area: A, key: Extract<keyof Catalog[A], string>) {
  return CATALOGS[requestLanguage(request)][area][key] ?? CATALOGS.en[area][key]!;
}

export function languageCookie(lang: Language) {
  const secure = config().cookieSecure ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`;
}
