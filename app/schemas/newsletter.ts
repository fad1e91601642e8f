import { z } from "zod";
import { NEWSLETTER_MESSAGES } from "./constants";

/** The footer's newsletter sign-up. */
export const newsletterSchema = z.object({
  email: z.string({ required_error: NEWSLETTER_MESSAGES.invalid }).trim().email(NEWSLETTER_MESSAGES.invalid),
});

export { NEWSLETTER_MESSAGES };
