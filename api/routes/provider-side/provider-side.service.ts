import { one, type Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { ACTIVE_STATUSES, CONFIRM_WINDOW_MS, STATUS } from "../../lib/appointment-status";
import { fourDigitCode } from "../../lib/crypto";
import { appointmentCodeHash } from "../appointments/appointments.service";

export async function providerAppointments(deps: Deps, providerId: number, statusId: number) {
  return deps.db.query<{
    appointment_id: number; branch_id: number; appointment_date: string; appointment_time: string; status_id: number; customer_name: string;
    services: string; stylist_id: number | null; has_reference_image: boolean; created_at: Date;
  }>(
    `SELECT a.appointment_id, a.branch_id, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time, a.status_id,
            coalesce(nullif(split_part(u.name, ' ', 1), ''), 'Customer') AS customer_name, a.stylist_id, a.reference_image IS NOT NULL AS has_reference_image,
            (SELECT string_agg(o.name || ' x' || i.quantity, ', ' ORDER BY o.offering_id) FROM appointment_items i JOIN offerings o USING (offering_id)
              WHERE i.appointment_id = a.appointment_id) AS services, a.created_at
     FROM appointments a JOIN users u USING (user_id)
     WHERE a.provider_id = $1 AND a.status_id = $2 ORDER BY a.appointment_date, a.created_at LIMIT 200`,
    [providerId, statusId],
  );
}

async function lockOwn(tx: Queryable, providerId: number, appointmentId: number) {
  const row = await one<{ provider_id: number; user_id: number; branch_id: number; status_id: number; created_at: Date; appointment_date: string; appointment_time: string }>(
    tx,
    `SELECT provider_id, user_id, branch_id, status_id, created_at, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date, appointment_time
     FROM appointments WHERE appointment_id = $1 FOR UPDATE`,
    [appointmentId],
  );
  if (!row) throw notFound("Appointment not found.");
  if (row.provider_id !== providerId) throw forbidden("This appointment is not yours.");
  return row;
}

/**
 * The provider accepts a request: a stylist is assigned and a 4-digit code is issued, stored
 * hashed and sent to the customer through the notifier. The code is also returned to the
 * provider, who may read it out to the customer.
 */
export async function acceptAppointment(deps: Deps, providerId: number, appointmentId: number, stylistId?: number) {
  const now = deps.now();
  const code = fourDigitCode();
  const accepted = await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, providerId, appointmentId);
    if (row.status_id !== STATUS.requested) throw badRequest("Only a waiting request can be accepted.");
    if (new Date(row.created_at).getTime() + CONFIRM_WINDOW_MS <= now.getTime()) throw badRequest("This request has expired.");
    const stylist = await one<{ beautician_id: number }>(
      tx,
      `SELECT s.beautician_id FROM stylists s
       WHERE s.branch_id = $1 AND ($2::int IS NULL OR s.beautician_id = $2)
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.stylist_id = s.beautician_id AND a.appointment_date = $3 AND a.appointment_time = $4
                         AND a.status_id = ANY($5::int[]))
       ORDER BY s.beautician_id LIMIT 1`,
      [row.branch_id, stylistId ?? null, row.appointment_date, row.appointment_time, ACTIVE_STATUSES],
    );
    if (stylistId && !stylist) throw badRequest("That stylist is not free at this time or not at this branch.");
    await tx.query(
      "UPDATE appointments SET status_id = 1, otp_hash = $2, otp_attempts = 0, accepted_at = $3, stylist_id = $4, updated_at = $3 WHERE appointment_id = $1",
      [appointmentId, appointmentCodeHash(deps.config.codeSecret, appointmentId, code), now, stylist?.beautician_id ?? null],
    );
    return one<{ phone: string; provider_name: string }>(
      tx,
      "SELECT u.phone, p.provider_name FROM users u, providers p WHERE u.user_id = $1 AND p.provider_id = $2",
      [row.user_id, providerId],
    ).then((r) => ({ ...r!, date: row.appointment_date, time: row.appointment_time }));
  });
  await deps.notifier.send({
    to: accepted.phone,
    purpose: "appointment-code",
    body: `${accepted.provider_name} accepted your Saaj booking #${appointmentId} for ${accepted.date} at ${accepted.time}. Your confirmation code is ${code}.`,
  });
  return { otp: code };
}

/** In progress (3) from scheduled (2); completed (5) from scheduled or in progress. */
export async function moveAppointment(deps: Deps, providerId: number, appointmentId: number, to: typeof STATUS.inProgress | typeof STATUS.completed) {
  const from: number[] = to === STATUS.inProgress ? [STATUS.scheduled] : [STATUS.scheduled, STATUS.inProgress];
  await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, providerId, appointmentId);
    if (!from.includes(row.status_id)) throw badRequest(to === STATUS.inProgress ? "Only a paid, scheduled appointment can start." : "Only a scheduled or started appointment can be completed.");
    await tx.query("UPDATE appointments SET status_id = $2, updated_at = $3 WHERE appointment_id = $1", [appointmentId, to, deps.now()]);
  });
}
