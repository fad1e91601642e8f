/** Times as the API writes them ('2:30 PM') and as a time input holds them ('14:30'): no schema code, for the pages' own script. */

/** The week's days, as the API names them (contract/schemas/availability.ts). */
export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEK)[number];

/** A time input's '14:30' (or a typed '2:30 PM') as the API writes it: '2:30 PM'. */
export function toClock(value: string): string | null {
  const v = value.trim().toUpperCase();
  const h24 = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(v);
  if (h24) {
    const h = Number(h24[1]);
    return `${h % 12 === 0 ? 12 : h % 12}:${h24[2]} ${h < 12 ? "AM" : "PM"}`;
  }
  const h12 = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*(AM|PM)$/.exec(v);
  return h12 ? `${Number(h12[1])}:${h12[2]} ${h12[3]}` : null;
}

/** '2:30 PM' -> '14:30', for a time input's value. */
export function toInputTime(clock: string): string {
  const m = /^(\d{1,2}):(\d\d) (AM|PM)$/.exec(clock);
  if (!m) return "";
  const h = (Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}
