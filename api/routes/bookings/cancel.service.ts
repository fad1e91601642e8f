import type { Deps } from "../../lib/context";
import { cancellationFee, formatRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor } from "../../lib/own-appointment";
import { FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { END_MESSAGES, expireOverdue, transition } from "../appointments/lifecycle";
import { cancelledWithFeeMessage, MESSAGES, type CancelBookingBody } from "../../../contract/schemas/bookings";
import { appointmentStart } from "../../lib/ist";

export { FREE_CANCELLATION_HOURS };

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

/** Refund words only for money actually paid (a fee is only ever charged on a paid booking). */
const cancelMessage = (fee: number, paid: number) => (fee > 0 ? cancelledWithFeeMessage(formatRupees(fee)) : paid > 0 ? MESSAGES.cancelledFreeRefund : MESSAGES.cancelledFree);

/**
 * The customer cancels from My Bookings, with a reason; a late cancellation of a paid booking
 * records a fee. A booking to be paid at the venue has no money to keep a fee from: it is free.
 */
export async function cancelBooking(deps: Deps, userId: number, body: CancelBookingBody): Promise<string> {
  const now = deps.now();
  await expireOverdue(deps.db, now, deps.config.confirmWindowMs, body.appointment_id);
  return deps.db.transaction(async (tx) => {
    const a = await loadOwnAppointment(tx, body.appointment_id, { userId }, { lock: true, forbiddenCode: "not_your_booking" });
    const payment = await paymentFor(tx, a.appointmentId);
    const paid = payment?.paidAt ? payment.total : 0;
    const fee = feeIfCancelledNow({ date: a.appointmentDate, time: a.appointmentTime, stylistAssigned: a.stylistId !== null, paid }, now);
    await transition(tx, a.appointmentId, "cancelBooking", now, {
      end_reason: "customer_cancelled",
      cancelled_by: "user",
      cancel_reason: body.reason,
      cancellation_fee: fee,
      cancellation_message: END_MESSAGES.customer_cancelled,
    });
    return cancelMessage(fee, paid);
  });
}
