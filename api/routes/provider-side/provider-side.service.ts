import { and, eq, gt, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { bookingLinkUrl } from "../../lib/booking-link";
import { messageText } from "../../lib/message-words";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client";
import { refuseRetired, working } from "../partner/stylists.service";
import { appointmentItems, appointments, branches, offerings, providers, stylists, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { STATUS, type StatusId } from "../../lib/appointment-status";
import { loadOwnAppointment } from "../../lib/own-appointment";
import { expireOverdue, holdsPlace, transition } from "../appointments/lifecycle";
import { randomDigits } from "../../lib/crypto";
import { APPOINTMENT_CODE_LENGTH } from "../../../contract/booking";
import { appointmentCodeHash } from "../appointments/appointments.service";
import { clashingSlots, heldSlots, lockHeldSlots, slotList } from "../appointments/slots";

const qb = new QueryBuilder();

export async function providerAppointments(deps: Deps, providerId: number, statusId: StatusId) {
  return deps.db.orm
    .select({
      appointment_id: appointments.appointmentId,
      branch_id: appointments.branchId,
      appointment_date: appointments.appointmentDate,
      appointment_time: appointments.appointmentTime,
      status_id: appointments.statusId,
      // Only the first name goes to the provider.
      customer_name: sql<string>`coalesce(nullif(split_part(${users.name}, ' ', 1), ''), 'Customer')`,
      stylist_id: appointments.stylistId,
      has_reference_image: sql<boolean>`${appointments.referenceImage} IS NOT NULL`,
      // The builder has no string_agg(… ORDER BY …).
      services: sql<string | null>`(SELECT string_agg(${offerings.name} || ' x' || ${appointmentItems.quantity}, ', ' ORDER BY ${offerings.offeringId})
        FROM ${appointmentItems} JOIN ${offerings} ON ${offerings.offeringId} = ${appointmentItems.offeringId}
        WHERE ${appointmentItems.appointmentId} = ${appointments.appointmentId})`,
      created_at: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .where(and(eq(appointments.providerId, providerId), eq(appointments.statusId, statusId)))
    .orderBy(appointments.appointmentDate, appointments.createdAt)
    .limit(200);
}

/** The provider's own appointment, locked until the transaction ends. */
const lockOwn = (tx: Queryable, providerId: number, appointmentId: number) => loadOwnAppointment(tx, appointmentId, { providerId }, { lock: true, forbiddenCode: "not_your_provider_appointment" });

/**
 * The provider accepts a request: a stylist is assigned and a 4-digit code is issued, stored
 * hashed and sent to the customer through the notifier. The code is also returned to the
 * provider, who may read it out to the customer.
 */
export async function acceptAppointment(deps: Deps, providerId: number, appointmentId: number, stylistId?: number) {
  const now = deps.now();
  const code = randomDigits(APPOINTMENT_CODE_LENGTH);
  const accepted = await deps.db.transaction(async (tx) => {
    await expireOverdue(tx, now, deps.config.confirmWindowMs, appointmentId);
    const row = await lockOwn(tx, providerId, appointmentId);
    // Two requests of one slot (or of slots the branch's buffer ties together) accepted at once
    // must not be given the same free stylist: they meet at a held slot's lock.
    const [branch] = await tx.orm.select({ slots: branches.slots, bufferMinutes: branches.bufferMinutes }).from(branches).where(eq(branches.branchId, row.branchId));
    const list = slotList(branch?.slots ?? null);
    const buffer = branch?.bufferMinutes ?? 0;
    await lockHeldSlots(tx, row.branchId, row.appointmentDate, heldSlots(list, row.appointmentTime, buffer));
    const [stylist] = await tx.orm
      .select({ beauticianId: stylists.beauticianId })
      .from(stylists)
      .where(
        and(
          eq(stylists.branchId, row.branchId),
          stylistId == null ? undefined : eq(stylists.beauticianId, stylistId),
          // Not one retired (decision 0046).
          working(),
          notExists(
            qb
              .select({ one: sql`1` })
              .from(appointments)
              .where(
                and(
                  eq(appointments.stylistId, stylists.beauticianId),
                  eq(appointments.appointmentDate, row.appointmentDate),
                  // Not busy at this time, nor inside the buffer before or after it.
                  inArray(appointments.appointmentTime, clashingSlots(list, row.appointmentTime, buffer)),
                  holdsPlace(now, deps.config.confirmWindowMs),
                ),
              ),
          ),
        ),
      )
      .orderBy(stylists.beauticianId)
      .limit(1)
      // Held until the acceptance ends: a retirement meanwhile waits, and then counts this booking.
      .for("share");
    if (stylistId && !stylist) {
      await refuseRetired(tx, row.branchId, stylistId);
      throw badRequest("stylist_unavailable");
    }
    await transition(tx, appointmentId, "accept", now, {
      otp_hash: appointmentCodeHash(deps.config.codeSecret, appointmentId, code),
      otp_attempts: 0,
      accepted_at: now,
      stylist_id: stylist?.beauticianId ?? null,
    });
    const [contact] = await tx.orm
      .select({ phone: users.phone, providerName: providers.providerName, language: users.language })
      .from(users)
      .innerJoin(providers, eq(providers.providerId, providerId))
      .where(eq(users.userId, row.userId));
    return { ...contact!, date: row.appointmentDate, time: row.appointmentTime };
  });
  await deps.notifier.send({
    to: accepted.phone,
    purpose: "appointment-code",
    body: messageText("appointmentCode", accepted.language, {
      provider: accepted.providerName,
      id: appointmentId,
      date: accepted.date,
      time: accepted.time,
      code,
      link: bookingLinkUrl(deps.config.publicUrl, deps.config.codeSecret, appointmentId, now),
    }),
    language: accepted.language,
  });
  return { otp: code };
}

/** In progress (3) from scheduled (2); completed (5) from scheduled or in progress. */
export async function moveAppointment(deps: Deps, providerId: number, appointmentId: number, to: typeof STATUS.inProgress | typeof STATUS.completed) {
  await deps.db.transaction(async (tx) => {
    await lockOwn(tx, providerId, appointmentId);
    await transition(tx, appointmentId, to === STATUS.inProgress ? "start" : "complete", deps.now());
  });
}

/**
 * For requests at branches with a buffer: the stylists each may not be given, because a booking of
 * theirs shares a held slot with it (decision 0043), as acceptAppointment refuses them. Without a
 * buffer, the booked time alone decides, and the caller's own check is enough.
 */
export async function busyInBuffer(deps: Deps, requests: { appointment_id: number; branch_id: number; appointment_date: string; appointment_time: string }[]) {
  const busy = new Map<number, Set<number>>();
  if (requests.length === 0) return busy;
  const buffered = await deps.db.orm
    .select({ branchId: branches.branchId, slots: branches.slots, bufferMinutes: branches.bufferMinutes })
    .from(branches)
    .where(and(inArray(branches.branchId, [...new Set(requests.map((r) => r.branch_id))]), gt(branches.bufferMinutes, 0)));
  if (buffered.length === 0) return busy;
  const taken = await deps.db.orm
    .select({ stylistId: appointments.stylistId, branchId: appointments.branchId, date: appointments.appointmentDate, time: appointments.appointmentTime })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.branchId,
          buffered.map((b) => b.branchId),
        ),
        inArray(appointments.appointmentDate, [...new Set(requests.map((r) => r.appointment_date))]),
        isNotNull(appointments.stylistId),
        holdsPlace(deps.now(), deps.config.confirmWindowMs),
      ),
    );
  for (const r of requests) {
    const branch = buffered.find((b) => b.branchId === r.branch_id);
    if (!branch) continue;
    const clashing = new Set(clashingSlots(slotList(branch.slots), r.appointment_time, branch.bufferMinutes));
    const theirs = taken.filter((t) => t.branchId === r.branch_id && t.date === r.appointment_date && clashing.has(t.time)).map((t) => t.stylistId!);
    if (theirs.length) busy.set(r.appointment_id, new Set(theirs));
  }
  return busy;
}
