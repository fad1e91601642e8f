import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointments } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { ErrorCode } from "../../../contract/errors";
import { ACTIVE_STATUSES, PAYMENT_HOLD_MS } from "../../lib/appointment-status";
import { CONFIRM_WINDOW_SECONDS, PAYMENT_HOLD_MINUTES, STATE_OF_STATUS, STATUS, type EndReason, type StatusId } from "../../../contract/booking";

/**
 * The appointment lifecycle (docs/booking-lifecycle.md). Every change of status goes through
 * `transition` (one event) or `expireOverdue` (the clock): each is one guarded UPDATE whose WHERE
 * names the states the change is allowed from, so a change is applied once or refused with 409.
 */
export const TRANSITIONS = {
  /** The provider accepts a request and a code is issued. */
  accept: { from: [STATUS.requested], to: STATUS.accepted },
  /** The customer enters the provider's code. */
  enterCode: { from: [STATUS.accepted], to: STATUS.awaitingPayment },
  /** The customer pays. */
  pay: { from: [STATUS.awaitingPayment], to: STATUS.scheduled },
  start: { from: [STATUS.scheduled], to: STATUS.inProgress },
  complete: { from: [STATUS.scheduled, STATUS.inProgress], to: STATUS.completed },
  /** The customer drops a booking before paying (the waiting sheet, /Cart, the confirm page). */
  withdraw: { from: [STATUS.requested, STATUS.accepted, STATUS.awaitingPayment], to: STATUS.cancelled },
  /** The customer cancels from My Bookings, with a reason (a paid one may carry a fee). */
  cancelBooking: { from: [STATUS.requested, STATUS.accepted, STATUS.awaitingPayment, STATUS.scheduled, STATUS.inProgress], to: STATUS.cancelled },
  /** The provider cancels, with a message for the customer, until the service starts. */
  providerCancel: { from: [STATUS.requested, STATUS.accepted, STATUS.awaitingPayment, STATUS.scheduled], to: STATUS.cancelled },
  /** The provider cannot take a waiting request, and says why (the console). */
  decline: { from: [STATUS.requested], to: STATUS.cancelled },
  /** The customer reports that the professional did not come: the booking was never started. */
  reportNoShow: { from: [STATUS.scheduled], to: STATUS.cancelled },
  /** The provider marks that the customer did not come (the console's schedule), from the start time on: never started. */
  markNoShow: { from: [STATUS.scheduled], to: STATUS.cancelled },
} as const satisfies Record<string, { from: readonly StatusId[]; to: StatusId }>;
export type LifecycleEvent = keyof typeof TRANSITIONS;

/** The words for each way an appointment ends; stored as its cancellation message (its Reason). */
export const END_MESSAGES: Record<EndReason, string> = {
  provider_timeout: "The provider did not accept your request in time, so it was cancelled. You have not been charged.",
  code_timeout: `The provider's code was not entered within ${CONFIRM_WINDOW_SECONDS / 60} minutes, so the request was cancelled. You have not been charged.`,
  provider_cancelled: "Appointment was cancelled by the service provider",
  customer_cancelled: "You cancelled this booking.",
  hold_expired: `This booking was not paid within ${PAYMENT_HOLD_MINUTES} minutes, so its slot was released. You have not been charged.`,
  provider_no_show: "You told us the professional did not come. We are sorry: anything you paid is refunded in full.",
  provider_declined: "The provider could not take your request, so it was cancelled. You have not been charged.",
  customer_no_show: "The provider marked this booking as missed: you did not come at its time. The late-cancellation fee is kept from what you paid by UPI, and the rest is refunded.",
};

/** A missed booking with no UPI payment to keep a fee from (to pay at the venue): nothing is charged. */
export const NO_SHOW_UNCHARGED = "The provider marked this booking as missed: you did not come at its time. You have not been charged.";

