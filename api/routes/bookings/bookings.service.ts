import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { inLanguage } from "../../lib/languages";
import type { Language } from "../../../shared/languages";
import type { Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, offerings, payments, refunds, stylists, upiRequests } from "../../db/schema";
import { paymentStateOf } from "../payments/payments.service";
import { computeTotals } from "../../lib/money";
import type { Booking } from "../../../contract/schemas/bookings";
import { formatDate, formatTime, minutesOfDay } from "../../lib/ist";
import { OPEN_STATUSES } from "../../lib/appointment-status";
import { STATE_OF_STATUS, STATUS, type StatusId } from "../../../contract/booking";
import { endMessage, expireOverdue, secondsLeft, TRANSITIONS } from "../appointments/lifecycle";
import { feeIfCancelledNow, freeCancellationUntil } from "../../lib/cancellation-terms";
import { reviewedColumn } from "./reviews.service";

const CANCELLABLE: number[] = [...TRANSITIONS.cancelBooking.from];

const STATUS_NAMES: Record<StatusId, Booking["status_name"]> = {
  [STATUS.requested]: "Pending",
  [STATUS.accepted]: "Pending",
  [STATUS.scheduled]: "Schedule",
  [STATUS.inProgress]: "Inprogress",
  [STATUS.cancelled]: "Cancelled",
  [STATUS.completed]: "Completed",
  [STATUS.awaitingPayment]: "Pending",
};

/** My Bookings: every appointment of the user, the latest appointment date first. */
export async function listUserBookings(q: Queryable, userId: number, now: Date, confirmWindowMs: number, language: Language = "en"): Promise<Booking[]> {
  const open = await q.orm
    .select({ appointmentId: appointments.appointmentId })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), inArray(appointments.statusId, OPEN_STATUSES)));
  for (const a of open) await expireOverdue(q, now, confirmWindowMs, a.appointmentId);
  const rows = await q.orm
    .select({
      appointmentId: appointments.appointmentId,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      branchName: branches.branchName,
      stylistName: stylists.beauticianName,
      statusId: appointments.statusId,
      cancelReason: appointments.cancelReason,
      cancellationMessage: appointments.cancellationMessage,
      providerId: appointments.providerId,
      branchId: appointments.branchId,
      paidTotal: payments.total,
      paymentMethod: payments.method,
      paidAt: payments.paidAt,
      stylistId: appointments.stylistId,
      endReason: appointments.endReason,
      otpVerifiedAt: appointments.otpVerifiedAt,
      createdAt: appointments.createdAt,
      reviewed: reviewedColumn,
      refunded: refunds.amount,
      refundedAt: refunds.refundedAt,
    })
    .from(appointments)
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .leftJoin(stylists, eq(stylists.beauticianId, appointments.stylistId))
    .leftJoin(payments, eq(payments.appointmentId, appointments.appointmentId))
    .leftJoin(refunds, eq(refunds.appointmentId, appointments.appointmentId))
    .where(eq(appointments.userId, userId));
  const items = await q.orm
    .select({
      appointmentId: appointmentItems.appointmentId,
      // In the customer's language where the provider's service has it (migration 017).
      name: inLanguage(language, offerings.name, offerings.i18n),
      quantity: appointmentItems.quantity,
      unitPrice: appointmentItems.unitPrice,
    })
    .from(appointmentItems)
    .innerJoin(appointments, eq(appointments.appointmentId, appointmentItems.appointmentId))
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointmentItems.appointmentId), asc(appointmentItems.offeringId));
  const openUpi = new Set(
    (
      await q.orm
        .select({ appointmentId: upiRequests.appointmentId })
        .from(upiRequests)
        .innerJoin(appointments, eq(appointments.appointmentId, upiRequests.appointmentId))
        .where(and(eq(appointments.userId, userId), isNull(upiRequests.paidAt), isNull(upiRequests.withdrawnAt), gt(upiRequests.expiresAt, now)))
    ).map((r) => r.appointmentId),
  );
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) itemsOf.set(item.appointmentId, [...(itemsOf.get(item.appointmentId) ?? []), item]);

  return rows.sort(newestFirst).map((row) => {
    const lines = itemsOf.get(row.appointmentId) ?? [];
    const computed = computeTotals({ lines }).total;
    const cancelled = row.statusId === STATUS.cancelled;
    const ended = { end_reason: row.endReason, cancellation_message: row.cancellationMessage };
    return {
      id: row.appointmentId,
      appointment_id: row.appointmentId,
      formatted_date: formatDate(row.appointmentDate),
      formatted_time: formatTime(row.appointmentTime),
      branch_name: row.branchName,
      services: lines.map((l) => l.name),
      stylist_name: row.stylistName ?? "Not assigned",
      payment_amount: row.paidTotal ?? computed,
      status_name: STATUS_NAMES[row.statusId],
      reason: cancelled ? (row.cancelReason ?? endMessage(ended)) : null,
      state: STATE_OF_STATUS[row.statusId],
      end_reason: cancelled ? row.endReason : null,
      expires_in: secondsLeft({ status_id: row.statusId, created_at: row.createdAt, otp_verified_at: row.otpVerifiedAt }, now, confirmWindowMs),
      free_cancel_until: CANCELLABLE.includes(row.statusId) ? (freeCancellationUntil({ date: row.appointmentDate, time: row.appointmentTime })?.toISOString() ?? null) : null,
      cancel_fee_now: CANCELLABLE.includes(row.statusId)
        ? feeIfCancelledNow({ date: row.appointmentDate, time: row.appointmentTime, stylistAssigned: row.stylistId !== null, paid: row.paidAt ? (row.paidTotal ?? 0) : 0 }, now)
        : null,
      payment_state: row.paymentMethod ? paymentStateOf(row.paymentMethod, row.paidAt, openUpi.has(row.appointmentId)) : null,
      provider_id: row.providerId,
      branch_id: row.branchId,
      reviewed: row.reviewed,
      refund: row.refunded !== null ? { amount: row.refunded, refunded_at: row.refundedAt?.toISOString() ?? null } : null,
    };
  });
}

type BookingRow = { appointmentDate: string; appointmentTime: string; appointmentId: number };

function newestFirst(a: BookingRow, b: BookingRow) {
  return b.appointmentDate.localeCompare(a.appointmentDate) || (minutesOfDay(b.appointmentTime) ?? 0) - (minutesOfDay(a.appointmentTime) ?? 0) || b.appointmentId - a.appointmentId;
}
