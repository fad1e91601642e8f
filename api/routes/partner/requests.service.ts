import { and, asc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { appointmentItems, appointments, branches, offerings, stylists, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { forbidden } from "../../lib/errors";
import { actsFor, type ConsoleMember } from "../../lib/member-auth";
import { loadOwnAppointment } from "../../lib/own-appointment";
import { STATUS } from "../../../contract/booking";
import { DECLINE_MESSAGES, type DeclineReason } from "../../../contract/partner";
import { expireOverdue, holdsPlace, secondsLeft, transition } from "../appointments/lifecycle";
import { acceptAppointment, busyInBuffer } from "../provider-side/provider-side.service";
import { working } from "./stylists.service";

const qb = new QueryBuilder();
/** The most requests one inbox lists: more are never waiting at once inside a two-minute window. */
const INBOX_LIMIT = 100;

/**
 * Requests waiting for acceptance at the member's branches, oldest first, with what deciding needs.
 * `only`: that one request of the member's branches, waiting or not (a request link's page).
 */
export async function waitingRequests(deps: Deps, member: ConsoleMember, only?: number) {
  const now = deps.now();
  const windowMs = deps.config.confirmWindowMs;
  const rows = await deps.db.orm
    .select({
      appointment_id: appointments.appointmentId,
      branch_id: appointments.branchId,
      branch_name: branches.branchName,
      appointment_date: appointments.appointmentDate,
      appointment_time: appointments.appointmentTime,
      status_id: appointments.statusId,
      created_at: appointments.createdAt,
      // Only the first name goes to the provider.
      customer_name: sql<string>`coalesce(nullif(split_part(${users.name}, ' ', 1), ''), 'Customer')`,
      has_reference_image: sql<boolean>`${appointments.referenceImage} IS NOT NULL`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(
      and(
        eq(appointments.providerId, member.providerId),
        member.branchIds === null ? undefined : inArray(appointments.branchId, member.branchIds.length ? member.branchIds : [0]),
        ...(only === undefined ? [eq(appointments.statusId, STATUS.requested), gt(appointments.createdAt, new Date(now.getTime() - windowMs))] : [eq(appointments.appointmentId, only)]),
      ),
    )
    .orderBy(asc(appointments.createdAt))
    .limit(INBOX_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.appointment_id);
  const items = await deps.db.orm
    .select({ appointmentId: appointmentItems.appointmentId, name: offerings.name, quantity: appointmentItems.quantity, unitPrice: appointmentItems.unitPrice })
    .from(appointmentItems)
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .where(inArray(appointmentItems.appointmentId, ids))
    .orderBy(asc(appointmentItems.offeringId));
  const free = await deps.db.orm
    .select({ appointmentId: appointments.appointmentId, stylist_id: stylists.beauticianId, name: stylists.beauticianName })
    .from(appointments)
    .innerJoin(stylists, eq(stylists.branchId, appointments.branchId))
    .where(
      and(
        inArray(appointments.appointmentId, ids),
        working(),
        notExists(
          qb
            .select({ one: sql`1` })
            .from(sql`appointments AS taken`)
            .where(
              sql`taken.stylist_id = ${stylists.beauticianId} AND taken.appointment_date = ${appointments.appointmentDate} AND taken.appointment_time = ${appointments.appointmentTime}
                AND taken.appointment_id IN (SELECT appointment_id FROM appointments WHERE ${holdsPlace(now, windowMs)})`,
            ),
        ),
      ),
    )
    .orderBy(asc(stylists.beauticianId));
  // Nor a stylist whose other booking the branch's buffer ties to this one (decision 0043).
  const buffered = await busyInBuffer(deps, rows);
  return rows.map(({ status_id, created_at, ...r }) => {
    const lines = items.filter((i) => i.appointmentId === r.appointment_id);
    return {
      ...r,
      services: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
      amount: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
      seconds_left: secondsLeft({ status_id, created_at, otp_verified_at: null }, now, windowMs),
      free_stylists: free.filter((f) => f.appointmentId === r.appointment_id && !buffered.get(r.appointment_id)?.has(f.stylist_id)).map(({ stylist_id, name }) => ({ stylist_id, name })),
    };
  });
}

/** The provider's request, at a branch this member acts for (403 otherwise, as for another provider's). */
async function checkBranch(deps: Deps, member: ConsoleMember, appointmentId: number) {
  const row = await loadOwnAppointment(deps.db, appointmentId, { providerId: member.providerId }, { forbiddenCode: "not_your_provider_appointment" });
  if (!actsFor(member, row.branchId)) throw forbidden("not_your_branch");
  return row;
}

/** Accept from the console: the provider API's acceptance (the customer is sent the code). */
export async function acceptRequest(deps: Deps, member: ConsoleMember, appointmentId: number, stylistId?: number) {
  await checkBranch(deps, member, appointmentId);
  return acceptAppointment(deps, member.providerId, appointmentId, stylistId);
}

/** Decline with a reason the customer reads on their waiting page; end_reason keeps it out of the acceptance rate. */
export async function declineRequest(deps: Deps, member: ConsoleMember, appointmentId: number, reason: DeclineReason) {
  await checkBranch(deps, member, appointmentId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await expireOverdue(tx, now, deps.config.confirmWindowMs, appointmentId);
    await transition(tx, appointmentId, "decline", now, {
      end_reason: "provider_declined",
      cancelled_by: "provider",
      cancel_reason: reason,
      cancellation_message: DECLINE_MESSAGES[reason],
    });
  });
}
