import { freeCancellationUntil } from "../../lib/cancellation-terms";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Language } from "../../../shared/languages";
import type { Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, offerings, providers, stylists, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { OPEN_STATUSES } from "../../lib/appointment-status";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { MAX_DAYS_AHEAD, MIN_HOME_SERVICES_TOTAL, STATE_OF_STATUS, STATUS } from "../../../contract/booking";
import { expireOverdue, holdsPlace, secondsLeft } from "./lifecycle";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../lib/image";
import { MESSAGES, type BookNowForm } from "../../../contract/schemas/appointments";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { heldSlots, isPastSlot, lockHeldSlots, normaliseSlot, openIntervals, openSlots, placesTaken, slotList } from "./slots";
import { dayRules } from "../availability/availability.service";
import { addDays, indiaNow } from "../../lib/ist";
import { appointmentStatus } from "./appointments.service";
import { notifyNewRequest } from "../partner/request-link.service";

async function branchFor(q: Queryable, providerId: number, branchId: number | undefined) {
  const [branch] = await q.orm
    .select({
      branchId: branches.branchId,
      slots: branches.slots,
      workingHours: branches.workingHours,
      bufferMinutes: branches.bufferMinutes,
      serviceTypeId: providers.serviceTypeId,
      // Retired stylists take no bookings (decision 0046).
      stylists: q.orm.$count(stylists, and(eq(stylists.branchId, branches.branchId), isNull(stylists.retiredAt))),
    })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .where(and(eq(branches.providerId, providerId), branchId === undefined ? undefined : eq(branches.branchId, branchId)))
    .orderBy(branches.branchId)
    .limit(1);
  return branch;
}

/** Places a slot takes: one per stylist of the branch (at least one). */
const capacity = (stylists: number) => Math.max(1, stylists);

/**
 * Places taken in each slot of a branch's date by bookings that hold one at `now`: each booking
 * in its own slot and, with the branch's buffer, in the slots it keeps free after it (heldSlots).
 */
async function takenPlaces(q: Queryable, now: Date, confirmWindowMs: number, branch: { branchId: number; slots: string[]; bufferMinutes: number }, date: string) {
  const rows = await q.orm
    .select({ time: appointments.appointmentTime, n: count() })
    .from(appointments)
    .where(and(slotOf(branch.branchId, date), holdsPlace(now, confirmWindowMs)))
    .groupBy(appointments.appointmentTime);
  return placesTaken(branch.slots, new Map(rows.map((r) => [r.time, r.n])), branch.bufferMinutes);
}

/** A booking at `slot` fits when every slot it holds has a place left. */
const fits = (places: Map<string, number>, held: string[], stylists: number) => held.every((s) => (places.get(s) ?? 0) < capacity(stylists));

/**
 * A branch's slots on a date (default today, in India) with the booking window: which slots are
 * past and which are full, so clients apply no rules of their own.
 */
export async function availableSlots(deps: Deps, q: { provider_id: number; branch_id?: string; appointment_date?: string }) {
  const now = deps.now();
  const today = indiaNow(now).date;
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  const date = q.appointment_date ?? today;
  if (!validDate(date)) throw badRequest("bad_date", MESSAGES.badDate, { appointment_date: [MESSAGES.badDate] });
  if (date < today) throw badRequest("past_slot", MESSAGES.pastSlot, { appointment_date: [MESSAGES.pastSlot] });
  if (date > maxDate) throw badRequest("too_far_ahead", MESSAGES.tooFar, { appointment_date: [MESSAGES.tooFar] });
  const branch = await branchFor(deps.db, q.provider_id, q.branch_id ? Number(q.branch_id) || undefined : undefined);
  if (!branch) throw notFound("slot_data_unavailable");
  const list = slotList(branch.slots);
  const rules = await dayRules(deps.db, branch.branchId, branch.workingHours, date);
  // Only the slots the branch's availability leaves open that day (docs/decisions/0043).
  const slots = openSlots(list, date, rules);
  const taken = slots.length ? await takenPlaces(deps.db, now, deps.config.confirmWindowMs, { ...branch, slots: list }, date) : new Map<string, number>();
  return [
    {
      provider_id: q.provider_id,
      branch_id: branch.branchId,
      available_slots: [slots.join(",")],
      appointment_date: date,
      min_date: today,
      max_date: maxDate,
      full_slots: slots.filter((s) => !fits(taken, heldSlots(list, s, branch.bufferMinutes), branch.stylists)),
      past_slots: slots.filter((s) => isPastSlot(date, s, now)),
      free_cancel_until: freeUntilOf(date, slots),
      closed: rules.dayOff ? ("day_off" as const) : slots.length === 0 && openIntervals(rules.hours, date)?.length === 0 ? ("closed_weekday" as const) : null,
      day_off_note: rules.dayOff ? (rules.dayOffNote ?? "") : null,
    },
  ];
}

/** Each slot's free-cancellation deadline (a slot whose time cannot be read has none). */
function freeUntilOf(date: string, slots: string[]): Record<string, string> {
  const until: Record<string, string> = {};
  for (const time of slots) {
    const at = freeCancellationUntil({ date, time });
    if (at) until[time] = at.toISOString();
  }
  return until;
}

const validDate = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

async function readImage(file: unknown) {
  if (!(file instanceof File) || file.size === 0) return undefined;
  if (file.size > MAX_IMAGE_BYTES) throw badRequest("image_too_large", MESSAGES.imageSize, { reference_image: [MESSAGES.imageSize] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest("image_type", MESSAGES.imageType, { reference_image: [MESSAGES.imageType] });
  return { bytes, type };
}

/**
 * Creates an appointment request (status 0) for the caller. Prices come from the provider's
 * offerings, never from the browser. Two customers racing for the last place in a slot are served
 * one after the other (lockSlot, held only to count and insert): the second finds it full. Other
 * slots of the branch are booked meanwhile (docs/decisions/0025-booking-without-branch-lock.md).
 */
export async function bookNow(deps: Deps, userId: number, form: BookNowForm, language?: Language) {
  const now = deps.now();
  const providerId = Number(form.provider_id);
  const date = form.appointment_date;
  if (!validDate(date)) throw badRequest("bad_date", MESSAGES.badDate, { appointment_date: [MESSAGES.badDate] });
  const today = indiaNow(now).date;
  if (date < today) throw badRequest("past_slot", MESSAGES.pastSlot, { appointment_date: [MESSAGES.pastSlot] });
  if (date > addDays(today, MAX_DAYS_AHEAD)) throw badRequest("too_far_ahead", MESSAGES.tooFar, { appointment_date: [MESSAGES.tooFar] });
  const slot = normaliseSlot(form.appointment_time);
  if (isPastSlot(date, slot, now)) throw badRequest("past_slot", MESSAGES.pastSlot, { appointment_time: [MESSAGES.pastSlot] });

  const ids = form.service_ids.split(",").map((s) => Number(s.trim()));
  const quantities = form.quantity ? form.quantity.split(",").map((s) => Number(s.trim())) : ids.map(() => 1);
  if (quantities.length !== ids.length || quantities.some((n) => n < 1 || n > 20) || new Set(ids).size !== ids.length) {
    throw badRequest("bad_quantities", undefined, { quantity: [ERROR_MESSAGES.bad_quantities] });
  }
  const image = await readImage(form.reference_image);

  // What the form names is checked before the transaction: its reads hold no lock, and a bad form never waits for one.
  const branch = await branchFor(deps.db, providerId, form.branch_id ? Number(form.branch_id) || undefined : undefined);
  if (!branch) throw notFound("branch_not_found");
  const list = slotList(branch.slots);
  const rules = await dayRules(deps.db, branch.branchId, branch.workingHours, date);
  if (rules.dayOff) throw badRequest("closed_that_day", undefined, { appointment_date: [ERROR_MESSAGES.closed_that_day] });
  if (!openSlots(list, date, rules).includes(slot)) throw badRequest("unknown_slot", MESSAGES.unknownSlot, { appointment_time: [MESSAGES.unknownSlot] });
  const offered = await deps.db.orm
    .select({ offeringId: offerings.offeringId, price: offerings.price })
    .from(offerings)
    .where(and(eq(offerings.providerId, providerId), eq(offerings.active, true), inArray(offerings.offeringId, ids)));
  if (offered.length !== ids.length) throw badRequest("services_not_offered", MESSAGES.badServices, { service_ids: [MESSAGES.badServices] });
  const price = new Map(offered.map((o) => [o.offeringId, o.price]));
  const subtotal = ids.reduce((sum, id, i) => sum + price.get(id)! * quantities[i]!, 0);
  if (branch.serviceTypeId === SERVICE_TYPE.freelancer && subtotal < MIN_HOME_SERVICES_TOTAL) throw badRequest("below_minimum", MESSAGES.minimum);

  // Few statements inside: under a crowd each one waits its turn on a busy process, with the locks held.
  const booked = await deps.db.transaction(async (tx) => {
    // One customer's bookings are made one at a time (user row first, then the slot: always in
    // that order), so a repeated form and a second open booking are both seen.
    await tx.orm.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for("update");
    // The booking's messages go out in the language it was made in.
    if (language) await tx.orm.update(users).set({ language }).where(eq(users.userId, userId));
    // In one read: the booking this form already made (its key), and the customer's open bookings.
    const key = form.idempotency_key;
    const mine = await tx.orm
      .select({ appointmentId: appointments.appointmentId, statusId: appointments.statusId, idempotencyKey: appointments.idempotencyKey })
      .from(appointments)
      .where(and(eq(appointments.userId, userId), or(inArray(appointments.statusId, OPEN_STATUSES), key ? eq(appointments.idempotencyKey, key) : undefined)))
      .orderBy(desc(appointments.appointmentId));
    const same = key && mine.find((a) => a.idempotencyKey === key);
    if (same) return { appointmentId: same.appointmentId, replayed: true };
    // The newest open booking whose time has not run out is refused; those whose time ran out are ended.
    for (const { appointmentId, statusId } of mine) {
      if (!OPEN_STATUSES.includes(statusId)) continue;
      if (!(await expireOverdue(tx, now, deps.config.confirmWindowMs, appointmentId)))
        throw conflict("booking_open", MESSAGES.alreadyOpen(appointmentId), undefined, { appointment_id: appointmentId });
    }

    // The slot and those its buffer keeps free after it: a booking that would share a place with this one shares one of them.
    const held = heldSlots(list, slot, branch.bufferMinutes);
    await lockHeldSlots(tx, branch.branchId, date, held);
    const taken = await takenPlaces(tx, now, deps.config.confirmWindowMs, { ...branch, slots: list }, date);
    if (!fits(taken, held, branch.stylists)) throw conflict("slot_full", MESSAGES.slotFull, { appointment_time: [MESSAGES.slotFull] });

    // The appointment and its services in one statement.
    const request = tx.orm.$with("request").as(
      tx.orm
        .insert(appointments)
        .values({
          userId,
          providerId,
          branchId: branch.branchId,
          appointmentDate: date,
          appointmentTime: slot,
          statusId: STATUS.requested,
          referenceImage: image?.bytes ?? null,
          referenceImageType: image?.type ?? null,
          idempotencyKey: form.idempotency_key ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ appointmentId: appointments.appointmentId }),
    );
    const [row] = await tx.orm
      .with(request)
      .insert(appointmentItems)
      .select(
        sql`SELECT ${request.appointmentId}, line.offering_id, line.quantity, line.unit_price FROM ${request},
          unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[], ${sql.param(ids.map((id) => price.get(id)!))}::int[]) AS line(offering_id, quantity, unit_price)`,
      )
      .returning({ appointmentId: appointmentItems.appointmentId });
    return { appointmentId: row!.appointmentId, replayed: false };
  });
  // The provider's team is told after the request is made: their messages never hold its locks nor fail it.
  if (!booked.replayed) await notifyNewRequest(deps, booked.appointmentId, now);
  // A form sent again gets its booking as it is now; a new request's state is known without reading it back.
  const state = booked.replayed
    ? await appointmentStatus(deps, userId, booked.appointmentId)
    : {
        status_id: STATUS.requested,
        state: STATE_OF_STATUS[STATUS.requested],
        expires_in: secondsLeft({ status_id: STATUS.requested, created_at: now, otp_verified_at: null }, now, deps.config.confirmWindowMs),
      };
  return { appointment_id: booked.appointmentId, status_id: state.status_id, state: state.state, expires_in: state.expires_in };
}

/** The appointments of one branch on one date. */
const slotOf = (branchId: number, date: string) => and(eq(appointments.branchId, branchId), eq(appointments.appointmentDate, date));
