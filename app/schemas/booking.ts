import { z } from "zod";
import { BOOKING_MESSAGES } from "./constants";

/** /DateTime's Confirm: a date and a slot (the photo is checked by the API, by its bytes). */
export const bookingSchema = z.object({
  date: z.string({ required_error: BOOKING_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.date),
  slot: z.string({ required_error: BOOKING_MESSAGES.slot }).trim().min(1, BOOKING_MESSAGES.slot),
});

/** The provider's 4-digit code in the Awaiting Confirmation sheet. */
export const codeSchema = z.object({
  otp: z
    .string({ required_error: BOOKING_MESSAGES.code })
    .trim()
    .regex(/^\d{4}$/, BOOKING_MESSAGES.code),
});
