import { and, eq, inArray } from "drizzle-orm";
import { appointments } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { forbidden, conflict } from "../../lib/errors";
import { actsFor, memberBranches, type ConsoleMember } from "../../lib/member-auth";
import { loadOwnAppointment, paymentFor, type OwnAppointment } from "../../lib/own-appointment";
import { addDays, appointmentStart, indiaNow, minutesOfDay } from "../../lib/ist";
import { feeIfCancelledNow } from "../../lib/cancellation-terms";
import { recordRefund, sendPendingRefunds } from "../../lib/refunds";
import { OPEN_STATUSES } from "../../lib/appointment-status";
import { enqueue } from "../../lib/notifier";
import { bookingFacts, missedMessage } from "../../lib/notices";
import { STATE_OF_STATUS, STATUS, type EndReason, type StatusId } from "../../../contract/booking";
import type { PaymentMethod } from "../../../contract/payment";
import type { ScheduleAction } from "../../../contract/schemas/partner-schedule";
import { END_MESSAGES, expireOverdue, NO_SHOW_UNCHARGED, TRANSITIONS, transition } from "../appointments/lifecycle";
import { cancelAppointment } from "../appointments/appointments.service";
import { moveAppointment } from "../provider-side/provider-side.service";
import { paymentStateOf, takeVenuePayment } from "../payments/payments.service";

/** The most appointments one schedule lists (a week of a busy provider's branches). */
const SCHEDULE_LIMIT = 1000;
/** Appointments on the schedule: accepted and on; cancelled ones only if they had been accepted. */
const SHOWN: number[] = [STATUS.accepted, STATUS.awaitingPayment, STATUS.scheduled, STATUS.inProgress, STATUS.completed, STATUS.cancelled];
const CANCELLABLE: number[] = [...TRANSITIONS.providerCancel.from];
const PAYABLE: number[] = [STATUS.scheduled, STATUS.inProgress, STATUS.completed];

/** Whether the customer can be marked as not having come at `now`: still scheduled (never started) and its time has come. */
function noShowMarkable(a: { statusId: number; appointmentDate: string; appointmentTime: string }, now: Date): boolean {
  const start = appointmentStart(a.appointmentDate, a.appointmentTime);
  return a.statusId === STATUS.scheduled && start !== undefined && now.getTime() >= start.getTime();
}

interface Row {
  appointment_id: number;
  branch_id: number;
  branch_name: string;
  appointment_date: string;
  appointment_time: string;
  status_id: StatusId;
  end_reason: EndReason | null;
  cancellation_message: string | null;
  customer_name: string;
  stylist_id: number | null;
  stylist_name: string | null;
  method: PaymentMethod | null;
  total: number | null;
  paid_at: Date | null;
  upi_open: boolean;
  refunded: number | null;
  cancellation_fee: number | null;
}

/**
 * The schedule of `days` days from `from` (IST) at the member's branches (or one of them), by
 * day and time, each with what the member may do to it now. Open appointments whose time ran
 * out are ended first, so the list is exact.
 */
