import type { Deps } from "../../lib/context";
import { formatRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor } from "../../lib/own-appointment";
import { feeIfCancelledNow } from "../../lib/cancellation-terms";
import { recordRefund, sendPendingRefunds } from "../../lib/refunds";
import { withdrawOpenRequests } from "../payments/payments.service";
import { FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { END_MESSAGES, expireOverdue, transition } from "../appointments/lifecycle";
import { cancelledFreeRefundedMessage, cancelledWithFeeMessage, cancelledWithFeeRefundedMessage, MESSAGES, type CancelBookingBody } from "../../../contract/schemas/bookings";

export { FREE_CANCELLATION_HOURS };

/**
 * Refund words only for money actually paid (a fee is only ever charged on a paid booking): the
 * amount going back to the UPI account when one was recorded, else the promise for money paid otherwise.
 */
function cancelMessage(fee: number, paid: number, refunded: number | null) {
  if (refunded !== null) return fee > 0 ? cancelledWithFeeRefundedMessage(formatRupees(fee), formatRupees(refunded)) : cancelledFreeRefundedMessage(formatRupees(refunded));
  return fee > 0 ? cancelledWithFeeMessage(formatRupees(fee)) : paid > 0 ? MESSAGES.cancelledFreeRefund : MESSAGES.cancelledFree;
}

/**
 * The customer cancels from My Bookings or the booking's link, with a reason; a late cancellation
 * of a paid booking records a fee. What was paid by UPI, less that fee, is refunded: recorded in the
 * cancelling transaction (one refund per appointment, and only one cancellation can make the
 * transition), then sent through the payment gateway adapter as the provider's cancel does
 * (lib/refunds.ts). A booking to be paid at the venue has no money to keep a fee from: it is free.
 */
export async function cancelBooking(deps: Deps, userId: number, body: CancelBookingBody): Promise<string> {
  const now = deps.now();
  await expireOverdue(deps.db, now, deps.config.confirmWindowMs, body.appointment_id);
  const { message, refunding } = await deps.db.transaction(async (tx) => {
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
    // Nothing more is asked for; money still coming in by UPI goes back in full (payments.service.ts).
    await withdrawOpenRequests(tx, a.appointmentId, now);
    const back = payment?.paidAt && payment.method === "upi" ? Math.round((payment.total - fee) * 100) / 100 : 0;
    const refunded = payment && back > 0 ? await recordRefund(tx, { appointmentId: a.appointmentId, paymentId: payment.paymentId, amount: back, reason: "customer_cancelled" }, now) : null;
    return { message: cancelMessage(fee, paid, refunded), refunding: refunded !== null };
  });
  // At once; the jobs send it later if the gateway cannot take it now (lib/refunds.ts).
  if (refunding) await sendPendingRefunds(deps);
  return message;
}
