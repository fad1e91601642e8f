import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointments, reviews, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { loadOwnAppointment } from "../../lib/own-appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES, type OwnReview, type ReviewBody } from "../../../contract/schemas/bookings";
import { REVIEW_EDIT_MS, SUB_RATINGS } from "../../../contract/review";
import { photoPathsOf, readReviewPhotos, storeReviewPhotos } from "./review-photos";

/**
 * Whether the appointment of the row has a review, as a select column of a query on appointments.
 * Written out qualified: Drizzle leaves column names unqualified in a one-table select, which
 * inside the subquery would mean reviews' own column.
 */
export const reviewedColumn = sql<boolean>`EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = "appointments"."appointment_id")`;

/** The sub-ratings as select columns. */
export const subRatingColumns = { skill: reviews.skill, hygiene: reviews.hygiene, punctuality: reviews.punctuality, behaviour: reviews.behaviour };

/** The sub-ratings of the body as columns: null where not given. */
const subRatingsOf = (body: ReviewBody) => Object.fromEntries(SUB_RATINGS.map((k) => [k, body[k] ?? null])) as Record<(typeof SUB_RATINGS)[number], number | null>;

/**
 * A review belongs to one completed booking of the user with that provider: the one named,
 * else the latest completed booking not yet reviewed. Its photos are made before anything is saved.
 */
export async function submitReview(deps: Deps, userId: number, body: ReviewBody): Promise<void> {
  const { db } = deps;
  const appointmentId = await reviewableAppointment(deps, userId, body);
  const photos = await readReviewPhotos(body.photos);
  const [user] = await db.orm.select({ name: users.name }).from(users).where(eq(users.userId, userId));
  await db.transaction(async (tx) => {
    const [inserted] = await tx.orm
      .insert(reviews)
      .values({
        providerId: body.provider,
        userId,
        userName: user?.name.trim() || "Saaj customer",
        appointmentId,
        rating: body.rating,
        comment: body.comment,
        ...subRatingsOf(body),
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: reviews.appointmentId })
      .returning({ reviewId: reviews.reviewId });
    if (!inserted) throw conflict("already_reviewed", MESSAGES.alreadyReviewed);
    if (photos) await storeReviewPhotos(tx, inserted.reviewId, photos);
  });
}

/**
 * The review of the booking named, changed: stars, comment and sub-ratings as sent; photos sent
 * replace its photos, none sent keeps them. Only within REVIEW_EDIT_MS of when it was written.
 */
export async function editReview(deps: Deps, userId: number, body: ReviewBody): Promise<void> {
  const { db } = deps;
  if (body.appointment_id === undefined) throw badRequest("review_booking_missing", MESSAGES.appointmentMissing, { appointment_id: [MESSAGES.appointmentMissing] });
  const a = await loadOwnAppointment(db, body.appointment_id, { userId }, { forbiddenCode: "not_your_booking" });
  if (a.providerId !== body.provider) throw forbidden("review_not_allowed", MESSAGES.reviewNotAllowed);
  const mine = and(eq(reviews.appointmentId, a.appointmentId), eq(reviews.userId, userId));
  const [review] = await db.orm.select({ reviewId: reviews.reviewId, createdAt: reviews.createdAt }).from(reviews).where(mine);
  if (!review) throw notFound("review_not_found", MESSAGES.reviewNotFound);
  const now = deps.now();
  if (now.getTime() - review.createdAt.getTime() > REVIEW_EDIT_MS) throw forbidden("review_edit_closed", MESSAGES.editClosed);
  const photos = await readReviewPhotos(body.photos);
  await db.transaction(async (tx) => {
    await tx.orm
      .update(reviews)
      .set({ rating: body.rating, comment: body.comment, ...subRatingsOf(body), updatedAt: now })
      .where(eq(reviews.reviewId, review.reviewId));
    if (photos) await storeReviewPhotos(tx, review.reviewId, photos);
  });
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

/** The user's reviews by the booking they were written from, as My Bookings shows them. */
export async function ownReviews(q: Queryable, userId: number): Promise<Map<number, OwnReview>> {
  const rows = await q.orm
    .select({ reviewId: reviews.reviewId, appointmentId: reviews.appointmentId, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, ...subRatingColumns })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNotNull(reviews.appointmentId)));
  const photos = await photoPathsOf(
    q,
    rows.map((r) => r.reviewId),
  );
  return new Map(
    rows.map(({ reviewId, appointmentId, createdAt, ...r }) => [
      appointmentId!,
      { ...r, photos: photos.get(reviewId) ?? [], created_at: createdAt.toISOString(), editable_until: new Date(createdAt.getTime() + REVIEW_EDIT_MS).toISOString() },
    ]),
  );
}
