/**
 * The languages Saaj speaks, and how a request's Accept-Language picks one: shared by the web app
 * (in the browser too, so this imports nothing) and the API, which answers catalogue words in the
 * language the app asks for (api/lib/languages.ts).
 */
export const LANGUAGES = ["en", "hi", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** Each language's locale for Intl (India's variants). */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ml: "ml-IN" };

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
