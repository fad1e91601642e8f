import { z } from "@hono/zod-openapi";
import { finiteNumber, id, text } from "./fields";
import { APPOINTMENT_STATES, END_REASONS } from "../booking";
import { PAYMENT_STATES } from "./payments";
import { RATING_MAX, RATING_MIN, REVIEW_EDIT_DAYS, REVIEW_PHOTOS_MAX, SUB_RATINGS, type SubRating } from "../review";

export const CANCEL_REASONS = ["Personal Reasons", "Scheduling Conflict", "Emergency", "Other"] as const;

export const MESSAGES = {
  userRequired: "User ID is required",
  fetchFailed: "Failed to fetch bookings",
  reasonRequired: "Reason is required",
  reasonUnknown: "Please choose a reason from the list.",
  appointmentMissing: "Appointment ID is missing.",
  notCancellable: "This booking can no longer be cancelled.",
  cancelledFree: "Your booking has been cancelled. It was free of charge.",
  cancelledFreeRefund: "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.",
  invoiceFailed: "Failed to download My Booking Invoice.",
  ratingRequired: "Rating is required",
  commentRequired: "Comment is required",
  commentTooLong: "Comment must be under 500 characters",
  providerMissing: "Provider ID is missing.",
  reviewNotAllowed: "You can review a provider after a completed booking.",
  alreadyReviewed: "You have already reviewed this booking.",
  reviewThanks: "Thank you for your review!",
  reviewUpdated: "Your review has been updated.",
  subRatingRange: "Each detail rating is a whole number from 1 to 5.",
  tooManyPhotos: "You can add up to 3 photos.",
  reviewNotFound: "There is no review of this booking to edit.",
  editClosed: "A review can be edited for 30 days after it was written. This one can no longer be changed.",
} as const;

export const cancelledWithFeeMessage = (fee: string) => `Your booking has been cancelled. A cancellation fee of ${fee} applies; the rest will be refunded within 14 days.`;
/** A UPI payment cancelled free: all of it goes back, and the answer says how much. */
export const cancelledFreeRefundedMessage = (amount: string) => `Your booking has been cancelled. It was free of charge, and ${amount} is refunded to your UPI account.`;
/** A UPI payment cancelled late: the fee is kept and the rest goes back. */
export const cancelledWithFeeRefundedMessage = (fee: string, amount: string) => `Your booking has been cancelled. A cancellation fee of ${fee} is kept, and ${amount} is refunded to your UPI account.`;

/** A positive whole id; anything else (missing, "", 0, "abc") fails with `message`. */
const positiveId = (message: string) => id(message);

export const UserBookingsQuery = z.object({
  user_id: positiveId(MESSAGES.userRequired).openapi({ param: { name: "user_id", in: "query" }, example: 1 }),
});

/** A sub-rating: absent, null or "" (a form's "not rated") is none; otherwise a whole number 1-5. */
const subRating = z.preprocess((v) => (v === "" || v === null ? undefined : v), finiteNumber(MESSAGES.subRatingRange, { min: RATING_MIN, max: RATING_MAX, int: true }).optional());
const subRatingFields = Object.fromEntries(SUB_RATINGS.map((k) => [k, subRating])) as Record<SubRating, typeof subRating>;
/** The sub-ratings as stored and shown: null when not given. */
export const SubRatingValues = z.object(Object.fromEntries(SUB_RATINGS.map((k) => [k, z.number().int().nullable()])) as Record<SubRating, z.ZodNullable<z.ZodNumber>>);

export const OwnReview = z
  .object({
    rating: z.number().int(),
    comment: z.string(),
    ...SubRatingValues.shape,
    photos: z.array(z.string()).openapi({ description: "The photos' addresses" }),
    created_at: z.string(),
    editable_until: z.string().openapi({ description: `When editing stops (${REVIEW_EDIT_DAYS} days after it was written; ISO instant)` }),
  })
  .openapi("OwnReview");
export type OwnReview = z.infer<typeof OwnReview>;

