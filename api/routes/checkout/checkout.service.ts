import type { Deps } from "../../lib/context";
import { badRequest, conflict } from "../../lib/errors";
import { computeTotals, samePaise } from "../../lib/money";
import { appointmentLines, loadOwnAppointment, paymentFor } from "./appointment";
import { MESSAGES, type CheckoutBody } from "./checkout.schemas";
import { applyCoupon } from "./coupons.service";
import { STATUS } from "../../lib/appointment-status";

/**
 * Pays for an accepted appointment whose provider code was entered. Every figure is recomputed
 * here; the client's amount and coupon amount only have to agree with it. Paying twice with the
 * same amount returns the first payment.
 */
export async function checkout(deps: Deps, userId: number, body: CheckoutBody) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const appointment = await loadOwnAppointment(tx, body.appointment_id, userId, true);
    if (appointment.status_id === STATUS.cancelled) throw badRequest(appointment.cancellation_message || MESSAGES.cancelled);

    const existing = await paymentFor(tx, appointment.appointment_id);
    if (existing) {
      if (!samePaise(existing.total, body.amount)) throw conflict(MESSAGES.alreadyPaid);
      return { paymentId: existing.payment_id, amount: existing.total };
    }
    if (appointment.status_id !== STATUS.accepted || !appointment.otp_verified_at) throw badRequest(MESSAGES.codeNotEntered);

    const lines = await appointmentLines(tx, appointment.appointment_id);
    const { subtotal } = computeTotals({ lines });
    const code = body.coupon_code?.trim() || null;
    const coupon = code ? await applyCoupon(tx, { code, userId, subtotal, now }) : null;
    const discount = coupon?.discount_value ?? 0;
    if (!samePaise(discount, body.coupon_amount ?? 0)) throw badRequest(MESSAGES.invalidCoupon);

    const totals = computeTotals({ lines, discount });
    if (!samePaise(totals.total, body.amount)) throw badRequest(MESSAGES.amountMismatch);

    const [payment] = await tx.query<{ payment_id: number }>(
      `INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, coupon_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING payment_id`,
      [appointment.appointment_id, userId, totals.subtotal, totals.discount, totals.cgst, totals.sgst, totals.total, coupon?.coupon_code ?? null, now],
    );
    await tx.query("UPDATE appointments SET status_id = $2, updated_at = $3 WHERE appointment_id = $1", [
      appointment.appointment_id,
      STATUS.scheduled,
      now,
    ]);
    return { paymentId: payment!.payment_id, amount: totals.total };
  });
}
