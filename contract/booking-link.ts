import { ERROR_MESSAGES } from "./errors";

/** Booking links' constants and words, shared by the app and the API (no zod: safe in the browser bundle). */

/** A booking link works until this many days after the appointment's day (IST). */
export const BOOKING_LINK_DAYS_AFTER = 30;
/** Failed link lookups one client may make in BOOKING_LINK_GUESS_WINDOW_MS before it is refused. */
export const BOOKING_LINK_GUESSES = 20;
export const BOOKING_LINK_GUESS_WINDOW_MS = 3600_000;
/** The page a booking link opens: /Booking/<token>. */
export const bookingLinkPath = (token: string) => `/Booking/${token}`;

/** `<appointment id, base 36>.<issued at, seconds, base 36>.<signature, base64url>`. */
export const BOOKING_LINK_TOKEN = /^[0-9a-z]{1,12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22,64}$/;

export const MESSAGES = {
  linkInvalid: ERROR_MESSAGES.booking_link_invalid,
  loggedOutEverywhere: "You have been logged out on every device, and earlier booking links no longer work.",
} as const;
