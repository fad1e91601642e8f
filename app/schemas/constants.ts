import { PHOTO_UPLOAD_MAX_MB } from "../../contract/booking";
/**
 * The forms' words and choices, without zod: components import them from here, so no schema
 * (and no zod) reaches the browser (docs/decisions/0011).
 */
import { SERVICE_TYPE, SERVICE_TYPE_NAME } from "../../contract/catalog";

export const BOOKING_MESSAGES = {
  slot: "Please select a time slot.",
  missing: "Missing required booking information. Please try again.",
  failed: "Booking failed. Please try again.",
  date: "Date input not valid.",
  code: "Please enter a valid 4-digit OTP.",
  photoTooLarge: `The photo is too large. Please choose one under ${PHOTO_UPLOAD_MAX_MB} MB.`,
  photoUnreadable: "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image.",
  photoBusy: "Many photos are being sent right now. Please try again in a minute.",
} as const;

export const CHECKOUT_MESSAGES = {
  invalidCoupon: "Invalid coupon code",
  missingAppointment: "Appointment ID is missing. Please start over.",
  invalidTotal: "Invalid total amount. Please review your cart.",
  failed: "Checkout failed. Please try again.",
  unexpected: "An unexpected error occurred during checkout.",
} as const;

export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email.",
  failed: "Error submitting the email. Please try again.",
  done: "Email Submitted Successfully",
} as const;

export const CANCEL_REASONS = ["Personal Reasons", "Scheduling Conflict", "Emergency", "Other"] as const;

/** 'YYYY-MM-DD' (date input) -> 'DD-MM-YYYY' (the API) and back. */
export const toApiDate = (iso: string) => (iso ? iso.split("-").reverse().join("-") : "");
export const fromApiDate = (dmy: string | null | undefined) => (dmy && /^\d{2}-\d{2}-\d{4}$/.test(dmy) ? dmy.split("-").reverse().join("-") : "");

/** The search's service-type choices, in the spec's order (Home Services first). */
export const SERVICE_TYPES = [SERVICE_TYPE.freelancer, SERVICE_TYPE.salon].map((id) => ({ id, name: SERVICE_TYPE_NAME[id] }));
