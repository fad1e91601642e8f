/**
 * India time, the API's one copy. Appointment dates ('YYYY-MM-DD') and slot times ('9:30 AM') are
 * wall-clock times in India, where every provider is; India is UTC+5:30 all year (no daylight
 * saving), so a fixed offset converts exactly.
 */
import { IST_OFFSET_MINUTES } from "../../contract/time";

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** '9:30 AM' -> 570 minutes after midnight; undefined when not a 12-hour clock time. */
export function minutesOfDay(time: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(time);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return ((hour % 12) + (match[3]!.toUpperCase() === "PM" ? 12 : 0)) * 60 + minute;
}

/** 570 -> '9:30 AM'. */
export function clockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** '09:30 am' -> '9:30 AM' (unreadable text is returned as is). */
export function formatTime(time: string): string {
  const minutes = minutesOfDay(time);
  return minutes === undefined ? time : clockTime(minutes);
}

/** India's calendar date (YYYY-MM-DD), minutes since midnight and weekday at `instant`. */
export function indiaNow(instant: Date): { date: string; minutes: number; weekday: string } {
  const wall = new Date(instant.getTime() + IST_OFFSET_MS); // its UTC fields read India's wall clock
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: WEEKDAYS[wall.getUTCDay()]!,
  };
}

/** The instant India's clock shows `minutes` past midnight on `date` (YYYY-MM-DD); undefined for a bad date. */
export function indiaInstant(date: string, minutes: number): Date | undefined {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(Date.UTC(y, m - 1, d, 0, minutes) - IST_OFFSET_MS);
}

/** The instant an appointment starts; undefined when the date or time cannot be read. */
export function appointmentStart(date: string, time: string): Date | undefined {
  const minutes = minutesOfDay(time);
  return minutes === undefined ? undefined : indiaInstant(date, minutes);
}

/** '2026-11-30' -> 'Monday': the weekday of a calendar date. */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** '2026-11-30' + 2 -> '2026-12-02' (calendar days; negative goes back). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** '2026-11-22' -> '22 Nov 2026'. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** A Date as India's calendar date: '22 Nov 2026'. */
export const formatIndiaDate = (instant: Date) => formatDate(indiaNow(instant).date);

/** India's day, month and clock at `instant`, as people write it: '23 Nov, 2:30 pm'. */
export function formatIndiaDateTime(instant: Date): string {
  const { date, minutes } = indiaNow(instant);
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}, ${clockTime(minutes).toLowerCase()}`;
}
