/** Time slots: the spec's default list, a branch's own list, which slots have passed, and a slot's lock. */
import type { Queryable } from "../../db/client";
import { advisoryXactLock } from "../../db/locks";
import { indiaNow, minutesOfDay } from "../../lib/ist";

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

/**
 * Takes one slot of one branch (its date and time, as stored) until the transaction ends: whoever
 * counts its places and then takes one (a booking) or gives one of its stylists (an acceptance)
 * holds it, so two never decide on the same count. Other slots and branches are not held up.
 */
export const lockSlot = (tx: Queryable, branchId: number, date: string, time: string) => advisoryXactLock(tx, `slot:${branchId}:${date}:${time}`);
