import { one, type Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { badRequest, conflict, forbidden, notFound, tooMany } from "../../lib/errors";
import { ACTIVE_STATUSES, CONFIRM_WINDOW_MS, STATUS } from "../../lib/appointment-status";
import { hmac, safeEqualHex } from "../../lib/crypto";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../lib/image";
import { MESSAGES, type BookNowForm } from "./appointments.schemas";
import { addDays, indiaNow, isPastSlot, MAX_DAYS_AHEAD, normaliseSlot, slotList } from "./slots";

export const MAX_OTP_ATTEMPTS = 5;
export const HOME_MINIMUM = 600;

/** The provider's code is stored hashed, bound to its appointment. */
export const appointmentCodeHash = (secret: string, appointmentId: number, code: string) => hmac(secret, `appointment:${appointmentId}:${code}`);

async function branchFor(q: Queryable, providerId: number, branchId: number | undefined) {
  return one<{ branch_id: number; slots: string | null; service_type_id: number; stylists: number }>(
    q,
    `SELECT b.branch_id, b.slots, p.service_type_id, (SELECT count(*)::int FROM stylists s WHERE s.branch_id = b.branch_id) AS stylists
     FROM branches b JOIN providers p USING (provider_id)
     WHERE b.provider_id = $1 AND ($2::int IS NULL OR b.branch_id = $2) ORDER BY b.branch_id LIMIT 1`,
    [providerId, branchId ?? null],
  );
}

/** Places a slot takes: one per stylist of the branch (at least one). */
const capacity = (stylists: number) => Math.max(1, stylists);

async function takenPlaces(q: Queryable, branchId: number, date: string) {
  const rows = await q.query<{ appointment_time: string; n: number }>(
    `SELECT appointment_time, count(*)::int AS n FROM appointments
     WHERE branch_id = $1 AND appointment_date = $2 AND status_id = ANY($3::int[]) GROUP BY appointment_time`,
    [branchId, date, ACTIVE_STATUSES],
  );
  return new Map(rows.map((r) => [r.appointment_time, r.n]));
}

export async function availableSlots(db: Queryable, q: { provider_id: number; branch_id?: string; appointment_date?: string }) {
  const branch = await branchFor(db, q.provider_id, q.branch_id ? Number(q.branch_id) || undefined : undefined);
  if (!branch) throw notFound("Failed to fetch time slot data");
  const slots = slotList(branch.slots);
  let full: string[] = [];
  if (q.appointment_date) {
    const taken = await takenPlaces(db, branch.branch_id, q.appointment_date);
    full = slots.filter((s) => (taken.get(s) ?? 0) >= capacity(branch.stylists));
  }
  return [{ provider_id: q.provider_id, branch_id: branch.branch_id, available_slots: [slots.join(",")], full_slots: full }];
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
 * offerings, never from the browser. The branch row is locked so two customers racing for the
 * last place in a slot are served one after the other: the second finds it full.
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

  return deps.db.transaction(async (tx) => {
    const branch = await branchFor(tx, providerId, form.branch_id ? Number(form.branch_id) || undefined : undefined);
    if (!branch) throw notFound("This provider or branch was not found.");
    await tx.query("SELECT branch_id FROM branches WHERE branch_id = $1 FOR UPDATE", [branch.branch_id]);
    if (!slotList(branch.slots).includes(slot)) throw badRequest(MESSAGES.unknownSlot, { appointment_time: [MESSAGES.unknownSlot] });

    const offerings = await tx.query<{ offering_id: number; price: number }>(
      "SELECT offering_id, price FROM offerings WHERE provider_id = $1 AND active AND offering_id = ANY($2::int[])",
      [providerId, ids],
    );
    if (offerings.length !== ids.length) throw badRequest(MESSAGES.badServices, { service_ids: [MESSAGES.badServices] });
    const price = new Map(offerings.map((o) => [o.offering_id, o.price]));
    const subtotal = ids.reduce((sum, id, i) => sum + price.get(id)! * quantities[i]!, 0);
    if (branch.service_type_id === 2 && subtotal < HOME_MINIMUM) throw badRequest(MESSAGES.minimum);

    const taken = (await takenPlaces(tx, branch.branch_id, date)).get(slot) ?? 0;
    if (taken >= capacity(branch.stylists)) throw conflict(MESSAGES.slotFull, { appointment_time: [MESSAGES.slotFull] });

    const [row] = await tx.query<{ appointment_id: number }>(
      `INSERT INTO appointments (user_id, provider_id, branch_id, appointment_date, appointment_time, status_id, reference_image, reference_image_type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $8) RETURNING appointment_id`,
      [userId, providerId, branch.branch_id, date, slot, image?.bytes ?? null, image?.type ?? null, now],
    );
    const appointmentId = row!.appointment_id;
    for (const [i, id] of ids.entries()) {
      await tx.query("INSERT INTO appointment_items (appointment_id, offering_id, quantity, unit_price) VALUES ($1, $2, $3, $4)", [
        appointmentId, id, quantities[i], price.get(id),
      ]);
    }
    return { appointmentId, expiresIn: CONFIRM_WINDOW_MS / 1000 };
  });
}

interface OwnRow {
  appointment_id: number;
  user_id: number;
  provider_id: number;
  status_id: number;
  cancellation_message: string | null;
  cancelled_by: "user" | "provider" | "system" | null;
  otp_hash: string | null;
  otp_attempts: number;
  otp_verified_at: Date | null;
  created_at: Date;
}

async function ownAppointment(q: Queryable, appointmentId: number, userId: number, lock = false) {
  const row = await one<OwnRow>(
    q,
    `SELECT appointment_id, user_id, provider_id, status_id, cancellation_message, cancelled_by, otp_hash, otp_attempts, otp_verified_at, created_at
     FROM appointments WHERE appointment_id = $1${lock ? " FOR UPDATE" : ""}`,
    [appointmentId],
  );
  if (!row) throw notFound("Appointment not found.");
  if (row.user_id !== userId) throw forbidden("You can only access your own appointments.");
  return row;
}

const secondsLeft = (row: OwnRow, now: Date) =>
  row.otp_verified_at || ![STATUS.requested, STATUS.accepted].includes(row.status_id as 0 | 1)
    ? 0
    : Math.max(0, Math.ceil((new Date(row.created_at).getTime() + CONFIRM_WINDOW_MS - now.getTime()) / 1000));

export async function appointmentStatus(deps: Deps, userId: number, appointmentId: number) {
  await expireUnconfirmedAppointments(deps, appointmentId);
  const row = await ownAppointment(deps.db, appointmentId, userId);
  return {
    appointment_id: row.appointment_id,
    status_id: row.status_id,
    cancellation_message: row.status_id === STATUS.cancelled ? row.cancellation_message ?? MESSAGES.providerCancelled : row.cancellation_message,
    cancelled_by: row.status_id === STATUS.cancelled ? row.cancelled_by : null,
    code_entered: Boolean(row.otp_verified_at),
    expires_in: secondsLeft(row, deps.now()),
  };
}

/** The customer enters the provider's 4-digit code; 5 wrong tries lock it. */
export async function verifyAppointmentOtp(deps: Deps, userId: number, appointmentId: number, otp: string) {
  const now = deps.now();
  await expireUnconfirmedAppointments(deps, appointmentId);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await ownAppointment(tx, appointmentId, userId, true);
    if (row.status_id === STATUS.cancelled) return { error: badRequest(row.cancellation_message ?? MESSAGES.providerCancelled) };
    if (row.otp_verified_at) return { ok: true };
    if (row.status_id !== STATUS.accepted || !row.otp_hash) return { error: badRequest(MESSAGES.notAccepted) };
    if (row.otp_attempts >= MAX_OTP_ATTEMPTS) return { error: tooMany(MESSAGES.otpLocked) };
    if (safeEqualHex(row.otp_hash, appointmentCodeHash(deps.config.codeSecret, appointmentId, otp))) {
      await tx.query("UPDATE appointments SET otp_verified_at = $2, updated_at = $2 WHERE appointment_id = $1", [appointmentId, now]);
      return { ok: true };
    }
    // Count the wrong try inside the transaction and commit it, then report.
    await tx.query("UPDATE appointments SET otp_attempts = otp_attempts + 1, updated_at = $2 WHERE appointment_id = $1", [appointmentId, now]);
    return { error: row.otp_attempts + 1 >= MAX_OTP_ATTEMPTS ? tooMany(MESSAGES.otpLocked) : badRequest(MESSAGES.invalidOtp, { otp: [MESSAGES.invalidOtp] }) };
  });
  if (outcome.error) throw outcome.error;
}

