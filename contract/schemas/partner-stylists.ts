import { z } from "@hono/zod-openapi";
import { id } from "./fields";
import { NewStylistBody } from "./partner";

/** Editing, retiring and bringing back the provider's stylists (issue 28, item 5; decision 0046). */
export const STYLIST_MESSAGES = {
  saved: "Saved. Customers see it now.",
  retired: "Retired. They are no longer offered for new requests nor shown to customers; their past bookings keep their name.",
  back: "Back at work. They are offered for new requests and shown to customers again.",
} as const;

export const StylistParams = z.object({ stylist_id: id("Invalid stylist ID.").openapi({ param: { name: "stylist_id", in: "path" } }) });

/** The same rules as adding one; the branch stays. */
export const StylistChangeBody = NewStylistBody.omit({ branch_id: true }).strict().openapi("PartnerStylistChange");
