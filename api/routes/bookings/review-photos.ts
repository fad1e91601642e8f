import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { reviewPhotos, reviews } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { imageTurns, MAX_IMAGE_BYTES, toSmallJpeg, type SmallJpeg } from "../../lib/image";
import { REVIEW_PHOTO_FIELD, REVIEW_PHOTO_MAX_EDGE_PX, REVIEW_PHOTOS_MAX, reviewPhotoPath } from "../../../contract/review";
import { ERROR_MESSAGES } from "../../../contract/errors";

const refuse = (code: "image_too_large" | "image_type" | "too_many_photos") => badRequest(code, undefined, { [REVIEW_PHOTO_FIELD]: [ERROR_MESSAGES[code]] });

/**
 * The photos sent with a review, each checked (a JPEG, PNG, GIF or WebP by its bytes, at most
 * MAX_IMAGE_BYTES) and re-made here as a JPEG of at most REVIEW_PHOTO_MAX_EDGE_PX a side without
 * its metadata, whatever the browser did. An empty file part (a file input left empty) is no photo.
 * Undefined when none were sent.
 */
export async function readReviewPhotos(sent: unknown): Promise<SmallJpeg[] | undefined> {
  const parts = (Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).filter((p) => !(p instanceof File && p.size === 0));
  if (parts.length === 0) return undefined;
  if (parts.length > REVIEW_PHOTOS_MAX) throw refuse("too_many_photos");
  if (parts.some((p) => !(p instanceof File))) throw refuse("image_type");
  const files = parts as File[];
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw refuse("image_too_large");
  const made: SmallJpeg[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const photo = await imageTurns(() => toSmallJpeg(bytes, bytes, REVIEW_PHOTO_MAX_EDGE_PX));
    if (photo === "too_large") throw refuse("image_too_large");
    if (photo === "unreadable") throw refuse("image_type");
    made.push(photo);
  }
  return made;
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
