import { FREE_CANCELLATION_HOURS } from "../../contract/booking";
import { appointmentStart } from "./ist";
import { cancellationFee } from "./money";

/**
 * The cancellation rule (spec 02 §1, §9): free more than FREE_CANCELLATION_HOURS before the service
 * or while no stylist is assigned; otherwise a fee on what was paid. The one place the API decides
 * it: cancelling, the terms its answers state, and its messages.
 */
const FREE_WINDOW_MS = FREE_CANCELLATION_HOURS * 3600 * 1000;

/** The moment a cancellation stops being free by the clock (FREE_CANCELLATION_HOURS before the start); undefined for an unreadable time. */
export function freeCancellationUntil(a: { date: string; time: string }): Date | undefined {
  const start = appointmentStart(a.date, a.time);
  return start && new Date(start.getTime() - FREE_WINDOW_MS);
}

/** Free more than 3 hours before the service or when no stylist is assigned (spec 02 §1, §9). */
export function isFreeCancellation(a: { date: string; time: string; stylistAssigned: boolean }, now: Date): boolean {
  if (!a.stylistAssigned) return true;
  const until = freeCancellationUntil(a);
  // An unreadable time cannot be shown to be close, so it is not charged.
  if (!until) return true;
  return now.getTime() < until.getTime();
}

/** The fee a customer would pay to cancel now: 0 when free or unpaid. */
export function feeIfCancelledNow(a: { date: string; time: string; stylistAssigned: boolean; paid: number }, now: Date): number {
  return a.paid > 0 && !isFreeCancellation(a, now) ? cancellationFee(a.paid) : 0;
}
