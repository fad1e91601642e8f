import { z } from "@hono/zod-openapi";
import { PartnerRequest } from "./partner";
import { APPOINTMENT_STATES, END_REASONS } from "../booking";

export const RequestLinkParams = z.object({
  // Checked by the API, not here: anything that is not a good token is the same 404 (and counts as a guess).
  token: z
    .string()
    .max(160)
    .openapi({ param: { name: "token", in: "path" }, example: "1k.3.s3f0a1.mJ2v9yQk3uG0cVfEoTzK7w" }),
});

const LinkedRequest = PartnerRequest.extend({
  state: z.enum(APPOINTMENT_STATES).openapi({ description: "requested with seconds_left 0: out of time, not yet ended by the clock" }),
  end_reason: z.enum(END_REASONS).nullable(),
  member_name: z.string().openapi({ description: "The team member the link was sent to, who acts by it" }),
  link_expires_at: z.string().openapi({ description: "ISO instant after which this link stops working" }),
}).openapi("PartnerLinkedRequest");

export const LinkedRequestResponse = z.object({ status: z.literal("success"), data: LinkedRequest }).openapi("PartnerLinkedRequestResponse");