/** Columns an event may set besides status_id and updated_at (wire names -> schema.ts keys). */
const SETTABLE = {
  end_reason: "endReason",
  cancelled_by: "cancelledBy",
  cancellation_message: "cancellationMessage",
  cancel_reason: "cancelReason",
  cancellation_fee: "cancellationFee",
  otp_hash: "otpHash",
  otp_attempts: "otpAttempts",
  accepted_at: "acceptedAt",
  stylist_id: "stylistId",
  otp_verified_at: "otpVerifiedAt",
} as const satisfies Record<string, keyof typeof appointments.$inferInsert>;
type Settable = keyof typeof SETTABLE;
type SettableValues = { [K in Settable]?: (typeof appointments.$inferInsert)[(typeof SETTABLE)[K]] };

/** What each event is refused with, by the appointment's current state (the words: contract/errors.ts). */
const REFUSALS: Partial<Record<LifecycleEvent, Partial<Record<StatusId, ErrorCode>>>> = {
  enterCode: { [STATUS.requested]: "not_accepted" },
  pay: {
    [STATUS.requested]: "code_not_entered",
    [STATUS.accepted]: "code_not_entered",
    [STATUS.scheduled]: "already_paid",
    [STATUS.inProgress]: "already_paid",
    [STATUS.completed]: "already_paid",
  },
  accept: { [STATUS.accepted]: "already_accepted", [STATUS.awaitingPayment]: "already_accepted" },
  decline: { [STATUS.accepted]: "already_accepted", [STATUS.awaitingPayment]: "already_accepted", [STATUS.scheduled]: "already_accepted" },
  start: { [STATUS.inProgress]: "already_started", [STATUS.completed]: "already_completed" },
  complete: { [STATUS.completed]: "already_completed" },
  cancelBooking: { [STATUS.completed]: "completed_not_cancellable" },
  withdraw: {
    [STATUS.scheduled]: "paid_cancel_from_bookings",
    [STATUS.inProgress]: "paid_cancel_from_bookings",
    [STATUS.completed]: "completed_not_cancellable",
  },
  providerCancel: { [STATUS.inProgress]: "started_not_cancellable", [STATUS.completed]: "already_completed" },
  reportNoShow: { [STATUS.inProgress]: "no_show_started", [STATUS.completed]: "already_completed" },
  markNoShow: { [STATUS.inProgress]: "customer_came", [STATUS.completed]: "already_completed" },
};

interface Current {
  status_id: StatusId;
  end_reason: EndReason | null;
  cancellation_message: string | null;
}

/** The 409 for an event the appointment's current state does not allow. */
export function refusal(event: LifecycleEvent, current: Current) {
  const state = STATE_OF_STATUS[current.status_id];
  const cancelling = event === "withdraw" || event === "cancelBooking" || event === "providerCancel" || event === "reportNoShow" || event === "markNoShow";
  if (current.status_id === STATUS.cancelled) {
    return cancelling ? conflict("already_cancelled", undefined, undefined, { state }) : conflict("booking_ended", endMessage(current), undefined, { state });
  }
  const code = REFUSALS[event]?.[current.status_id];
  return code ? conflict(code, undefined, undefined, { state }) : conflict("wrong_state", `This booking is ${state.replace("_", " ")} and cannot be changed that way now.`, undefined, { state });
}

/** What the customer reads about an ended appointment. */
export const endMessage = (a: { end_reason: EndReason | null; cancellation_message: string | null }) =>
  a.cancellation_message || (a.end_reason ? END_MESSAGES[a.end_reason] : "This booking has been cancelled.");

/**
 * Applies `event` to one appointment in one guarded statement, with the extra columns `set`.
 * Refused with 409 (and nothing changed) when the current state does not allow it.
 */
