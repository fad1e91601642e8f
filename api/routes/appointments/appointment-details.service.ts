import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointmentItems, branches, categories, offerings, providers } from "../../db/schema";
import { loadOwnAppointment, paymentFor, type Payment } from "../../lib/own-appointment";
import type { Deps } from "../../lib/context";
import { ApiError, notFound } from "../../lib/errors";
import { cancellationFee, computeTotals, lineTotal, roundRupees, type CartLine } from "../../lib/money";
import { applyCoupon } from "../checkout/coupons.service";
import { STATE_OF_STATUS, STATUS } from "../../../contract/booking";
import { endMessage, expireOverdue, secondsLeft, TRANSITIONS } from "./lifecycle";
import { feeIfCancelledNow, freeCancellationUntil } from "../../lib/cancellation-terms";
import { type Quote } from "../../../contract/schemas/appointments";
import { clocks, endState } from "./appointments.service";

/**
 * One appointment for its customer: provider, branch, address, date and time, its state and the
 * time left in it, its services (what a reschedule puts back in the cart) and its money: the
 * paid figures once paid, else a quote (with `couponCode`, the coupon's discount or why not).
 */
export async function appointmentDetails(deps: Deps, userId: number, appointmentId: number, couponCode?: string) {
  const db = deps.db;
  const now = deps.now();
  await expireOverdue(db, now, deps.config.confirmWindowMs, appointmentId);
  const a = await loadOwnAppointment(db, appointmentId, { userId }, { notFoundCode: "appointment_details_unavailable" });
  const [place] = await db.orm
    .select({
      providerName: providers.providerName,
      serviceTypeId: providers.serviceTypeId,
      branchName: branches.branchName,
      // The address as written when it already names the city, else with city and state.
      address: sql<string>`CASE WHEN position(lower(${branches.city}) IN lower(${branches.address})) > 0 THEN ${branches.address}
        ELSE concat_ws(', ', nullif(${branches.address}, ''), ${branches.city}, ${branches.state}) END`,
    })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .where(eq(branches.branchId, a.branchId));
  if (!place) throw notFound("appointment_details_unavailable");
  const services = await db.orm
    .select({
      service_id: offerings.offeringId,
      servicename: offerings.name,
      servicedesc: offerings.description,
      price: appointmentItems.unitPrice,
      image: offerings.image,
      service_time: offerings.serviceTime,
      quantity: appointmentItems.quantity,
      category_name: sql<string>`CASE WHEN ${offerings.kind} = 'package' THEN 'Bridal Package' ELSE coalesce(${categories.categoryName}, '') END`,
    })
    .from(appointmentItems)
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .leftJoin(categories, eq(categories.categoryId, offerings.categoryId))
    .where(eq(appointmentItems.appointmentId, appointmentId))
    .orderBy(offerings.offeringId);
  const payment = await paymentFor(db, appointmentId);
  const cancelled = a.statusId === STATUS.cancelled;
  const money = payment ? paidQuote(payment) : await quote(db, { userId, now, lines: services.map((s) => ({ unitPrice: s.price, quantity: s.quantity })), couponCode });
  const cancellable = (TRANSITIONS.cancelBooking.from as readonly number[]).includes(a.statusId);
  const timing = { date: a.appointmentDate, time: a.appointmentTime, stylistAssigned: a.stylistId !== null };
  return {
    appointment_id: a.appointmentId,
    provider_id: a.providerId,
    branch_id: a.branchId,
    provider_name: place.providerName,
    branch_name: place.branchName,
    service_type_id: place.serviceTypeId,
    appointment_date: a.appointmentDate,
    appointment_time: a.appointmentTime,
    status_id: a.statusId,
    address: place.address,
    state: STATE_OF_STATUS[a.statusId],
    end_reason: cancelled ? a.endReason : null,
    cancellation_message: cancelled ? endMessage(endState(a)) : null,
    expires_in: secondsLeft(clocks(a), now, deps.config.confirmWindowMs),
    free_cancel_until: cancellable ? (freeCancellationUntil(timing)?.toISOString() ?? null) : null,
    cancel_fee_now: cancellable ? feeIfCancelledNow({ ...timing, paid: payment?.paidAt ? payment.total : 0 }, now) : null,
    cancel_fee_once_paid: cancellationFee(money.total),
    quote: money,
    payment: payment ? { payment_id: payment.paymentId, total: payment.total, paid_at: payment.createdAt.toISOString() } : null,
    services: services.map((s) => ({ ...s, line_total: lineTotal({ unitPrice: s.price, quantity: s.quantity }) })),
  };
}
const paidQuote = (p: Payment): Quote => ({
  subtotal: p.subtotal,
  discount: p.discount,
  grand_total: roundRupees(p.subtotal - p.discount),
  cgst: p.cgst,
  sgst: p.sgst,
  total: p.total,
  coupon_code: p.couponCode,
  coupon_error: null,
});

/** The figures checkout will take: lines at their booked prices, with the coupon when it applies. */
async function quote(db: Queryable, o: { userId: number; now: Date; lines: CartLine[]; couponCode?: string }): Promise<Quote> {
  const { subtotal } = computeTotals({ lines: o.lines });
  let coupon: { code: string; discount: number } | null = null;
  let couponError: string | null = null;
  if (o.couponCode) {
    try {
      const applied = await applyCoupon(db, { code: o.couponCode, userId: o.userId, subtotal, now: o.now });
      coupon = { code: applied.coupon_code, discount: applied.discount_value };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      couponError = error.message;
    }
  }
  const t = computeTotals({ lines: o.lines, discount: coupon?.discount ?? 0 });
  return { subtotal: t.subtotal, discount: t.discount, grand_total: t.grandTotal, cgst: t.cgst, sgst: t.sgst, total: t.total, coupon_code: coupon?.code ?? null, coupon_error: couponError };
}
