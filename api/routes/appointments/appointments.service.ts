import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { enqueue } from "../../lib/notifier";
import { bookingFacts, cancelledMessage } from "../../lib/notices";
import type { Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, categories, offerings, providers, stylists, users } from "../../db/schema";
import { loadOwnAppointment, paymentFor, type OwnAppointment, type Payment } from "../../lib/own-appointment";
import type { Deps } from "../../lib/context";
import { ApiError, badRequest, conflict, notFound, tooMany } from "../../lib/errors";
import { computeTotals, lineTotal, roundRupees, type CartLine } from "../../lib/money";
import { applyCoupon } from "../checkout/coupons.service";
import { OPEN_STATUSES } from "../../lib/appointment-status";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { MAX_CODE_ATTEMPTS, MAX_DAYS_AHEAD, MIN_HOME_SERVICES_TOTAL, STATE_OF_STATUS, STATUS } from "../../../contract/booking";
import { END_MESSAGES, endMessage, expireOverdue, holdsPlace, refusal, secondsLeft, transition } from "./lifecycle";
import { hmac, safeEqualHex } from "../../lib/crypto";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../lib/image";
import { MESSAGES, type BookNowForm, type Quote } from "../../../contract/schemas/appointments";
import { isPastSlot, lockSlot, normaliseSlot, slotList } from "./slots";
import { addDays, indiaNow } from "../../lib/ist";

/** The provider's code is stored hashed, bound to its appointment. */
export const appointmentCodeHash = (secret: string, appointmentId: number, code: string) => hmac(secret, `appointment:${appointmentId}:${code}`);

