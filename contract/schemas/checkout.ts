import { z } from "@hono/zod-openapi";
import { finiteNumber, id, text } from "./fields";

export const MESSAGES = {
  missingAppointment: "Appointment ID is missing. Please start over.",
  invalidAmount: "Invalid total amount. Please review your cart.",
  invalidCoupon: "Invalid coupon code",
  couponUsed: "You have already used this coupon.",
  firstBookingOnly: "This coupon is for your first booking only.",
  amountMismatch: "The amount does not match your cart. Please review your cart.",
  codeNotEntered: "Please enter the provider's code before paying.",
  alreadyPaid: "This booking is already paid.",
  paid: "Payment successful. Your booking is confirmed.",
  cancelled: "This booking has been cancelled.",
} as const;

export const minOrderMessage = (min: string) => `This coupon needs a minimum order of ${min}.`;

/** A positive whole id; anything else (missing, "", 0, "abc") fails with `message`. */
const positiveId = (message: string) => id(message);

/** Absent/empty -> 0. */
const optionalAmount = (message: string) => z.preprocess((v) => (v === undefined || v === null || v === "" ? 0 : v), finiteNumber(message, { min: 0, max: 10_000_000 }));

export const VerifyCouponBody = z
  .object({
    coupon_code: text({ message: MESSAGES.invalidCoupon }).trim().min(1, MESSAGES.invalidCoupon).max(40, MESSAGES.invalidCoupon),
    appointment_id: positiveId("Invalid appointment ID.").optional().openapi({
      description: "The discount is computed on this appointment's subtotal (default: your latest booking awaiting payment).",
    }),
  })
  .openapi("VerifyCouponRequest");

export const CouponResult = z
  .object({
    coupon_code: z.string(),
    discount_value: z.number().openapi({ description: "Rupees off, to the paisa." }),
    description: z.string(),
  })
  .openapi("CouponResult");
export type CouponResult = z.infer<typeof CouponResult>;

export const VerifyCouponResponse = z.object({ status: z.literal("success"), data: CouponResult });
export type VerifyCouponResponse = z.infer<typeof VerifyCouponResponse>;

export const CheckoutBody = z
  .object({
    appointment_id: positiveId(MESSAGES.missingAppointment),
    amount: finiteNumber(MESSAGES.invalidAmount, { min: 0.01, max: 10_000_000 }).openapi({
      description: "The total the customer saw (taxes included); must equal the server's figure to the paisa.",
    }),
    coupon_code: z.string().trim().max(40, MESSAGES.invalidCoupon).nullish(),
    coupon_amount: optionalAmount(MESSAGES.invalidCoupon).optional(),
  })
  .openapi("CheckoutRequest");
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CheckoutResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    payment_id: z.number().int(),
    amount: z.number(),
  })
  .openapi("CheckoutResponse");
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
