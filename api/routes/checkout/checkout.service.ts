import { eq } from "drizzle-orm";
import { payments, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest, conflict } from "../../lib/errors";
import { computeTotals, samePaise } from "../../lib/money";
import { appointmentLines, loadOwnAppointment, paymentFor } from "../../lib/own-appointment";
import { MESSAGES, type CheckoutBody } from "../../../contract/schemas/checkout";
import { applyCoupon } from "./coupons.service";
import { STATUS } from "../../../contract/booking";
import { expireOverdue, refusal, transition } from "../appointments/lifecycle";
import { openUpiRequest, paymentView, upiAvailable } from "../payments/payments.service";
import { enqueue } from "../../lib/notifier";
import { PAYMENT_HOLD_MS } from "../../lib/appointment-status";
import { bookingFacts, confirmedMessage } from "../../lib/notices";
import { feeIfCancelledNow, freeCancellationUntil } from "../../lib/cancellation-terms";

/**
 * Confirms a booking whose provider code was entered (awaiting payment) and records its bill, to
 * be paid by UPI now (a payment request is opened) or at the venue (docs/decisions/0020). Every
 * figure is recomputed here; the client's amount and coupon amount only have to agree with it.
 * Checking out twice with the same amount returns the first bill. The customer's row is locked
 * first, so parallel checkouts of one customer cannot each use a one-time coupon.
 */
export async function checkout(deps: Deps, userId: number, body: CheckoutBody) {
  const now = deps.now();
  const method = body.payment_method ?? "venue";
  if (method === "upi" && !upiAvailable(deps.config)) throw badRequest("upi_unavailable", MESSAGES.upiUnavailable);
  await expireOverdue(deps.db, now, deps.config.confirmWindowMs, body.appointment_id);
  return deps.db.transaction(async (tx) => {
    await tx.orm.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for("update");
    const appointment = await loadOwnAppointment(tx, body.appointment_id, { userId }, { lock: true, forbiddenCode: "not_your_booking" });
    const existing = await paymentFor(tx, appointment.appointmentId);
    // A replay of a payment answers it again, unless the booking has ended since (then it says how).
    if (existing && appointment.statusId !== STATUS.cancelled) {
      if (!samePaise(existing.total, body.amount)) throw conflict("already_paid", MESSAGES.alreadyPaid);
      return { paymentId: existing.paymentId, amount: existing.total, payment: await paymentView(deps, appointment.appointmentId, { userId }, tx) };
    }
    if (appointment.statusId !== STATUS.awaitingPayment) {
      const { statusId, endReason, cancellationMessage } = appointment;
      throw refusal("pay", { status_id: statusId, end_reason: endReason, cancellation_message: cancellationMessage });
    }
    const lines = await appointmentLines(tx, appointment.appointmentId);
    const { subtotal } = computeTotals({ lines });
    const code = body.coupon_code?.trim() || null;
    const coupon = code ? await applyCoupon(tx, { code, userId, subtotal, now }) : null;
    const discount = coupon?.discount_value ?? 0;
    if (!samePaise(discount, body.coupon_amount ?? 0)) throw badRequest("invalid_coupon", MESSAGES.invalidCoupon);
    const totals = computeTotals({ lines, discount });
    if (!samePaise(totals.total, body.amount)) throw badRequest("amount_mismatch", MESSAGES.amountMismatch);
    const [payment] = await tx.orm
      .insert(payments)
      .values({
        appointmentId: appointment.appointmentId,
        userId,
        subtotal: totals.subtotal,
        discount: totals.discount,
        cgst: totals.cgst,
        sgst: totals.sgst,
        total: totals.total,
        couponCode: coupon?.coupon_code ?? null,
        createdAt: now,
        method,
      })
      .returning();
    await transition(tx, appointment.appointmentId, "pay", now);
    const holdEnd = appointment.otpVerifiedAt ? new Date(appointment.otpVerifiedAt.getTime() + PAYMENT_HOLD_MS) : undefined;
    if (method === "upi") await openUpiRequest(tx, deps, payment!, holdEnd);
    // The terms as they will be once the money is in: a UPI payment is about to be paid; a venue one never is through us.
    const timing = { date: appointment.appointmentDate, time: appointment.appointmentTime, stylistAssigned: appointment.stylistId !== null };
    const terms = { freeUntil: freeCancellationUntil(timing), feeNow: feeIfCancelledNow({ ...timing, paid: method === "upi" ? totals.total : 0 }, now) };
    await enqueue(tx, deps.config, confirmedMessage(await bookingFacts(tx, deps.config, appointment.appointmentId, now), terms, now), now);
    return { paymentId: payment!.paymentId, amount: totals.total, payment: await paymentView(deps, appointment.appointmentId, { userId }, tx) };
  });
}
