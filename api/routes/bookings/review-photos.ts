import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { reviewPhotos, reviews } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { SmallJpeg } from "../../lib/image";
import { smallJpegsSent } from "../../lib/photo-parts";
import { REVIEW_PHOTO_FIELD, REVIEW_PHOTO_MAX_EDGE_PX, REVIEW_PHOTOS_MAX, reviewPhotoPath } from "../../../contract/review";
import { ERROR_MESSAGES } from "../../../contract/errors";

const refuse = (code: "image_too_large" | "image_type" | "too_many_photos") => badRequest(code, undefined, { [REVIEW_PHOTO_FIELD]: [ERROR_MESSAGES[code]] });

/** The photos sent with a review (at most REVIEW_PHOTOS_MAX), made small without metadata; undefined when none were sent. */
export async function readReviewPhotos(sent: unknown): Promise<SmallJpeg[] | undefined> {
  const made = await smallJpegsSent(sent, { max: REVIEW_PHOTOS_MAX, maxEdge: REVIEW_PHOTO_MAX_EDGE_PX, refuse: (why) => refuse(why === "too_many" ? "too_many_photos" : why) });
  return made.length ? made : undefined;
}

/** Replaces a review's photos with these (positions 1, 2, 3). */
export async function storeReviewPhotos(q: Queryable, reviewId: number, photos: SmallJpeg[]) {
  await q.orm.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (photos.length === 0) return;
  await q.orm.insert(reviewPhotos).values(photos.map((p, i) => ({ reviewId, position: i + 1, image: new Uint8Array(p.data), width: p.width, height: p.height })));
}

/** Each review's photos' addresses, in order. */
export async function photoPathsOf(q: Queryable, reviewIds: number[]): Promise<Map<number, string[]>> {
  const paths = new Map<number, string[]>();
  if (reviewIds.length === 0) return paths;
  const rows = await q.orm
    .select({ reviewId: reviewPhotos.reviewId, photoId: reviewPhotos.photoId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const r of rows) paths.set(r.reviewId, [...(paths.get(r.reviewId) ?? []), reviewPhotoPath(r.photoId)]);
  return paths;
}

/** A published review's photo. */
export async function loadReviewPhoto(q: Queryable, photoId: number): Promise<Uint8Array> {
  const [row] = await q.orm
    .select({ image: reviewPhotos.image })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.reviewId, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.photoId, photoId), eq(reviews.status, "approved")));
  if (!row) throw notFound();
  return row.image;
}
