import { z } from "@hono/zod-openapi";

export const CANCEL_REASONS = ["Personal Reasons", "Scheduling Conflict", "Emergency", "Other"] as const;

export const MESSAGES = {
  userRequired: "User ID is required",
  fetchFailed: "Failed to fetch bookings",
  reasonRequired: "Reason is required",
  reasonUnknown: "Please choose a reason from the list.",
  appointmentMissing: "Appointment ID is missing.",
  notCancellable: "This booking can no longer be cancelled.",
  cancelledFree: "Your booking has been cancelled. It was free of charge.",
  invoiceFailed: "Failed to download My Booking Invoice.",
  ratingRequired: "Rating is required",
  commentRequired: "Comment is required",
  commentTooLong: "Comment must be under 500 characters",
  providerMissing: "Provider ID is missing.",
  reviewNotAllowed: "You can review a provider after a completed booking.",
  alreadyReviewed: "You have already reviewed this booking.",
  reviewThanks: "Thank you for your review!",
} as const;

export const cancelledWithFeeMessage = (fee: string) =>
  `Your booking has been cancelled. A cancellation fee of ${fee} applies; the rest will be refunded within 14 days.`;

/** A positive whole id; anything else (missing, "", 0, "abc") fails with `message`. */
const positiveId = (message: string) => z.coerce.number({ message }).int(message).positive(message);

export const UserBookingsQuery = z.object({
  user_id: positiveId(MESSAGES.userRequired).openapi({ param: { name: "user_id", in: "query" }, example: 1 }),
});

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
  })
  .openapi("Booking");
export type Booking = z.infer<typeof Booking>;

export const UserBookingsResponse = z.object({ status: z.literal("success"), data: z.array(Booking) });
export type UserBookingsResponse = z.infer<typeof UserBookingsResponse>;

export const CancelBookingBody = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    appointment_id: positiveId(MESSAGES.appointmentMissing),
    reason: z
      .string({ message: MESSAGES.reasonRequired })
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
    rating: z.coerce.number({ message: MESSAGES.ratingRequired }).int(MESSAGES.ratingRequired).min(1, MESSAGES.ratingRequired).max(5, MESSAGES.ratingRequired),
    comment: z.string({ message: MESSAGES.commentRequired }).trim().min(1, MESSAGES.commentRequired).max(500, MESSAGES.commentTooLong),
    user: z.coerce.number().int().positive().optional().openapi({ description: "Must be the token's user." }),
    appointment_id: z.coerce.number().int().positive().optional().openapi({
      description: "The completed booking reviewed (default: the latest un-reviewed completed one with this provider).",
    }),
  })
  .openapi("ReviewRequest");
export type ReviewBody = z.infer<typeof ReviewBody>;
