import { z } from "zod";

export const CHECKOUT_MESSAGES = {
  invalidCoupon: "Invalid coupon code",
  missingAppointment: "Appointment ID is missing. Please start over.",
  invalidTotal: "Invalid total amount. Please review your cart.",
  failed: "Checkout failed. Please try again.",
} as const;

export const couponSchema = z.object({
  code: z.string().trim().min(1, CHECKOUT_MESSAGES.invalidCoupon).max(40, CHECKOUT_MESSAGES.invalidCoupon).transform((c) => c.toUpperCase()),
});
