import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireMember, requireOwner } from "../../lib/member-auth";
import * as routes from "../../../contract/routes/partner-photos";
import { PROVIDER_PHOTOS_MAX } from "../../../contract/partner";
import { PHOTO_MESSAGES } from "../../../contract/schemas/partner-photos";
import { addPhoto, galleryOf, loadProviderPhoto, removePhoto } from "./photos.service";

/** The provider's gallery (issue 28, item 5; decision 0047): the console's, and the photos it serves to everyone. */
export const router = createRouter();

router.openapi(createRoute({ ...routes.partnerPhotos, middleware: [requireMember] as const }), async (c) =>
  c.json({ status: "success" as const, data: await galleryOf(c.var.deps.db, c.var.member.providerId), max: PROVIDER_PHOTOS_MAX }, 200),
);

// requireOwner runs before the body is read: staff never cost a turn of libvips.
router.openapi(createRoute({ ...routes.addPartnerPhoto, middleware: [requireMember, requireOwner] as const }), async (c) => {
  const photo = await addPhoto(c.var.deps, c.var.member, c.req.valid("form").photo);
  return c.json({ status: "success" as const, message: PHOTO_MESSAGES.added, photo }, 201);
});

router.openapi(createRoute({ ...routes.removePartnerPhoto, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await removePhoto(c.var.deps.db, c.var.member, c.req.valid("param").photo_id);
  return c.json({ status: "success" as const, message: PHOTO_MESSAGES.removed }, 200);
});

router.openapi(routes.providerPhoto, async (c) => {
  const image = await loadProviderPhoto(c.var.deps.db, Number(c.req.valid("param").photoId));
  // A photo's id is never reused (a removed photo is gone for good, a new one has a new id).
  return c.body(image as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
});