export async function scheduleOf(deps: Deps, member: ConsoleMember, q: { from?: string; days: number; branch_id?: number; stylist_id?: number }) {
  const now = deps.now();
  const today = indiaNow(now).date;
  const from = q.from ?? today;
  const until = addDays(from, q.days);
  const mine = await memberBranches(deps.db, member);
  if (q.branch_id !== undefined && !mine.some((b) => b.branch_id === q.branch_id)) throw forbidden("not_your_branch");
  const branchIds = q.branch_id !== undefined ? [q.branch_id] : mine.map((b) => b.branch_id);
  if (branchIds.length === 0) return { from, days: q.days, today, stylists: [], data: [] };
  const open = await deps.db.orm
    .select({ id: appointments.appointmentId })
    .from(appointments)
    .where(and(eq(appointments.providerId, member.providerId), inArray(appointments.branchId, branchIds), inArray(appointments.statusId, OPEN_STATUSES)));
  for (const a of open) await expireOverdue(deps.db, now, deps.config.confirmWindowMs, a.id);
  const rows = await deps.db.query<Row>(
    `SELECT a.appointment_id, a.branch_id, b.branch_name, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time,
            a.status_id, a.end_reason, a.cancellation_message,
            coalesce(nullif(split_part(u.name, ' ', 1), ''), 'Customer') AS customer_name,
            a.stylist_id, s.beautician_name AS stylist_name,
            p.method, p.total::float8 AS total, p.paid_at,
            EXISTS (SELECT 1 FROM upi_requests r WHERE r.appointment_id = a.appointment_id AND r.paid_at IS NULL AND r.withdrawn_at IS NULL AND r.expires_at > $6) AS upi_open,
            rf.amount::float8 AS refunded, a.cancellation_fee::float8 AS cancellation_fee
       FROM appointments a
       JOIN branches b ON b.branch_id = a.branch_id
       JOIN users u ON u.user_id = a.user_id
       LEFT JOIN stylists s ON s.beautician_id = a.stylist_id
       LEFT JOIN payments p ON p.appointment_id = a.appointment_id
       LEFT JOIN refunds rf ON rf.appointment_id = a.appointment_id
      WHERE a.provider_id = $1 AND a.branch_id = ANY($2::int[])
        AND a.appointment_date >= $3::date AND a.appointment_date < $4::date
        AND a.status_id = ANY($5::int[]) AND a.accepted_at IS NOT NULL
        AND ($7::int IS NULL OR a.stylist_id = $7::int)
      ORDER BY a.appointment_date, a.appointment_id
      LIMIT ${SCHEDULE_LIMIT}`,
    [member.providerId, branchIds, from, until, SHOWN, now, q.stylist_id ?? null],
  );
  const ids = rows.map((r) => r.appointment_id);
  const items = ids.length
    ? await deps.db.query<{ appointment_id: number; name: string; quantity: number; price: number }>(
        `SELECT i.appointment_id, o.name, i.quantity, i.unit_price::float8 AS price
           FROM appointment_items i JOIN offerings o ON o.offering_id = i.offering_id
          WHERE i.appointment_id = ANY($1::int[]) ORDER BY i.appointment_id, i.offering_id`,
        [ids],
      )
    : [];
  const stylists = await deps.db.query<{ stylist_id: number; name: string; branch_id: number; retired: boolean }>(
    // Retired stylists last: kept so that their past bookings can still be found.
    "SELECT beautician_id AS stylist_id, beautician_name AS name, branch_id, retired_at IS NOT NULL AS retired FROM stylists WHERE branch_id = ANY($1::int[]) ORDER BY retired_at IS NOT NULL, branch_id, beautician_id",
    [branchIds],
  );
  const data = rows
    .map((r) => {
      const lines = items.filter((i) => i.appointment_id === r.appointment_id);
      const a = { statusId: r.status_id, appointmentDate: r.appointment_date, appointmentTime: r.appointment_time };
      const actions: ScheduleAction[] = [];
      if (r.status_id === STATUS.scheduled) actions.push("start");
      if (r.status_id === STATUS.scheduled || r.status_id === STATUS.inProgress) actions.push("complete");
      if (r.method && !r.paid_at && PAYABLE.includes(r.status_id)) actions.push("venue_payment");
      if (CANCELLABLE.includes(r.status_id)) actions.push("cancel");
      if (noShowMarkable(a, now)) actions.push("no_show");
      const cancelled = r.status_id === STATUS.cancelled;
      return {
        appointment_id: r.appointment_id,
        branch_id: r.branch_id,
        branch_name: r.branch_name,
        appointment_date: r.appointment_date,
        appointment_time: r.appointment_time,
        status_id: r.status_id,
        state: STATE_OF_STATUS[r.status_id],
        end_reason: cancelled ? r.end_reason : null,
        cancellation_message: cancelled ? (r.cancellation_message ?? (r.end_reason ? END_MESSAGES[r.end_reason] : null)) : null,
        customer_name: r.customer_name,
        services: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
        amount: r.total ?? Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100,
        payment_method: r.method,
        payment_state: r.method ? paymentStateOf(r.method, r.paid_at, r.upi_open) : null,
        paid_at_venue: r.method === "venue" && r.paid_at !== null,
        refunded: r.refunded,
        cancellation_fee: r.cancellation_fee,
        stylist: r.stylist_id !== null ? { stylist_id: r.stylist_id, name: r.stylist_name ?? "" } : null,
        actions,
      };
    })
    .sort((x, y) => x.appointment_date.localeCompare(y.appointment_date) || (minutesOfDay(x.appointment_time) ?? 0) - (minutesOfDay(y.appointment_time) ?? 0) || x.appointment_id - y.appointment_id);
  return { from, days: q.days, today, stylists, data };
}

