import { localDay, localDayText } from "~/lib/dates";
import type { Language } from "~/i18n/languages";

/** Weeks start on Monday, as in India's printed calendars. */
export const WEEK_STARTS_ON = 1;
const DAYS_IN_WEEK = 7;

/** One cell of a month's table: a day of the month, or a blank outside it. */
export interface MonthCell {
  date: Date;
  day: string;
  outside: boolean;
}

/** The month's weeks, Monday to Sunday, with blanks before the 1st and after the last day. */
export function monthWeeks(month: string): MonthCell[][] {
  const first = localDay(`${month}-01`);
  const start = new Date(first);
  start.setDate(1 - ((first.getDay() - WEEK_STARTS_ON + DAYS_IN_WEEK) % DAYS_IN_WEEK));
  const weeks: MonthCell[][] = [];
  for (const d = start; weeks.length === 0 || d.getMonth() === first.getMonth();) {
    const week: MonthCell[] = [];
    for (let i = 0; i < DAYS_IN_WEEK; i++, d.setDate(d.getDate() + 1)) {
      week.push({ date: new Date(d), day: localDayText(d), outside: d.getMonth() !== first.getMonth() });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The month's caption and the weekday names, written by Intl in the page's locale. */
export function calendarNames(language: Language, locale: string) {
  // Malayalam's short weekday names are whole words, too wide for a phone's columns.
  const weekday = language === "ml" ? "narrow" : "short";
  return {
    monthYear: (month: Date) => month.toLocaleDateString(locale, { month: "long", year: "numeric" }),
    weekdayShort: (day: Date) => day.toLocaleDateString(locale, { weekday }),
    weekdayLong: (day: Date) => day.toLocaleDateString(locale, { weekday: "long" }),
    // The name starts with the number the button shows (WCAG 2.5.3), then says which day it is.
    dayLabel: (day: Date) => `${day.getDate()} ${day.toLocaleDateString(locale, { month: "long" })}, ${day.toLocaleDateString(locale, { weekday: "long" })}`,
  };
}

/** The classes the picker gives a day's cell, so that one stylesheet dresses both calendars. */
export function dayClasses(cell: MonthCell, state: { selected: boolean; today: boolean; disabled: boolean }) {
  if (cell.outside) return "rdp-day rdp-disabled rdp-hidden rdp-outside";
  return ["rdp-day", state.disabled && "rdp-disabled", state.selected && "rdp-selected", state.today && "rdp-today"].filter(Boolean).join(" ");
}

/** "2026-11" for the month a date falls in. */
export const monthParam = (d: Date) => localDayText(d).slice(0, 7);
