import { and, count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointments, coupons, payments } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { computeTotals, couponDiscount, formatRupees, type CouponRule } from "../../lib/money";
import { MESSAGES, minOrderMessage, type CouponResult } from "../../../contract/schemas/checkout";
import { appointmentLines, loadOwnAppointment } from "../../lib/own-appointment";
import { STATUS } from "../../../contract/booking";

/**
 * Checks a code for this user and returns the discount it gives on `subtotal`.
 * `subtotal` null (no cart known) skips the minimum-order rule.
 */
export async function applyCoupon(q: Queryable, { code, userId, subtotal, now }: { code: string; userId: number; subtotal: number | null; now: Date }): Promise<CouponResult> {
  const [coupon] = await q.orm.select().from(coupons).where(eq(coupons.couponCode, code.trim().toUpperCase()));
  // Another customer's apology coupon is, to this one, no coupon at all.
  if (!coupon || !coupon.active || (coupon.expiresAt && coupon.expiresAt <= now) || (coupon.forUserId !== null && coupon.forUserId !== userId)) {
    throw badRequest("invalid_coupon", MESSAGES.invalidCoupon);
  }
  if (subtotal !== null && subtotal < coupon.minOrder) throw badRequest("coupon_min_order", minOrderMessage(formatRupees(coupon.minOrder)));
  const [used] = await q.orm
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.couponCode, coupon.couponCode)));
  if ((used?.n ?? 0) >= coupon.usesPerUser) throw badRequest("coupon_used", MESSAGES.couponUsed);
  if (coupon.firstBookingOnly) {
    // "First booking" is the first paid one: any payment before this one rules it out.
    const [paid] = await q.orm.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
    if ((paid?.n ?? 0) > 0) throw badRequest("first_booking_only", MESSAGES.firstBookingOnly);
  }
  const rule: CouponRule = { kind: coupon.kind, value: coupon.value, max_discount: coupon.maxDiscount };
  // Without a cart a percent coupon can only promise its cap.
  const discount = subtotal !== null ? couponDiscount(rule, subtotal) : rule.kind === "flat" ? rule.value : (rule.max_discount ?? 0);
  return { coupon_code: coupon.couponCode, discount_value: discount, description: coupon.description };
}

/** POST /api/verify_coupon/: against the given appointment, else the user's latest one awaiting payment. */
export async function verifyCoupon(q: Queryable, { code, userId, appointmentId, now }: { code: string; userId: number; appointmentId?: number; now: Date }): Promise<CouponResult> {
  let id = appointmentId;
  if (id === undefined) {
    const [latest] = await q.orm
      .select({ appointmentId: appointments.appointmentId })
      .from(appointments)
      .where(and(eq(appointments.userId, userId), eq(appointments.statusId, STATUS.awaitingPayment)))
      .orderBy(desc(appointments.createdAt), desc(appointments.appointmentId))
      .limit(1);
    id = latest?.appointmentId;
  }
  let subtotal: number | null = null;
  if (id !== undefined) {
    await loadOwnAppointment(q, id, { userId }, { forbiddenCode: "not_your_booking" });
    subtotal = computeTotals({ lines: await appointmentLines(q, id) }).subtotal;
  }
  return applyCoupon(q, { code, userId, subtotal, now });
}
