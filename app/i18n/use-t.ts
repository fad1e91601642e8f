import { useMatches, useRouteLoaderData } from "react-router";
import { useMemo } from "react";
import type { Catalog } from "./messages/en";
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, type Language } from "./languages";
import { translateSaid, translator, type Messages, type Translator } from "./translate";

export type Area = keyof Catalog;

/** What a loader sends for the page's texts (app/i18n/i18n.server.ts). */
export interface LoaderMessages {
  messages?: Partial<Record<Area, Messages>>;
}

/** The page's language, from the root loader (English where there is none, as in a bare error page). */
export function useLanguage(): Language {
  const root = useRouteLoaderData("root") as { lang?: unknown } | undefined;
  return isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE;
}

/** The page's locale for Intl: 'en-IN', 'hi-IN' or 'ml-IN'. */
export const useLocale = () => LOCALES[useLanguage()];

/** The messages of one area, from whichever loader of the page sent them. */
function useAreaMessages(area: Area): Messages | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i]!.data as LoaderMessages | undefined)?.messages?.[area];
    if (found) return found;
  }
  return undefined;
}

/** `t(key, vars)` for one area's messages, typed by the English file. */
export function useT<A extends Area>(area: A): Translator<Extract<keyof Catalog[A], string>> {
  const messages = useAreaMessages(area);
  const locale = useLocale();
  return useMemo(() => translator(messages, locale, area), [messages, locale, area]);
}

/**
 * Words that come from elsewhere in English (the API's messages, the forms' validation messages,
 * a flashed toast) in the page's language when the 'said' area knows them, else as they came.
 * English pages are sent no 'said' area: there every message is already itself.
 */
export function useSaid(): (english: string | undefined | null) => string {
  const messages = useAreaMessages("said");
  return useMemo(() => (english) => (english ? translateSaid(messages, english) : ""), [messages]);
}
