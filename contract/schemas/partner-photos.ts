import { z } from "@hono/zod-openapi";
import { id } from "./fields";
import { PROVIDER_PHOTO_MAX_EDGE_PX, PROVIDER_PHOTOS_MAX } from "../partner";

/** The provider's gallery in the console (issue 28, item 5; decision 0047). */
export const PHOTO_MESSAGES = {
  added: "Photo added. Customers see it now.",
  removed: "Photo removed.",
} as const;

const PartnerPhoto = z
  .object({
    photo_id: z.number().int(),
    image: z.string().openapi({ description: "The photo's address: /api/provider-photos/<id>/ when uploaded, else the picture it was given", example: "/api/provider-photos/7/" }),
    service_name: z.string(),
    uploaded: z.boolean().openapi({ description: "Uploaded from the console (a JPEG the API made), not given by address" }),
  })
  .openapi("PartnerPhoto");

export const PartnerPhotosResponse = z
  .object({
    status: z.literal("success"),
    data: z.array(PartnerPhoto).openapi({ description: "The gallery in the order customers see it: oldest first" }),
    max: z.number().int().openapi({ description: "The most photos a gallery holds", example: PROVIDER_PHOTOS_MAX }),
  })
  .openapi("PartnerPhotosResponse");

export const PhotoAdded = z.object({ status: z.literal("success"), message: z.string(), photo: PartnerPhoto }).openapi("PartnerPhotoAdded");

export const PhotoUploadForm = z
  .object({
    photo: z
      .any()
      .optional()
      .openapi({
        type: "string",
        format: "binary",
        description: `One photo: JPEG, PNG, GIF or WebP, up to 5 MB; stored as a JPEG of at most ${PROVIDER_PHOTO_MAX_EDGE_PX} px a side without its metadata (no location)`,
      }),
  })
  .openapi("PartnerPhotoUpload");

export const PhotoParams = z.object({ photo_id: id("Invalid photo ID.").openapi({ param: { name: "photo_id", in: "path" } }) });
