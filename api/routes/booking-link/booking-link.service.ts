import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../../lib/context";
import { appointments, branches, refunds, upiRequests, users } from "../../db/schema";
import { ApiError, notFound, tooMany } from "../../lib/errors";
import { clientKey } from "../../lib/client-key";
import { countEvents, recordEvent } from "../../lib/rate-limit";
import { bookingLinkExpiry, readBookingLinkToken } from "../../lib/booking-link";
import { paymentFor } from "../../lib/own-appointment";
import { paymentStateOf } from "../payments/payments.service";
import { appointmentDetails } from "../appointments/appointment-details.service";
import { BOOKING_LINK_GUESS_WINDOW_MS, BOOKING_LINK_GUESSES, type ManagedBooking } from "../../../contract/schemas/booking-link";
import { STATUS } from "../../../contract/booking";
import { noShowReportable } from "./no-show.service";

/** The booking a link names, and whose it is. */
export interface LinkedBooking {
  appointmentId: number;
  userId: number;
  phone: string;
  expiresAt: Date;
}

/**
 * The booking a link names, or the refusal: 404 for anything not signed by us or naming no
 * booking, 410 once expired or revoked. Each refusal counts against the caller, who is refused
 * with 429 after BOOKING_LINK_GUESSES of them in an hour, before the token is even read.
 */
export async function bookingForLink(c: Context<AppEnv>, token: string): Promise<LinkedBooking> {
  const { db, now: clock, config } = c.var.deps;
  const now = clock();
  const bucket = `booking-link:${clientKey(c)}`;
  if ((await countEvents(db, bucket, BOOKING_LINK_GUESS_WINDOW_MS, now)) >= BOOKING_LINK_GUESSES) throw tooMany("booking_link_guesses");
  try {
    const read = readBookingLinkToken(config.codeSecret, token);
    if (!read) throw notFound("booking_link_invalid");
    const [row] = await db.orm
      .select({ userId: appointments.userId, date: appointments.appointmentDate, phone: users.phone, revokedAt: users.linksRevokedAt })
      .from(appointments)
      .innerJoin(users, eq(users.userId, appointments.userId))
      .where(eq(appointments.appointmentId, read.appointmentId));
    if (!row) throw notFound("booking_link_invalid");
    const expiresAt = bookingLinkExpiry(row.date);
    if (now >= expiresAt || (row.revokedAt && read.issuedAt < row.revokedAt)) throw new ApiError(410, "booking_link_expired");
    return { appointmentId: read.appointmentId, userId: row.userId, phone: row.phone, expiresAt };
  } catch (error) {
    if (error instanceof ApiError) await recordEvent(db, bucket, BOOKING_LINK_GUESS_WINDOW_MS, now);
    throw error;
  }
}

/** "+91 ••••••3210": enough for the customer to know it is theirs, nothing for anyone else. */
export const maskedPhone = (phone: string) => `+91 ${"•".repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

/** What the booking's page shows: the booking as My Bookings knows it, without the coupon quote's detail. */
export async function managedBooking(deps: Deps, linked: LinkedBooking): Promise<ManagedBooking> {
  const d = await appointmentDetails(deps, linked.userId, linked.appointmentId);
  const [place] = await deps.db.orm
    .select({ latitude: branches.latitude, longitude: branches.longitude, codeHash: appointments.otpHash })
    .from(appointments)
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(eq(appointments.appointmentId, linked.appointmentId));
  const payment = await paymentFor(deps.db, linked.appointmentId);
  const [refund] = await deps.db.orm.select().from(refunds).where(eq(refunds.appointmentId, linked.appointmentId));
  const [openUpi] = await deps.db.orm
    .select({ id: upiRequests.appointmentId })
    .from(upiRequests)
    .where(and(eq(upiRequests.appointmentId, linked.appointmentId), isNull(upiRequests.paidAt), isNull(upiRequests.withdrawnAt), gt(upiRequests.expiresAt, deps.now())));
  const accepted = d.status_id !== STATUS.requested && d.status_id !== STATUS.cancelled && Boolean(place?.codeHash);
  return {
    appointment_id: d.appointment_id,
    provider_id: d.provider_id,
    branch_id: d.branch_id,
    service_type_id: d.service_type_id,
    provider_name: d.provider_name,
    branch_name: d.branch_name,
    address: d.address,
    directions_url: place
      ? `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`
      : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(d.address)}`,
    appointment_date: d.appointment_date,
    appointment_time: d.appointment_time,
    state: d.state,
    end_reason: d.end_reason,
    cancellation_message: d.cancellation_message,
    services: d.services.map((s) => ({ service_id: s.service_id, servicename: s.servicename, quantity: s.quantity, price: s.price, line_total: s.line_total })),
    total: d.quote.total,
    payment_state: payment ? paymentStateOf(payment.method, payment.paidAt, Boolean(openUpi)) : null,
    phone_masked: maskedPhone(linked.phone),
    code_sent: accepted,
    invoice_available: Boolean(payment?.paidAt),
    free_cancel_until: d.free_cancel_until,
    cancel_fee_now: d.cancel_fee_now,
    link_expires_at: linked.expiresAt.toISOString(),
    can_report_no_show: noShowReportable({ statusId: d.status_id, appointmentDate: d.appointment_date, appointmentTime: d.appointment_time }, deps.now()),
    refund: refund ? { amount: refund.amount, refunded_at: refund.refundedAt?.toISOString() ?? null } : null,
  };
}
