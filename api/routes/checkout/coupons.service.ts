import { one, type Queryable } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { computeTotals, couponDiscount, formatRupees, type CouponRule } from "../../lib/money";
import { MESSAGES, minOrderMessage, type CouponResult } from "./checkout.schemas";
import { appointmentLines, loadOwnAppointment } from "./appointment";

interface CouponRow extends CouponRule {
  coupon_code: string;
  min_order: number;
  expires_at: Date | null;
  uses_per_user: number;
  active: boolean;
  description: string;
}

/**
 * Checks a code for this user and returns the discount it gives on `subtotal`.
 * `subtotal` null (no cart known) skips the minimum-order rule.
 */
export async function applyCoupon(
  q: Queryable,
  { code, userId, subtotal, now }: { code: string; userId: number; subtotal: number | null; now: Date },
): Promise<CouponResult> {
  const coupon = await one<CouponRow>(
    q,
    `SELECT coupon_code, kind, value::float8 AS value, max_discount, min_order, expires_at, uses_per_user, active, description
     FROM coupons WHERE coupon_code = $1`,
    [code.trim().toUpperCase()],
  );
  if (!coupon || !coupon.active || (coupon.expires_at && coupon.expires_at <= now)) throw badRequest(MESSAGES.invalidCoupon);
  if (subtotal !== null && subtotal < coupon.min_order) throw badRequest(minOrderMessage(formatRupees(coupon.min_order)));
  const [used] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND coupon_code = $2", [
    userId,
    coupon.coupon_code,
  ]);
  if ((used?.n ?? 0) >= coupon.uses_per_user) throw badRequest(MESSAGES.couponUsed);
  // Without a cart a percent coupon can only promise its cap.
  const discount =
    subtotal !== null ? couponDiscount(coupon, subtotal) : coupon.kind === "flat" ? coupon.value : (coupon.max_discount ?? 0);
  return { coupon_code: coupon.coupon_code, discount_value: discount, description: coupon.description };
}

/** POST /api/verify_coupon/: against the given appointment, else the user's latest one awaiting payment. */
export async function verifyCoupon(
  q: Queryable,
  { code, userId, appointmentId, now }: { code: string; userId: number; appointmentId?: number; now: Date },
): Promise<CouponResult> {
  let id = appointmentId;
  if (id === undefined) {
    const latest = await one<{ appointment_id: number }>(
      q,
      "SELECT appointment_id FROM appointments WHERE user_id = $1 AND status_id = 1 ORDER BY created_at DESC, appointment_id DESC LIMIT 1",
      [userId],
    );
    id = latest?.appointment_id;
  }
  let subtotal: number | null = null;
  if (id !== undefined) {
    await loadOwnAppointment(q, id, userId);
    subtotal = computeTotals({ lines: await appointmentLines(q, id) }).subtotal;
  }
  return applyCoupon(q, { code, userId, subtotal, now });
}
