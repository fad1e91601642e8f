import { asc, eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { appointmentItems, appointments, branches, coupons, offerings, providers } from "../../db/schema";
import { paymentFor, type OwnAppointment } from "../../lib/own-appointment";
import { recordRefund } from "../../lib/refunds";
import { STATUS } from "../../../contract/booking";
import { MAX_SERVICE_IDS } from "../../../contract/schemas/providers";

/** How long an apology coupon can be used. */
export const APOLOGY_COUPON_DAYS = 90;
const COUPON_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const COUPON_CODE_LENGTH = 6;

/** What Saaj does for a customer the provider let down, for the message to say. */
export interface Amends {
  /** Rupees going back to the customer's UPI account (recorded now, sent by lib/refunds.ts). */
  refunded: number | null;
  coupon: { code: string; value: number } | null;
  /** A search for the same services at the same place on the same day (the app's /SearchResults). */
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

/**
 * The results for the booking's services, of the same kind (home or salon), at the branch's city,
 * and its day (the app's /SearchResults keeps it for /DateTime): providers offering every service
 * of the catalogue the booking had. A booking of the provider's own services alone (none from the
 * catalogue) searches for its first service's name.
 */
async function rebookLink(q: Queryable, publicUrl: string, appointmentId: number): Promise<string> {
  const rows = await q.orm
    .select({ city: branches.city, type: providers.serviceTypeId, day: appointments.appointmentDate, serviceId: offerings.serviceId, name: offerings.name })
    .from(appointments)
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .innerJoin(providers, eq(providers.providerId, appointments.providerId))
    .innerJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.appointmentId))
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .where(eq(appointments.appointmentId, appointmentId))
    .orderBy(asc(offerings.offeringId));
  const [first] = rows;
  if (!first) return `${publicUrl}/SearchResults`;
  const ids = [...new Set(rows.flatMap((r) => (r.serviceId === null ? [] : [r.serviceId])))].slice(0, MAX_SERVICE_IDS);
  const query = new URLSearchParams({ type: String(first.type), location: first.city, ...(ids.length ? { service_ids: ids.join(",") } : { service: first.name }), date: first.day });
  return `${publicUrl}/SearchResults?${query}`;
}
