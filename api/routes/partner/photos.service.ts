import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import type { ConsoleMember } from "../../lib/member-auth";
import { photos } from "../../db/schema";
import { advisoryXactLock } from "../../db/locks";
import { badRequest, notFound } from "../../lib/errors";
import type { SmallJpeg } from "../../lib/image";
import { smallJpegsSent } from "../../lib/photo-parts";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { PROVIDER_PHOTO_FIELD, PROVIDER_PHOTO_MAX_EDGE_PX, PROVIDER_PHOTOS_MAX, providerPhotoPath } from "../../../contract/partner";

const refuse = (code: "image_too_large" | "image_type" | "photo_required" | "provider_photos_full") => badRequest(code, undefined, { [PROVIDER_PHOTO_FIELD]: [ERROR_MESSAGES[code]] });

/** The columns a gallery lists (never the bytes). */
const LISTED = { photo_id: photos.photoId, image: photos.image, service_name: photos.serviceName, uploaded: sql<boolean>`${photos.jpeg} IS NOT NULL` };

/** GET /partner-api/photos/: the provider's gallery, in the order customers see it. */
export async function galleryOf(q: Queryable, providerId: number) {
  return q.orm.select(LISTED).from(photos).where(eq(photos.providerId, providerId)).orderBy(asc(photos.photoId));
}

/** The photo sent (one file part), made small without its metadata, as a review's (lib/photo-parts.ts). */
async function readPhoto(sent: unknown): Promise<SmallJpeg> {
  const [photo] = await smallJpegsSent(sent, { max: 1, maxEdge: PROVIDER_PHOTO_MAX_EDGE_PX, refuse: (why) => refuse(why === "too_many" ? "image_type" : why) });
  if (!photo) throw refuse("photo_required");
  return photo;
}

/**
 * POST /partner-api/photos/ (owner only): the photo added at the end of the gallery. The count and
 * the insert happen under the provider's lock, so uploads at once never pass PROVIDER_PHOTOS_MAX.
 */
export async function addPhoto(deps: Deps, member: ConsoleMember, sent: unknown) {
  // Made small before the lock: the slow part never holds the provider's other uploads.
  const photo = await readPhoto(sent);
  return deps.db.transaction(async (tx) => {
    await advisoryXactLock(tx, `provider-photos:${member.providerId}`);
    const [{ n } = { n: 0 }] = await tx.orm.select({ n: count() }).from(photos).where(eq(photos.providerId, member.providerId));
    if (n >= PROVIDER_PHOTOS_MAX) throw refuse("provider_photos_full");
    const [row] = await tx.orm
      .insert(photos)
      .values({ providerId: member.providerId, image: "", jpeg: new Uint8Array(photo.data), width: photo.width, height: photo.height, uploadedAt: deps.now() })
      .returning({ photoId: photos.photoId });
    const image = providerPhotoPath(row!.photoId);
    await tx.orm.update(photos).set({ image }).where(eq(photos.photoId, row!.photoId));
    return { photo_id: row!.photoId, image, service_name: "", uploaded: true };
  });
}

/** POST /partner-api/photos/{id}/remove/ (owner only): another provider's photo is photo_missing. */
export async function removePhoto(q: Queryable, member: ConsoleMember, photoId: number) {
  const removed = await q.orm
    .delete(photos)
    .where(and(eq(photos.photoId, photoId), eq(photos.providerId, member.providerId)))
    .returning({ photoId: photos.photoId });
  if (removed.length === 0) throw notFound("photo_missing");
}

/** GET /api/provider-photos/{id}/: an uploaded photo's bytes, while it is in a gallery. */
export async function loadProviderPhoto(q: Queryable, photoId: number): Promise<Uint8Array> {
  const [row] = await q.orm
    .select({ jpeg: photos.jpeg })
    .from(photos)
    .where(and(eq(photos.photoId, photoId), isNotNull(photos.jpeg)));
  if (!row?.jpeg) throw notFound();
  return row.jpeg;
}
