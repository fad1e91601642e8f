import { asc, eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { appointmentItems, appointments, branches, coupons, offerings, providers } from "../../db/schema";
import { paymentFor, type OwnAppointment } from "../../lib/own-appointment";
import { recordRefund } from "../../lib/refunds";
import { STATUS } from "../../../contract/booking";

/** How long an apology coupon can be used. */
export const APOLOGY_COUPON_DAYS = 90;
const COUPON_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const COUPON_CODE_LENGTH = 6;

/** What Saaj does for a customer the provider let down, for the message to say. */
export interface Amends {
  /** Rupees going back to the customer's UPI account (recorded now, sent by lib/refunds.ts). */
  refunded: number | null;
  coupon: { code: string; value: number } | null;
  /** A search for the same services at the same place (the app's /SearchResults). */
  rebook: string;
}

const apologyCode = () => `SORRY${Array.from({ length: COUPON_CODE_LENGTH }, () => COUPON_LETTERS[randomInt(COUPON_LETTERS.length)]).join("")}`;

/**
 * When the provider cancels a booking it had accepted: what was paid by UPI is refunded in full,
 * and the customer gets an apology coupon for them alone (APOLOGY_COUPON_RUPEES). Called in the
 * cancelling transaction after the transition, which only one cancellation can make: a second,
 * parallel or repeated, is refused before it gets here.
 */
export async function makeAmends(tx: Queryable, deps: Deps, before: OwnAppointment, now: Date): Promise<Amends> {
  const accepted = before.statusId !== STATUS.requested;
  const payment = accepted ? await paymentFor(tx, before.appointmentId) : undefined;
  const refunded =
    payment?.paidAt && payment.method === "upi"
      ? await recordRefund(tx, { appointmentId: before.appointmentId, paymentId: payment.paymentId, amount: payment.total, reason: "provider_cancelled" }, now)
      : null;
  let coupon: Amends["coupon"] = null;
  const value = deps.config.apologyCouponRupees;
  if (accepted && value > 0) {
    const code = apologyCode();
    await tx.orm.insert(coupons).values({
      couponCode: code,
      kind: "flat",
      value,
      expiresAt: new Date(now.getTime() + APOLOGY_COUPON_DAYS * 24 * 3600_000),
      usesPerUser: 1,
      description: `Sorry from Saaj: ₹${value} off your next booking`,
      forUserId: before.userId,
    });
    coupon = { code, value };
  }
  return { refunded, coupon, rebook: await rebookLink(tx, deps.config.publicUrl, before.appointmentId) };
}

/** The results for the booking's first service, of the same kind (home or salon), at the branch's city. */
async function rebookLink(q: Queryable, publicUrl: string, appointmentId: number): Promise<string> {
  const [row] = await q.orm
    .select({ city: branches.city, type: providers.serviceTypeId, service: offerings.name })
    .from(appointments)
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .innerJoin(providers, eq(providers.providerId, appointments.providerId))
    .innerJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.appointmentId))
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .where(eq(appointments.appointmentId, appointmentId))
    .orderBy(asc(offerings.offeringId))
    .limit(1);
  const query = new URLSearchParams(row ? { type: String(row.type), location: row.city, service: row.service } : {});
  return `${publicUrl}/SearchResults?${query}`;
}
