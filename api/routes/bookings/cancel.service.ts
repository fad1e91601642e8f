import type { Deps } from "../../lib/context";
import { formatRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor } from "../../lib/own-appointment";
import { feeIfCancelledNow } from "../../lib/cancellation-terms";
import { FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { END_MESSAGES, expireOverdue, transition } from "../appointments/lifecycle";
import { cancelledWithFeeMessage, MESSAGES, type CancelBookingBody } from "../../../contract/schemas/bookings";

export { FREE_CANCELLATION_HOURS };

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
