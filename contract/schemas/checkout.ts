import { z } from "@hono/zod-openapi";
import { finiteNumber, id, text } from "./fields";
import { PAYMENT_METHODS, PAYMENT_STATES, UpiRequest } from "./payments";

export const MESSAGES = {
  missingAppointment: "Appointment ID is missing. Please start over.",
  invalidAmount: "Invalid total amount. Please review your cart.",
  invalidCoupon: "Invalid coupon code",
  couponUsed: "You have already used this coupon.",
  firstBookingOnly: "This coupon is for your first booking only.",
  amountMismatch: "The amount does not match your cart. Please review your cart.",
  codeNotEntered: "Please enter the provider's code before paying.",
  alreadyPaid: "This booking is already paid.",
  confirmedUpi: "Your booking is confirmed. Please complete the UPI payment.",
  cancelled: "This booking has been cancelled.",
  invalidMethod: "Please choose how you will pay: UPI or at the venue.",
  confirmedVenue: "Your booking is confirmed. Please pay at the venue.",
  upiUnavailable: "UPI payments are not available right now. Please choose to pay at the venue.",
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
    payment_method: z
      .enum(PAYMENT_METHODS, { message: MESSAGES.invalidMethod })
      .optional()
      .openapi({ description: "UPI now (a payment request is opened), or at the venue (the default: no money is taken now)." }),
  })
  .openapi("CheckoutRequest");
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CheckoutResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    payment_id: z.number().int(),
    amount: z.number(),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_state: z.enum(PAYMENT_STATES),
    upi: UpiRequest.nullable(),
  })
  .openapi("CheckoutResponse");
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
