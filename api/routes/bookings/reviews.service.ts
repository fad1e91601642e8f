import { and, desc, eq, sql } from "drizzle-orm";
import { appointments, reviews, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { conflict, forbidden } from "../../lib/errors";
import { loadOwnAppointment } from "../../lib/own-appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES, type ReviewBody } from "../../../contract/schemas/bookings";

/**
 * Whether the appointment of the row has a review, as a select column of a query on appointments.
 * Written out qualified: Drizzle leaves column names unqualified in a one-table select, which
 * inside the subquery would mean reviews' own column.
 */
export const reviewedColumn = sql<boolean>`EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = "appointments"."appointment_id")`;

/**
 * A review belongs to one completed booking of the user with that provider: the one named,
 * else the latest completed booking not yet reviewed.
 */
export async function submitReview(deps: Deps, userId: number, body: ReviewBody): Promise<void> {
  const { db } = deps;
  const appointmentId = await reviewableAppointment(deps, userId, body);
  const [user] = await db.orm.select({ name: users.name }).from(users).where(eq(users.userId, userId));
  const inserted = await db.orm
    .insert(reviews)
    .values({
      providerId: body.provider,
      userId,
      userName: user?.name.trim() || "Saaj customer",
      appointmentId,
      rating: body.rating,
      comment: body.comment,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: reviews.appointmentId })
    .returning({ reviewId: reviews.reviewId });
  if (inserted.length === 0) throw conflict("already_reviewed", MESSAGES.alreadyReviewed);
}

async function reviewableAppointment({ db }: Deps, userId: number, body: ReviewBody): Promise<number> {
  if (body.appointment_id !== undefined) {
    const a = await loadOwnAppointment(db, body.appointment_id, { userId }, { forbiddenCode: "not_your_booking" });
    if (a.providerId !== body.provider || a.statusId !== STATUS.completed) throw forbidden("review_not_allowed", MESSAGES.reviewNotAllowed);
    return a.appointmentId;
  }
  const completed = await db.orm
    .select({ appointmentId: appointments.appointmentId, reviewed: reviewedColumn })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.providerId, body.provider), eq(appointments.statusId, STATUS.completed)))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentId));
  if (completed.length === 0) throw forbidden("review_not_allowed", MESSAGES.reviewNotAllowed);
  const open = completed.find((a) => !a.reviewed);
  if (!open) throw conflict("already_reviewed", MESSAGES.alreadyReviewed);
  return open.appointmentId;
}
