/**
 * The booking part of the HTTP contract shared by the API and the web app: state names, status
 * ids, end reasons and the time limits of the lifecycle (docs/booking-lifecycle.md). Constants
 * only, no logic.
 */

/** status_id on the wire. The spec names 1 (accepted by the provider) and 4 (cancelled). */
export const STATUS = {
  requested: 0,
  accepted: 1,
  scheduled: 2,
  inProgress: 3,
  cancelled: 4,
  completed: 5,
  /** The provider's code was entered; the booking waits for payment (PAYMENT_HOLD_MINUTES). */
  awaitingPayment: 6,
} as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/** The state name the API reports beside status_id, so clients never infer it. */
export const STATE_OF_STATUS = {
  0: "requested",
  1: "accepted",
  2: "scheduled",
  3: "in_progress",
  4: "cancelled",
  5: "completed",
  6: "awaiting_payment",
} as const satisfies Record<StatusId, string>;
export type AppointmentState = (typeof STATE_OF_STATUS)[StatusId];
export const APPOINTMENT_STATES = Object.values(STATE_OF_STATUS) as [AppointmentState, ...AppointmentState[]];

/** Why a cancelled appointment ended. */
export const END_REASONS = [
  "provider_timeout", // the provider did not accept within the confirmation window
  "code_timeout", // the provider accepted, the customer did not enter the code in time
  "provider_cancelled",
  "customer_cancelled",
  "hold_expired", // the code was entered, the booking was not paid in time
  "provider_no_show", // the customer reported that the professional did not come (issue 27)
  "provider_declined", // the provider could not take the request, and said why (issue 28); not held against them
  "customer_no_show", // the customer did not come; the provider marked it from the start time on (issue 28)
] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Minutes after a booking's start from which its customer may report that the professional did not come. */
export const NO_SHOW_AFTER_MINUTES = 30;

/** Seconds from the request to the provider's code being entered (spec 02 §9: 120 s). */
export const CONFIRM_WINDOW_SECONDS = 120;
/** How long a booking whose code was entered holds its slot unpaid. */
export const PAYMENT_HOLD_MINUTES = 15;
/** Status polling interval (spec 02 §9: 5 s). */
export const POLL_SECONDS = 5;
/** Digits in the provider's appointment code (the spec's 4: it is bound to one booking and MAX_CODE_ATTEMPTS tries). */
export const APPOINTMENT_CODE_LENGTH = 4;
/** Wrong provider codes allowed per appointment. */
export const MAX_CODE_ATTEMPTS = 5;
/** How far ahead bookings open, in days. */
export const MAX_DAYS_AHEAD = 90;
/** Free cancellation more than this many hours before the service (spec 02 §1). */
export const FREE_CANCELLATION_HOURS = 3;
/** A booking form's idempotency key: letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Home services need a cart of at least this many rupees before booking; salons have no minimum (spec 01 §4). */
export const MIN_HOME_SERVICES_TOTAL = 600;
/** The late-cancellation fee: this percentage of the amount paid… */
export const CANCELLATION_FEE_PERCENT = 10;
/** …and at most this many rupees. */
export const CANCELLATION_FEE_MAX = 250;

/**
 * The booking's reference photo. The API takes up to 5 MB (MAX_IMAGE_BYTES there); the web form
 * takes a photo as a phone's camera writes it: with JavaScript the browser downscales it before
 * sending, without JavaScript the server does (server/photo-upload.ts). Either way its longest
 * side becomes at most PHOTO_MAX_EDGE_PX.
 */
export const PHOTO_UPLOAD_MAX_MB = 40;
export const PHOTO_MAX_EDGE_PX = 2048;
/** With JavaScript, a photo over this size is downscaled in the browser before it is sent. */
export const PHOTO_RESIZE_FROM_BYTES = 1024 * 1024;
/** The form field the web form's photo travels in, and the one the server adds when it had to drop it. */
export const PHOTO_FIELD = "reference_image";
export const PHOTO_PROBLEM_FIELD = "reference_image_problem";
export const PHOTO_PROBLEMS = ["too_large", "unreadable", "busy"] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];
