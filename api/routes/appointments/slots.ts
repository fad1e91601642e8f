/**
 * Time slots: the spec's default list, a branch's own list, which of them the branch's availability
 * leaves open on a date (opening hours, breaks, days off: docs/decisions/0043), the places a booking
 * holds with the branch's buffer, which slots have passed, and a slot's lock.
 */
import type { Queryable } from "../../db/client";
import { advisoryXactLock } from "../../db/locks";
import { addDays, indiaNow, minutesOfDay, weekdayOf } from "../../lib/ist";

export const DEFAULT_SLOTS = ["8:30 AM", "9:30 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM", "6:00 PM", "7:00 PM"];

/** '9:30 am' -> '9:30 AM' (the stored form). */
export const normaliseSlot = (slot: string) =>
  slot
    .trim()
    .replace(/\s+/g, " ")
    .toUpperCase()
    .replace(/^0(\d)/, "$1");

export function slotList(stored: string | null): string[] {
  const own = (stored ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => minutesOfDay(s) !== undefined);
  return own.length ? own.map(normaliseSlot) : DEFAULT_SLOTS;
}

/** A slot is bookable when its date is after today in India, or it is today and later than now. */
export function isPastSlot(date: string, slot: string, now: Date): boolean {
  const today = indiaNow(now);
  if (date !== today.date) return date < today.date;
  return (minutesOfDay(slot) ?? 0) <= today.minutes;
}

/** What a branch's availability says about one date. */
export interface DayRules {
  /** branches.working_hours: {"Monday":"9:30 AM,8:00 PM"}; {} = never set, slots not limited by hours. */
  hours: Record<string, string>;
  /** That day's breaks (its weekday's and every day's), minutes after midnight, end not included. */
  breaks: { start: number; end: number }[];
  dayOff: boolean;
  /** The provider's note on that day off, if any. */
  dayOffNote?: string;
}

/** '9:30 AM,8:00 PM' -> [570, 1200]; undefined when unreadable (the day counts as closed). */
function dayHours(text: string | undefined): [opens: number, closes: number] | undefined {
  const [opens, closes, extra] = (text ?? "").split(",").map((t) => minutesOfDay(t));
  return opens === undefined || closes === undefined || extra !== undefined || opens === closes ? undefined : [opens, closes];
}

/**
 * The minutes of `date` the branch is open: its weekday's hours (to midnight when they close past
 * it, as the search's open-now reads them, migration 011) and the hours the day before ran past
 * midnight. Undefined: hours were never set.
 */
export function openIntervals(hours: Record<string, string>, date: string): [number, number][] | undefined {
  if (Object.keys(hours).length === 0) return undefined;
  const intervals: [number, number][] = [];
  const own = dayHours(hours[weekdayOf(date)]);
  if (own) intervals.push(own[1] > own[0] ? own : [own[0], 1440]);
  const before = dayHours(hours[weekdayOf(addDays(date, -1))]);
  if (before && before[1] < before[0]) intervals.push([0, before[1]]);
  return intervals;
}

/** The slots of `list` a customer may book on `date`: none on a day off, none outside the hours, none starting in a break. */
export function openSlots(list: string[], date: string, rules: DayRules): string[] {
  if (rules.dayOff) return [];
  const open = openIntervals(rules.hours, date);
  return list.filter((slot) => {
    const m = minutesOfDay(slot)!;
    if (open && !open.some(([from, to]) => m >= from && m < to)) return false;
    return !rules.breaks.some((b) => m >= b.start && m < b.end);
  });
}

/**
 * The slots a booking at `slot` holds a place in (its own first, then in time order), under the
 * capacity model of decision 0025: a booking holds its slot's place until the branch's next slot
 * begins; `bufferMinutes` more keep that place taken in every later slot starting within them.
 * With no buffer, its own slot only.
 */
export function heldSlots(list: string[], slot: string, bufferMinutes: number): string[] {
  const at = minutesOfDay(slot) ?? 0;
  const later = list.filter((s) => (minutesOfDay(s) ?? 0) > at).sort((a, b) => minutesOfDay(a)! - minutesOfDay(b)!);
  const next = later[0];
  if (bufferMinutes <= 0 || next === undefined) return [slot];
  const until = minutesOfDay(next)! + bufferMinutes;
  return [slot, ...later.filter((s) => minutesOfDay(s)! < until)];
}

/** Places taken in each slot: every booking's count spread over the slots it holds. */
export function placesTaken(list: string[], bookedAt: Map<string, number>, bufferMinutes: number): Map<string, number> {
  const places = new Map<string, number>();
  for (const [time, n] of bookedAt) for (const s of heldSlots(list, time, bufferMinutes)) places.set(s, (places.get(s) ?? 0) + n);
  return places;
}

/** The slots whose bookings share a held slot with a booking at `slot`: one stylist cannot take two of them. */
export function clashingSlots(list: string[], slot: string, bufferMinutes: number): string[] {
  const held = new Set(heldSlots(list, slot, bufferMinutes));
  return [...new Set([slot, ...list])].filter((s) => heldSlots(list, s, bufferMinutes).some((h) => held.has(h)));
}

/**
 * Takes one slot of one branch (its date and time, as stored) until the transaction ends: whoever
 * counts its places and then takes one (a booking) or gives one of its stylists (an acceptance)
 * holds it, so two never decide on the same count. Other slots and branches are not held up.
 */
export const lockSlot = (tx: Queryable, branchId: number, date: string, time: string) => advisoryXactLock(tx, `slot:${branchId}:${date}:${time}`);

/**
 * Takes every slot a booking at `slot` holds (heldSlots), in time order so that two takers never
 * wait for each other: two bookings that would share a place share a slot, and meet at its lock.
 */
export async function lockHeldSlots(tx: Queryable, branchId: number, date: string, held: string[]) {
  for (const s of [...held].sort((a, b) => (minutesOfDay(a) ?? 0) - (minutesOfDay(b) ?? 0))) await lockSlot(tx, branchId, date, s);
}