async function branchFor(q: Queryable, providerId: number, branchId: number | undefined) {
  const [branch] = await q.orm
    .select({
      branchId: branches.branchId,
      slots: branches.slots,
      serviceTypeId: providers.serviceTypeId,
      stylists: q.orm.$count(stylists, eq(stylists.branchId, branches.branchId)),
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

/** Places taken in each slot of a branch's date (or in one slot), by bookings that hold one at `now`. */
async function takenPlaces(q: Queryable, now: Date, branchId: number, date: string, time?: string) {
  const rows = await q.orm
    .select({ time: appointments.appointmentTime, n: count() })
    .from(appointments)
    .where(and(slotOf(branchId, date), time === undefined ? undefined : eq(appointments.appointmentTime, time), holdsPlace(now)))
    .groupBy(appointments.appointmentTime);
  return new Map(rows.map((r) => [r.time, r.n]));
}

/**
 * A branch's slots on a date (default today, in India) with the booking window: which slots are
 * past and which are full, so clients apply no rules of their own.
 */
export async function availableSlots(deps: Deps, q: { provider_id: number; branch_id?: string; appointment_date?: string }) {
  const now = deps.now();
  const today = indiaNow(now).date;
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  const date = q.appointment_date ?? today;
  if (!validDate(date)) throw badRequest(MESSAGES.badDate, { appointment_date: [MESSAGES.badDate] });
  if (date < today) throw badRequest(MESSAGES.pastSlot, { appointment_date: [MESSAGES.pastSlot] });
  if (date > maxDate) throw badRequest(MESSAGES.tooFar, { appointment_date: [MESSAGES.tooFar] });
  const branch = await branchFor(deps.db, q.provider_id, q.branch_id ? Number(q.branch_id) || undefined : undefined);
  if (!branch) throw notFound("Failed to fetch time slot data");
  const slots = slotList(branch.slots);
  const taken = await takenPlaces(deps.db, now, branch.branchId, date);
  return [
    {
      provider_id: q.provider_id,
      branch_id: branch.branchId,
      available_slots: [slots.join(",")],
      appointment_date: date,
      min_date: today,
      max_date: maxDate,
      full_slots: slots.filter((s) => (taken.get(s) ?? 0) >= capacity(branch.stylists)),
      past_slots: slots.filter((s) => isPastSlot(date, s, now)),
    },
  ];
}

const validDate = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

async function readImage(file: unknown) {
  if (!(file instanceof File) || file.size === 0) return undefined;
  if (file.size > MAX_IMAGE_BYTES) throw badRequest(MESSAGES.imageSize, { reference_image: [MESSAGES.imageSize] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(MESSAGES.imageType, { reference_image: [MESSAGES.imageType] });
  return { bytes, type };
}

/**
 * Creates an appointment request (status 0) for the caller. Prices come from the provider's
 * offerings, never from the browser. Two customers racing for the last place in a slot are served
 * one after the other (lockSlot, held only to count and insert): the second finds it full. Other
 * slots of the branch are booked meanwhile (docs/decisions/0025-booking-without-branch-lock.md).
 */
export async function bookNow(deps: Deps, userId: number, form: BookNowForm) {
  const now = deps.now();
  const providerId = Number(form.provider_id);
  const date = form.appointment_date;
  if (!validDate(date)) throw badRequest(MESSAGES.badDate, { appointment_date: [MESSAGES.badDate] });
  const today = indiaNow(now).date;
  if (date < today) throw badRequest(MESSAGES.pastSlot, { appointment_date: [MESSAGES.pastSlot] });
  if (date > addDays(today, MAX_DAYS_AHEAD)) throw badRequest(MESSAGES.tooFar, { appointment_date: [MESSAGES.tooFar] });
  const slot = normaliseSlot(form.appointment_time);
  if (isPastSlot(date, slot, now)) throw badRequest(MESSAGES.pastSlot, { appointment_time: [MESSAGES.pastSlot] });

  const ids = form.service_ids.split(",").map((s) => Number(s.trim()));
  const quantities = form.quantity ? form.quantity.split(",").map((s) => Number(s.trim())) : ids.map(() => 1);
  if (quantities.length !== ids.length || quantities.some((n) => n < 1 || n > 20) || new Set(ids).size !== ids.length) {
    throw badRequest("Quantities must match the services, from 1 to 20 each.", { quantity: ["Quantities must match the services, from 1 to 20 each."] });
  }
  const image = await readImage(form.reference_image);

  // What the form names is checked before the transaction: its reads hold no lock, and a bad form never waits for one.
  const branch = await branchFor(deps.db, providerId, form.branch_id ? Number(form.branch_id) || undefined : undefined);
  if (!branch) throw notFound("This provider or branch was not found.");
  if (!slotList(branch.slots).includes(slot)) throw badRequest(MESSAGES.unknownSlot, { appointment_time: [MESSAGES.unknownSlot] });
  const offered = await deps.db.orm
    .select({ offeringId: offerings.offeringId, price: offerings.price })
    .from(offerings)
    .where(and(eq(offerings.providerId, providerId), eq(offerings.active, true), inArray(offerings.offeringId, ids)));
  if (offered.length !== ids.length) throw badRequest(MESSAGES.badServices, { service_ids: [MESSAGES.badServices] });
  const price = new Map(offered.map((o) => [o.offeringId, o.price]));
  const subtotal = ids.reduce((sum, id, i) => sum + price.get(id)! * quantities[i]!, 0);
  if (branch.serviceTypeId === SERVICE_TYPE.freelancer && subtotal < MIN_HOME_SERVICES_TOTAL) throw badRequest(MESSAGES.minimum);

  // Few statements inside: under a crowd each one waits its turn on a busy process, with the locks held.
  const booked = await deps.db.transaction(async (tx) => {
    // One customer's bookings are made one at a time (user row first, then the slot: always in
    // that order), so a repeated form and a second open booking are both seen.
    await tx.orm.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for("update");
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
      if (!(await expireOverdue(tx, now, appointmentId))) throw conflict(MESSAGES.alreadyOpen(appointmentId), undefined, { appointment_id: appointmentId });
    }

    await lockSlot(tx, branch.branchId, date, slot);
    const taken = (await takenPlaces(tx, now, branch.branchId, date, slot)).get(slot) ?? 0;
    if (taken >= capacity(branch.stylists)) throw conflict(MESSAGES.slotFull, { appointment_time: [MESSAGES.slotFull] });

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
  // A form sent again gets its booking as it is now; a new request's state is known without reading it back.
  const state = booked.replayed
    ? await appointmentStatus(deps, userId, booked.appointmentId)
    : { status_id: STATUS.requested, state: STATE_OF_STATUS[STATUS.requested], expires_in: secondsLeft({ status_id: STATUS.requested, created_at: now, otp_verified_at: null }, now) };
  return { appointment_id: booked.appointmentId, status_id: state.status_id, state: state.state, expires_in: state.expires_in };
}

/** The appointments of one branch on one date. */
const slotOf = (branchId: number, date: string) => and(eq(appointments.branchId, branchId), eq(appointments.appointmentDate, date));

/** What lifecycle's refusal and endMessage read of a row. */
const endState = (row: OwnAppointment) => ({ status_id: row.statusId, end_reason: row.endReason, cancellation_message: row.cancellationMessage });

const attemptsLeft = (row: { otpAttempts: number }) => Math.max(0, MAX_CODE_ATTEMPTS - row.otpAttempts);

/** secondsLeft reads the row's stage and its clocks. */
const clocks = (row: OwnAppointment) => ({ status_id: row.statusId, created_at: row.createdAt, otp_verified_at: row.otpVerifiedAt });

export async function appointmentStatus(deps: Deps, userId: number, appointmentId: number) {
  await expireOverdue(deps.db, deps.now(), appointmentId);
  const row = await loadOwnAppointment(deps.db, appointmentId, { userId });
  const cancelled = row.statusId === STATUS.cancelled;
  // Who the booking is with, so a waiting page names this booking's provider, not the cart's.
  const [place] = await deps.db.orm
    .select({ providerName: providers.providerName, branchName: branches.branchName })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .where(eq(branches.branchId, row.branchId));
  return {
    appointment_id: row.appointmentId,
    provider_id: row.providerId,
    provider_name: place?.providerName ?? "",
    branch_name: place?.branchName ?? "",
    status_id: row.statusId,
    state: STATE_OF_STATUS[row.statusId],
    end_reason: cancelled ? row.endReason : null,
    cancellation_message: cancelled ? endMessage(endState(row)) : null,
    cancelled_by: cancelled ? (row.cancelledBy as "user" | "provider" | "system" | null) : null,
    code_entered: Boolean(row.otpVerifiedAt),
    expires_in: secondsLeft(clocks(row), deps.now()),
    attempts_left: attemptsLeft(row),
  };
}

/**
 * The customer enters the provider's 4-digit code. It is checked every time it is sent, also
 * after it was accepted once; MAX_CODE_ATTEMPTS wrong tries lock it.
 */
export async function verifyAppointmentOtp(deps: Deps, userId: number, appointmentId: number, otp: string) {
  const now = deps.now();
  await expireOverdue(deps.db, now, appointmentId);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await loadOwnAppointment(tx, appointmentId, { userId }, { lock: true });
    if (row.statusId === STATUS.cancelled || row.statusId === STATUS.requested) return { error: refusal("enterCode", endState(row)) };
    if (!row.otpHash) return { error: refusal("enterCode", { ...endState(row), status_id: STATUS.requested }) };
    if (row.otpAttempts >= MAX_CODE_ATTEMPTS) return { error: tooMany(MESSAGES.otpLocked) };
    if (safeEqualHex(row.otpHash, appointmentCodeHash(deps.config.codeSecret, appointmentId, otp))) {
      if (row.statusId === STATUS.accepted) await transition(tx, appointmentId, "enterCode", now, { otp_verified_at: now });
      return { ok: true };
    }
    // Count the wrong try inside the transaction and commit it, then report.
    await tx.orm
      .update(appointments)
      .set({ otpAttempts: sql`${appointments.otpAttempts} + 1`, updatedAt: now })
      .where(eq(appointments.appointmentId, appointmentId));
    const left = attemptsLeft({ otpAttempts: row.otpAttempts + 1 });
    return {
      error: left === 0 ? tooMany(MESSAGES.otpLocked) : badRequest(MESSAGES.invalidOtp, { otp: [MESSAGES.invalidOtp] }, { attempts_left: left }),
    };
  });
  if (outcome.error) throw outcome.error;
}

/**
 * Cancels from the booking steps: the customer drops a booking before paying (the waiting sheet,
 * /Cart, the confirm page); the provider cancels its own appointment until it starts, with a
 * message for the customer.
 */
export async function cancelAppointment(deps: Deps, actor: { userId: number } | { providerId: number }, appointmentId: number, message?: string) {
  const now = deps.now();
  await expireOverdue(deps.db, now, appointmentId);
  await deps.db.transaction(async (tx) => {
    await loadOwnAppointment(tx, appointmentId, actor, { forbiddenMessage: "You can only cancel your own appointments." });
    if ("userId" in actor) {
      await transition(tx, appointmentId, "withdraw", now, {
        end_reason: "customer_cancelled",
        cancelled_by: "user",
        cancellation_message: END_MESSAGES.customer_cancelled,
      });
    } else {
      await transition(tx, appointmentId, "providerCancel", now, {
        end_reason: "provider_cancelled",
        cancelled_by: "provider",
        cancellation_message: message || END_MESSAGES.provider_cancelled,
      });
      await enqueue(tx, deps.config, cancelledMessage(await bookingFacts(tx, appointmentId), message || END_MESSAGES.provider_cancelled), now);
    }
  });
}

/** The background job: every appointment whose time ran out. */
export const expireUnconfirmedAppointments = (deps: Deps) => expireOverdue(deps.db, deps.now());

/**
 * One appointment for its customer: provider, branch, address, date and time, its state and the
 * time left in it, its services (what a reschedule puts back in the cart) and its money: the
 * paid figures once paid, else a quote (with `couponCode`, the coupon's discount or why not).
 */
export async function appointmentDetails(deps: Deps, userId: number, appointmentId: number, couponCode?: string) {
  const db = deps.db;
  const now = deps.now();
  await expireOverdue(db, now, appointmentId);
  const a = await loadOwnAppointment(db, appointmentId, { userId }, { notFoundMessage: "Failed to fetch appointment details" });
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
  if (!place) throw notFound("Failed to fetch appointment details");
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
    expires_in: secondsLeft(clocks(a), now),
    quote: payment ? paidQuote(payment) : await quote(db, { userId, now, lines: services.map((s) => ({ unitPrice: s.price, quantity: s.quantity })), couponCode }),
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
