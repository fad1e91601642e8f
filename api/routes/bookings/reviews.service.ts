import type { Deps } from "../../lib/context";
import { conflict, forbidden } from "../../lib/errors";
import { loadOwnAppointment } from "../checkout/appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES, type ReviewBody } from "./bookings.schemas";

/**
 * A review belongs to one completed booking of the user with that provider: the one named,
 * else the latest completed booking not yet reviewed.
 */
export async function submitReview(deps: Deps, userId: number, body: ReviewBody): Promise<void> {
  const { db } = deps;
  const appointmentId = await reviewableAppointment(deps, userId, body);
  const [user] = await db.query<{ name: string }>("SELECT name FROM users WHERE user_id = $1", [userId]);
  const inserted = await db.query(
    `INSERT INTO reviews (provider_id, user_id, user_name, appointment_id, rating, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (appointment_id) DO NOTHING RETURNING review_id`,
    [body.provider, userId, user?.name.trim() || "Saaj customer", appointmentId, body.rating, body.comment, deps.now()],
  );
  if (inserted.length === 0) throw conflict(MESSAGES.alreadyReviewed);
}

async function reviewableAppointment({ db }: Deps, userId: number, body: ReviewBody): Promise<number> {
  if (body.appointment_id !== undefined) {
    const a = await loadOwnAppointment(db, body.appointment_id, userId);
    if (a.provider_id !== body.provider || a.status_id !== STATUS.completed) throw forbidden(MESSAGES.reviewNotAllowed);
    return a.appointment_id;
  }
  const completed = await db.query<{ appointment_id: number; reviewed: boolean }>(
    `SELECT a.appointment_id, EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.appointment_id) AS reviewed
     FROM appointments a WHERE a.user_id = $1 AND a.provider_id = $2 AND a.status_id = $3
     ORDER BY a.appointment_date DESC, a.appointment_id DESC`,
    [userId, body.provider, STATUS.completed],
  );
  if (completed.length === 0) throw forbidden(MESSAGES.reviewNotAllowed);
  const open = completed.find((a) => !a.reviewed);
  if (!open) throw conflict(MESSAGES.alreadyReviewed);
  return open.appointment_id;
}
