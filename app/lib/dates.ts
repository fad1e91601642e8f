/**
 * Dates on the pages, the app's one copy. Appointment dates ('YYYY-MM-DD') are India's calendar
 * dates and instants are shown on India's clock (contract/time.ts), whatever the zone of the
 * server or the browser. Runs in both (no server-only imports).
 */
import { IST_OFFSET_MINUTES, IST_TIME_ZONE } from "../../contract/time";

/** India's calendar date (YYYY-MM-DD) at `instant`. */
export const indiaToday = (instant: Date = new Date()) => new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/**
 * Dates and times are written in the page's locale (useLocale(): 'en-IN', 'hi-IN', 'ml-IN'), English
 * by default. Node's and Chromium's ICU write these formats alike, so server and browser agree.
 */
const ENGLISH = "en-IN";

/** A calendar date as words: 'Tue, 24 Nov, 2026' (short) or 'Tuesday, 24 November 2026' (long). */
export function longDate(date: string, length: "short" | "long" = "short", locale = ENGLISH) {
  // The date names a day, not an instant: read and write it in UTC so no zone can move it.
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: length, day: "numeric", month: length, year: "numeric", timeZone: "UTC" });
}

/** An instant as India's date: '24 Nov 2026'. */
export const indiaDate = (instant: Date | string, locale = ENGLISH) => new Date(instant).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric", timeZone: IST_TIME_ZONE });

/** An instant on India's clock: '10:42 AM'. */
export const indiaClock = (instant: Date, locale = ENGLISH) => instant.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: IST_TIME_ZONE }).toUpperCase();

/** 'YYYY-MM-DD' `years` earlier; 29 February falls back to the 28th in a common year. */
export function yearsBefore(date: string, years: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The latest date of birth of someone 18 today in India (the API's rule for the profile). */
export const latestAdultBirthDate = (now: Date = new Date()) => yearsBefore(indiaToday(now), 18);

/** The calendar widget works in local Date objects: 'YYYY-MM-DD' <-> local midnight of that day. */
export const localDay = (s: string) => new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
export const localDayText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** "9:30 AM" -> "09:30" (the API's slot times); anything else -> undefined. */
export function to24h(time: string): string | undefined {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AP])M\s*$/i.exec(time);
  if (!m) return undefined;
  const hour = Number(m[1]);
  if (hour < 1 || hour > 12 || Number(m[2]) > 59) return undefined;
  return `${String((hour % 12) + (m[3]!.toUpperCase() === "P" ? 12 : 0)).padStart(2, "0")}:${m[2]}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The API's date words ('03 Dec 2026', the spec's) in `locale` ('3 दिस॰ 2026'); other words as they came. */
export function apiDateIn(words: string, locale: string) {
  const m = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(words.trim());
  const month = m ? MONTHS.indexOf(m[2]!) : -1;
  if (!m || month < 0) return words;
  return indiaDate(new Date(Date.UTC(Number(m[3]), month, Number(m[1]), 6, 30)), locale);
}
