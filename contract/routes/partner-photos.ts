import { createRoute, z } from "@hono/zod-openapi";
import { Done } from "../schemas/partner";
import { PartnerPhotosResponse, PhotoAdded, PhotoParams, PhotoUploadForm } from "../schemas/partner-photos";
import { idText } from "../schemas/fields";
import { jsonResponse as json, errorResponse as error } from "./openapi";

const tags = ["Provider console"];
const security = [{ MemberBearer: [] }];

export const partnerPhotos = createRoute({
  method: "get",
  path: "/partner-api/photos/",
  tags,
  security,
  summary: "The provider's gallery, as customers see it on the provider's page (any member)",
  responses: { 200: json(PartnerPhotosResponse, "The gallery"), 401: error("Not logged in to the console") },
});

export const addPartnerPhoto = createRoute({
  method: "post",
  path: "/partner-api/photos/",
  tags,
  security,
  summary: "Upload a photo to the provider's gallery (owner only): checked by its bytes, stored as a JPEG of at most 1280 px a side without its metadata (no location), at most 12 a provider",
  request: { body: { content: { "multipart/form-data": { schema: PhotoUploadForm } }, required: true } },
  responses: {
    201: json(PhotoAdded, "Added"),
    400: error("No photo, not a JPEG, PNG, GIF or WebP, over 5 MB or 50 megapixels, or the gallery full"),
    401: error("Not logged in to the console"),
    403: error("Not an owner"),
  },
});

export const removePartnerPhoto = createRoute({
  method: "post",
  path: "/partner-api/photos/{photo_id}/remove/",
  tags,
  security,
  summary: "Remove a photo from the provider's gallery, uploaded or given (owner only); customers no longer see it",
  request: { params: PhotoParams },
  responses: { 200: json(Done, "Removed"), 401: error("Not logged in to the console"), 403: error("Not an owner"), 404: error("No such photo of this provider") },
});

export const providerPhoto = createRoute({
  method: "get",
  path: "/api/provider-photos/{photoId}/",
  tags: ["Providers"],
  summary: "A photo a provider uploaded to their gallery (JPEG, without metadata)",
  security: [],
  request: { params: z.object({ photoId: idText("No such photo.") }) },
  responses: {
    200: { description: "The photo", content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } } },
    404: error("No such photo"),
  },
});
