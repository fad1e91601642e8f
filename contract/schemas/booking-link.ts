import { z } from "@hono/zod-openapi";
import { text } from "./fields";
import { CANCEL_REASONS } from "./bookings";
import { PAYMENT_STATES } from "./payments";
import { APPOINTMENT_STATES, END_REASONS } from "../booking";

export { BOOKING_LINK_DAYS_AFTER, BOOKING_LINK_GUESSES, BOOKING_LINK_GUESS_WINDOW_MS, BOOKING_LINK_TOKEN, bookingLinkPath, MESSAGES } from "../booking-link";

export const BookingLinkParams = z.object({
  // Checked by the API, not here: anything that is not a good token is the same 404 (and counts as a guess).
  token: z
    .string()
    .max(120)
    .openapi({ param: { name: "token", in: "path" }, example: "1k.s3f0a1.mJ2v9yQk3uG0cVfEoTzK7w" }),
});

export const ManagedBooking = z
  .object({
    appointment_id: z.number().int(),
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    service_type_id: z.number().int(),
    provider_name: z.string(),
    branch_name: z.string(),
    address: z.string(),
    directions_url: z.string().openapi({ description: "A maps link to the branch (its coordinates, else its address)" }),
    appointment_date: z.string().openapi({ example: "2026-12-14" }),
    appointment_time: z.string().openapi({ example: "04:30 PM" }),
    state: z.enum(APPOINTMENT_STATES),
    end_reason: z.enum(END_REASONS).nullable(),
    cancellation_message: z.string().nullable(),
    services: z.array(z.object({ service_id: z.number().int(), servicename: z.string(), quantity: z.number().int(), price: z.number(), line_total: z.number() })),
    total: z.number().openapi({ description: "What was paid, else what paying would cost now" }),
    payment_state: z.enum(PAYMENT_STATES).nullable().openapi({ description: "null: not paid, no payment started" }),
    phone_masked: z.string().openapi({ example: "+91 ••••••3210", description: "The customer's phone, all but its last 4 digits hidden" }),
    code_sent: z.boolean().openapi({ description: "The provider accepted and the confirmation code went to the customer's phone" }),
    invoice_available: z.boolean(),
    free_cancel_until: z.string().nullable(),
    cancel_fee_now: z.number().nullable().openapi({ description: "null: it can no longer be cancelled" }),
    link_expires_at: z.string().openapi({ description: "ISO instant after which this link stops working" }),
    can_report_no_show: z.boolean().openapi({ description: "From 30 minutes after the start of a booking the professional has not started" }),
    refund: z
      .object({ amount: z.number(), refunded_at: z.string().nullable().openapi({ description: "When the gateway took it; null while it is being sent" }) })
      .nullable()
      .openapi({ description: "What goes back to the customer's UPI account after a cancellation (the provider's or their own, less any fee); refunded_at null while it is being sent" }),
  })
  .openapi("ManagedBooking");
export type ManagedBooking = z.infer<typeof ManagedBooking>;

export const ManagedBookingResponse = z.object({ status: z.literal("success"), data: ManagedBooking });

export const BookingLinkCancelBody = z.object({
  reason: text()
    .trim()
    .pipe(z.enum(CANCEL_REASONS, { message: "Please choose a reason from the list." })),
});
export type BookingLinkCancelBody = z.infer<typeof BookingLinkCancelBody>;