/**
 * Cancels an appointment. The customer may cancel their own request until it is paid (the
 * "Awaiting Confirmation" sheet); the provider may cancel its own appointment until it starts,
 * with a message for the customer.
 */
export async function cancelAppointment(deps: Deps, actor: { userId: number } | { providerId: number }, appointmentId: number, message?: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await one<{ user_id: number; provider_id: number; status_id: number }>(
      tx,
      "SELECT user_id, provider_id, status_id FROM appointments WHERE appointment_id = $1 FOR UPDATE",
      [appointmentId],
    );
    if (!row) throw notFound("Appointment not found.");
    const byUser = "userId" in actor;
    if (byUser ? row.user_id !== actor.userId : row.provider_id !== actor.providerId) throw forbidden("You can only cancel your own appointments.");
    if (row.status_id === STATUS.cancelled) return;
    const allowed: number[] = byUser ? [STATUS.requested, STATUS.accepted] : [STATUS.requested, STATUS.accepted, STATUS.scheduled];
    if (!allowed.includes(row.status_id)) throw badRequest(MESSAGES.cannotCancel);
    await tx.query(
      `UPDATE appointments SET status_id = 4, cancelled_by = $2, cancellation_message = $3, updated_at = $4 WHERE appointment_id = $1`,
      [appointmentId, byUser ? "user" : "provider", byUser ? "Cancelled by you." : message || MESSAGES.providerCancelled, now],
    );
  });
}

