import type { Deps } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { cancellationFee, formatRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor } from "../checkout/appointment";
import { STATUS } from "../../lib/appointment-status";
import { cancelledWithFeeMessage, MESSAGES, type CancelBookingBody } from "./bookings.schemas";
import { appointmentStart } from "./dates";

export const FREE_CANCELLATION_HOURS = 3;

/** Free more than 3 hours before the service or when no stylist is assigned (spec 02 §1, §9). */
export function isFreeCancellation(a: { date: string; time: string; stylistAssigned: boolean }, now: Date): boolean {
  if (!a.stylistAssigned) return true;
  const start = appointmentStart(a.date, a.time);
  // An unreadable time cannot be shown to be close, so it is not charged.
  if (!start) return true;
  return start.getTime() - now.getTime() > FREE_CANCELLATION_HOURS * 3600 * 1000;
}

const cancelMessage = (fee: number) => (fee > 0 ? cancelledWithFeeMessage(formatRupees(fee)) : MESSAGES.cancelledFree);

/** The customer cancels a paid booking (Schedule or Inprogress); a late cancellation records a fee. */
export async function cancelBooking(deps: Deps, userId: number, body: CancelBookingBody): Promise<string> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const a = await loadOwnAppointment(tx, body.appointment_id, userId, true);
    if (a.status_id === STATUS.cancelled && a.cancelled_by === "user") return cancelMessage(a.cancellation_fee ?? 0);
    if (a.status_id !== STATUS.scheduled && a.status_id !== STATUS.inProgress) throw badRequest(MESSAGES.notCancellable);

    const free = isFreeCancellation({ date: a.appointment_date, time: a.appointment_time, stylistAssigned: a.stylist_id !== null }, now);
    const paid = (await paymentFor(tx, a.appointment_id))?.total ?? 0;
    const fee = free ? 0 : cancellationFee(paid);
    await tx.query(
      `UPDATE appointments SET status_id = $2, cancel_reason = $3, cancelled_by = 'user', cancellation_fee = $4, updated_at = $5
       WHERE appointment_id = $1`,
      [a.appointment_id, STATUS.cancelled, body.reason, fee, now],
    );
    return cancelMessage(fee);
  });
}
