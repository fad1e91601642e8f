import type { MetaDescriptor } from "react-router";
import { LANGUAGES, LANGUAGE_PARAM, LOCALES, isLanguage, type Language } from "~/i18n/languages";

/** Longer descriptions are cut (search results and previews show about this many characters). */
export const SHARE_DESCRIPTION_MAX = 160;

/** The share preview when a page has no picture of its own (1200 x 630, as the networks ask). */
export const DEFAULT_SHARE_IMAGE = "/images/share/saaj-1200x630.png";
/** Networks that draw link previews do not draw SVG. */
const DRAWABLE = /\.(png|jpe?g|webp|gif)(\?|$)/i;

export interface ShareCard {
  origin: string;
  /** Path and query of the page's one true address. */
  path: string;
  title: string;
  description: string;
  /** The page's own picture (a provider's photo), when a network can draw it. */
  image?: string | null;
}

/** The root loader's language among a meta function's matches. */
function pageLanguage(matches: readonly { id: string; data?: unknown }[] = []): Language {
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : "en";
}

/** The page's address in `lang`: English at the plain address, Hindi and Malayalam with `?lang=`. */
function addressIn(origin: string, path: string, lang: Language) {
  const url = new URL(path, origin);
  if (lang === "en") url.searchParams.delete(LANGUAGE_PARAM);
  else url.searchParams.set(LANGUAGE_PARAM, lang);
  return url.toString();
}

/** Canonical link, Open Graph and Twitter card tags for a public page, in the page's language. */
export function shareMeta({ origin, path, title, description, image }: ShareCard, matches?: readonly { id: string; data?: unknown }[]): MetaDescriptor[] {
  const lang = pageLanguage(matches);
  const url = addressIn(origin, path, lang);
  const picture = new URL(image && DRAWABLE.test(image) ? image : DEFAULT_SHARE_IMAGE, origin).toString();
  return [
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and the plain address for everyone else (it follows the visitor's choice).
    ...LANGUAGES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALES[l], href: addressIn(origin, path, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressIn(origin, path, "en") },
    { property: "og:site_name", content: "Saaj" },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: picture },
    { property: "og:locale", content: LOCALES[lang].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: picture },
  ];
}
