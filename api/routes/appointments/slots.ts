/** Time slots: the spec's default list, parsing '9:30 AM', and "now" in India, where every provider is. */

export const DEFAULT_SLOTS = ["8:30 AM", "9:30 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM", "6:00 PM", "7:00 PM"];

/** '9:30 AM' -> 570 minutes after midnight; undefined when not a time. */
export function slotMinutes(slot: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(slot);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return ((hour % 12) + (match[3]!.toUpperCase() === "PM" ? 12 : 0)) * 60 + minute;
}

/** '9:30 am' -> '9:30 AM' (the stored form). */
export const normaliseSlot = (slot: string) => slot.trim().replace(/\s+/g, " ").toUpperCase().replace(/^0(\d)/, "$1");

export function slotList(stored: string | null): string[] {
  const own = (stored ?? "").split(",").map((s) => s.trim()).filter((s) => slotMinutes(s) !== undefined);
  return own.length ? own.map(normaliseSlot) : DEFAULT_SLOTS;
}

/** How far ahead bookings open, in days. */
export const MAX_DAYS_AHEAD = 90;

/** '2026-11-30' + 2 -> '2026-12-02'. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/** The date (YYYY-MM-DD) and minutes since midnight in India at `now`. */
export function indiaNow(now: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** A slot is bookable when its date is after today, or it is today and later than now. */
export function isPastSlot(date: string, slot: string, now: Date): boolean {
  const today = indiaNow(now);
  if (date !== today.date) return date < today.date;
  return (slotMinutes(slot) ?? 0) <= today.minutes;
}

/** The moment a slot starts, as a Date (India is UTC+5:30 all year). */
export function slotStart(date: string, slot: string): Date {
  const minutes = slotMinutes(slot) ?? 0;
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000);
}
