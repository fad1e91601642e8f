import { z } from "zod";

export const BOOKING_MESSAGES = {
  slot: "Please select a time slot.",
  missing: "Missing required booking information. Please try again.",
  failed: "Booking failed. Please try again.",
  date: "Date input not valid.",
  code: "Please enter a valid 4-digit OTP.",
} as const;

/** /DateTime's Confirm: a date and a slot (the photo is checked by the API, by its bytes). */
export const bookingSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.date),
  slot: z.string().trim().min(1, BOOKING_MESSAGES.slot),
});

/** The provider's 4-digit code in the Awaiting Confirmation sheet. */
export const codeSchema = z.object({ otp: z.string().regex(/^\d{4}$/, BOOKING_MESSAGES.code) });