/** The provider's appointment at a branch this member acts for: 403 for another provider's, or another branch's. */
async function ownForMember(deps: Deps, member: ConsoleMember, appointmentId: number): Promise<OwnAppointment> {
  const row = await loadOwnAppointment(deps.db, appointmentId, { providerId: member.providerId }, { forbiddenCode: "not_your_provider_appointment" });
  if (!actsFor(member, row.branchId)) throw forbidden("not_your_branch");
  return row;
}

export async function startFromSchedule(deps: Deps, member: ConsoleMember, appointmentId: number) {
  await ownForMember(deps, member, appointmentId);
  await moveAppointment(deps, member.providerId, appointmentId, STATUS.inProgress);
}

export async function completeFromSchedule(deps: Deps, member: ConsoleMember, appointmentId: number) {
  await ownForMember(deps, member, appointmentId);
  await moveAppointment(deps, member.providerId, appointmentId, STATUS.completed);
}

export async function venuePaymentFromSchedule(deps: Deps, member: ConsoleMember, appointmentId: number) {
  await ownForMember(deps, member, appointmentId);
  return takeVenuePayment(deps, member.providerId, appointmentId);
}

/** The provider's cancel (decision 0042): the refund, the apology coupon and the message with the reason follow. */
export async function cancelFromSchedule(deps: Deps, member: ConsoleMember, appointmentId: number, reason: string) {
  await ownForMember(deps, member, appointmentId);
  await cancelAppointment(deps, { providerId: member.providerId }, appointmentId, reason);
}

/**
 * The customer did not come. From the booking's start time on, while it is still scheduled (a
 * started booking means they came), it ends as `customer_no_show`: as a cancellation at the last
 * moment, the late-cancellation fee (10 %, at most ₹250: lib/cancellation-terms.ts) is kept from
 * what was paid by UPI and the rest is refunded, once; a booking to be paid at the venue owes
 * nothing (there is no money to keep a fee from). It is not held against the provider, and no
 * apology coupon is given. The customer is sent a message saying so.
 */
export async function markNoShow(deps: Deps, member: ConsoleMember, appointmentId: number) {
  await ownForMember(deps, member, appointmentId);
  const now = deps.now();
  const refunding = await deps.db.transaction(async (tx) => {
    const a = await loadOwnAppointment(tx, appointmentId, { providerId: member.providerId }, { lock: true, forbiddenCode: "not_your_provider_appointment" });
    if (a.statusId === STATUS.scheduled && !noShowMarkable(a, now)) throw conflict("customer_no_show_too_early", undefined, undefined, { state: STATE_OF_STATUS[a.statusId] });
    const payment = await paymentFor(tx, appointmentId);
    const paidByUpi = payment?.paidAt && payment.method === "upi" ? payment.total : 0;
    const fee = feeIfCancelledNow({ date: a.appointmentDate, time: a.appointmentTime, stylistAssigned: a.stylistId !== null, paid: paidByUpi }, now);
    await transition(tx, appointmentId, "markNoShow", now, {
      end_reason: "customer_no_show",
      cancelled_by: "provider",
      cancellation_fee: fee,
      cancellation_message: paidByUpi > 0 ? END_MESSAGES.customer_no_show : NO_SHOW_UNCHARGED,
    });
    await enqueue(tx, deps.config, missedMessage(await bookingFacts(tx, deps.config, appointmentId, now), paidByUpi, fee), now);
    const back = Math.round((paidByUpi - fee) * 100) / 100;
    if (payment && back > 0) return (await recordRefund(tx, { appointmentId, paymentId: payment.paymentId, amount: back, reason: "customer_no_show" }, now)) !== null;
    return false;
  });
  if (refunding) await sendPendingRefunds(deps);
}
