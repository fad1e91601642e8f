import { z } from "zod";
import { CANCEL_REASONS } from "./constants";

/** Cancelling from a booking's link: the booking is the link's, so only the reason is sent. */
export const linkCancelSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: "Reason is required" }) }),
});