/**
 * Requests whose code was not entered within 120 s of creation are cancelled by the API: all of
 * them (the background job), or just one before it is read or acted on, so the answer is exact.
 */
export async function expireUnconfirmedAppointments(deps: Deps, appointmentId?: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - CONFIRM_WINDOW_MS);
  const rows = await deps.db.query<{ appointment_id: number }>(
    `UPDATE appointments SET status_id = 4, cancelled_by = 'system', cancellation_message = $2, updated_at = $3
     WHERE status_id IN (0, 1) AND otp_verified_at IS NULL AND created_at <= $1 AND ($4::int IS NULL OR appointment_id = $4)
     RETURNING appointment_id`,
    [cutoff, MESSAGES.expired, deps.now(), appointmentId ?? null],
  );
  return rows.length;
}

/** What a reschedule needs: the provider, branch and the services to put back in the cart. */
export async function appointmentDetails(db: Queryable, userId: number, appointmentId: number) {
  const head = await one<{
    appointment_id: number; user_id: number; provider_id: number; branch_id: number; provider_name: string; branch_name: string;
    service_type_id: number; appointment_date: string; appointment_time: string; status_id: number;
  }>(
    db,
    `SELECT a.appointment_id, a.user_id, a.provider_id, a.branch_id, p.provider_name, b.branch_name, p.service_type_id,
            to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time, a.status_id
     FROM appointments a JOIN providers p USING (provider_id) JOIN branches b ON b.branch_id = a.branch_id WHERE a.appointment_id = $1`,
    [appointmentId],
  );
  if (!head) throw notFound("Failed to fetch appointment details");
  if (head.user_id !== userId) throw forbidden("You can only access your own appointments.");
  const services = await db.query<{ service_id: number; servicename: string; servicedesc: string; price: number; image: string | null; service_time: string; quantity: number; category_name: string }>(
    `SELECT o.offering_id AS service_id, o.name AS servicename, o.description AS servicedesc, o.price::float8 AS price, o.image, o.service_time, i.quantity,
            CASE WHEN o.kind = 'package' THEN 'Bridal Package' ELSE coalesce(c.category_name, '') END AS category_name
     FROM appointment_items i JOIN offerings o USING (offering_id) LEFT JOIN categories c ON c.category_id = o.category_id
     WHERE i.appointment_id = $1 AND o.active ORDER BY o.offering_id`,
    [appointmentId],
  );
  const { user_id: _ignored, ...rest } = head;
  return { ...rest, services };
}