export const Booking = z
  .object({
    id: z.number().int(),
    appointment_id: z.number().int(),
    formatted_date: z.string().openapi({ example: "22 Nov 2026" }),
    formatted_time: z.string().openapi({ example: "9:30 AM" }),
    branch_name: z.string(),
    services: z.array(z.string()),
    stylist_name: z.string().openapi({ description: "'Not assigned' when no stylist is assigned." }),
    payment_amount: z.number().openapi({ description: "The paid total, else the cart's computed total (rupees)." }),
    status_name: z.enum(["Pending", "Schedule", "Inprogress", "Cancelled", "Completed"]),
    reason: z.string().nullable(),
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    reviewed: z.boolean(),
    review: OwnReview.nullable().openapi({ description: "The customer's review of this booking, if written." }),
    state: z.enum(APPOINTMENT_STATES),
    end_reason: z.enum(END_REASONS).nullable(),
    expires_in: z.number().int().openapi({ description: "Seconds left in the current stage (to enter the code, or to pay)" }),
    free_cancel_until: z
      .string()
      .nullable()
      .openapi({ description: "When cancelling stops being free by the clock (ISO instant, 3 hours before the start); null when it cannot be cancelled", example: "2026-12-14T08:00:00.000Z" }),
    cancel_fee_now: z.number().nullable().openapi({ description: "The fee if the customer cancelled now (0 = free); null when it cannot be cancelled" }),
    payment_state: z.enum(PAYMENT_STATES).nullable().openapi({ description: "Where the bill stands; null before checkout." }),
    refund: z.object({ amount: z.number(), refunded_at: z.string().nullable() }).nullable().openapi({
      description:
        "What goes back to the customer's UPI account: all of it when the provider cancelled, what was paid less the fee when the customer cancelled late or missed it; refunded_at null while it is being sent",
    }),
  })
  .openapi("Booking");
export type Booking = z.infer<typeof Booking>;

export const UserBookingsResponse = z.object({ status: z.literal("success"), data: z.array(Booking) });
export type UserBookingsResponse = z.infer<typeof UserBookingsResponse>;

export const CancelBookingBody = z
  .object({
    user_id: id("Invalid user ID.").optional(),
    appointment_id: positiveId(MESSAGES.appointmentMissing),
    reason: text({ message: MESSAGES.reasonRequired })
      .trim()
      .min(1, MESSAGES.reasonRequired)
      .refine((v) => (CANCEL_REASONS as readonly string[]).includes(v), MESSAGES.reasonUnknown)
      .openapi({ enum: [...CANCEL_REASONS] }),
  })
  .openapi("CancelBookingRequest");
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

export const MessageResponse = z.object({ status: z.literal("success"), message: z.string() });

export const InvoiceQuery = z.object({
  appointment_id: positiveId(MESSAGES.invoiceFailed).openapi({ param: { name: "appointment_id", in: "query" }, example: 1 }),
});

export const ReviewBody = z
  .object({
    provider: positiveId(MESSAGES.providerMissing),
    rating: finiteNumber(MESSAGES.ratingRequired, { min: 1, max: 5, int: true }),
    comment: text({ message: MESSAGES.commentRequired }).trim().min(1, MESSAGES.commentRequired).max(500, MESSAGES.commentTooLong),
    user: id("Invalid user ID.").optional().openapi({ description: "Must be the token's user." }),
    appointment_id: id("Invalid appointment ID.").optional().openapi({
      description: "The completed booking reviewed (default: the latest un-reviewed completed one with this provider); required to edit.",
    }),
    ...subRatingFields,
    photos: z
      .any()
      .optional()
      .openapi({
        type: "array",
        items: { type: "string", format: "binary" },
        description: `multipart only: up to ${REVIEW_PHOTOS_MAX} photos (JPEG, PNG, GIF or WebP, 5 MB each), stored resized and without their metadata. On an edit, photos sent replace the review's; none sent keeps them.`,
      }),
  })
  .openapi("ReviewRequest");
export type ReviewBody = z.infer<typeof ReviewBody>;
