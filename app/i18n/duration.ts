import type { Translator } from "./translate";

/** A service's time as the catalogue writes it: '45 mins', '2 hours', '1 hour 30 mins'. */
const DURATION = /^\s*(?:(\d+)\s*hours?)?\s*(?:(\d+)\s*mins?)?\s*$/i;

type DurationKeys = "durationHours_one" | "durationHours_other" | "durationMinutes_one" | "durationMinutes_other";

/**
 * A service's time in the page's language ('1 घंटा 30 मिनट'); on English pages, and for words it
 * cannot read, as the catalogue wrote it (the spec's '45 mins').
 */
export function durationWords<K extends string>(text: string, t: Translator<K | DurationKeys>, english: boolean): string {
  const m = DURATION.exec(text);
  if (english || !m || (!m[1] && !m[2])) return text;
  return [m[1] ? t.plural("durationHours", Number(m[1])) : "", m[2] ? t.plural("durationMinutes", Number(m[2])) : ""].filter(Boolean).join(" ");
}
