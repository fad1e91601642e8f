import { z } from "zod";
import { CHECKOUT_MESSAGES } from "./constants";

export const couponSchema = z.object({
  code: z
    .string({ required_error: CHECKOUT_MESSAGES.invalidCoupon })
    .trim()
    .min(1, CHECKOUT_MESSAGES.invalidCoupon)
    .max(40, CHECKOUT_MESSAGES.invalidCoupon)
    .transform((c) => c.toUpperCase()),
});