export async function transition(q: Queryable, appointmentId: number, event: LifecycleEvent, now: Date, set: SettableValues = {}) {
  const { from, to } = TRANSITIONS[event];
  const columns = Object.fromEntries(Object.entries(set).map(([wire, value]) => [SETTABLE[wire as Settable], value]));
  const updated = await q.orm
    .update(appointments)
    .set({ ...columns, statusId: to, updatedAt: now })
    .where(and(eq(appointments.appointmentId, appointmentId), inArray(appointments.statusId, [...from])))
    .returning({ appointmentId: appointments.appointmentId });
  if (updated.length === 1) return;
  const [current] = await q.orm
    .select({ status_id: appointments.statusId, end_reason: appointments.endReason, cancellation_message: appointments.cancellationMessage })
    .from(appointments)
    .where(eq(appointments.appointmentId, appointmentId));
  if (!current) throw notFound("appointment_not_found");
  throw refusal(event, { ...current, status_id: current.status_id as StatusId });
}

/**
 * Open appointments whose time ran out at `now`: what expireOverdue ends. `confirmWindowMs` is the
 * time for the provider's code to be entered (config.confirmWindowMs: the spec's 120 s but in a demo).
 */
const overdue = (now: Date, confirmWindowMs: number) =>
  or(
    and(inArray(appointments.statusId, [STATUS.requested, STATUS.accepted]), lte(appointments.createdAt, new Date(now.getTime() - confirmWindowMs))),
    and(eq(appointments.statusId, STATUS.awaitingPayment), lte(appointments.otpVerifiedAt, new Date(now.getTime() - PAYMENT_HOLD_MS))),
  );

/**
 * The clock's transitions, in one guarded statement: requests not accepted, or accepted but
 * without the code entered, CONFIRM_WINDOW after they were made; bookings whose code was entered
 * but which were not paid PAYMENT_HOLD after it. All of them (the background job), or one
 * appointment before it is read or acted on, so every answer is exact.
 */
export async function expireOverdue(q: Queryable, now: Date, confirmWindowMs: number, appointmentId?: number): Promise<number> {
  // SET reads the row as it was, so each CASE sees the status being ended.
  const byOldStatus = (requested: string, accepted: string, otherwise: string) =>
    sql`CASE ${appointments.statusId} WHEN ${STATUS.requested}::int THEN ${requested} WHEN ${STATUS.accepted}::int THEN ${accepted} ELSE ${otherwise} END`;
  const rows = await q.orm
    .update(appointments)
    .set({
      statusId: STATUS.cancelled,
      cancelledBy: "system",
      updatedAt: now,
      endReason: byOldStatus("provider_timeout", "code_timeout", "hold_expired"),
      cancellationMessage: byOldStatus(END_MESSAGES.provider_timeout, END_MESSAGES.code_timeout, END_MESSAGES.hold_expired),
    })
    .where(and(overdue(now, confirmWindowMs), appointmentId === undefined ? undefined : eq(appointments.appointmentId, appointmentId)))
    .returning({ appointmentId: appointments.appointmentId });
  return rows.length;
}

/**
 * Appointments that hold a place in their slot at `now`: active, and not overdue, whether or not
 * expireOverdue has ended them yet. Counting with it needs no write to other customers' bookings.
 */
export const holdsPlace = (now: Date, confirmWindowMs: number) => and(inArray(appointments.statusId, ACTIVE_STATUSES), sql`NOT coalesce(${overdue(now, confirmWindowMs)}, false)`);

/** Seconds left in the current stage: to enter the code (requested, accepted) or to pay. */
export function secondsLeft(a: { status_id: number; created_at: Date; otp_verified_at: Date | null }, now: Date, confirmWindowMs: number): number {
  const deadline =
    a.status_id === STATUS.requested || a.status_id === STATUS.accepted
      ? new Date(a.created_at).getTime() + confirmWindowMs
      : a.status_id === STATUS.awaitingPayment && a.otp_verified_at
        ? new Date(a.otp_verified_at).getTime() + PAYMENT_HOLD_MS
        : now.getTime();
  return Math.max(0, Math.ceil((deadline - now.getTime()) / 1000));
}
