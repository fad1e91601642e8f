import { z } from "@hono/zod-openapi";
import { calendarDate, id, idList as ids, isCalendarDate, text, toId } from "./fields";
import { APPOINTMENT_STATES, END_REASONS, IDEMPOTENCY_KEY_PATTERN } from "../booking";

export const MESSAGES = {
  slotRequired: "Please select a time slot.",
  missingInfo: "Missing required booking information. Please try again.",
  invalidProvider: "Invalid provider ID.",
  pastSlot: "This time slot has already passed. Please choose a later one.",
  unknownSlot: "This provider does not take bookings at that time. Please choose another slot.",
  slotFull: "This time slot was just taken. Please choose another one.",
  badDate: "Date input not valid.",
  tooFar: "Bookings open up to 90 days ahead. Please choose an earlier date.",
  badServices: "Some services in your cart are no longer offered by this provider. Please review your cart.",
  minimum: "Please add 600rs worth of services to proceed to the checkout.",
  imageType: "Please upload an image file (JPEG, PNG, GIF or WebP).",
  imageSize: "The photo is too large. Please choose one under 5 MB.",
  created: "Appointment requested. Waiting for the provider to confirm.",
  invalidOtp: "Invalid OTP. Please try again.",
  otpLocked: "Too many wrong codes. Please cancel and book again.",
  notAccepted: "The provider has not accepted this appointment yet.",
  expired: "The provider did not confirm in time, so this request was cancelled.",
  confirmed: "Appointment confirmed.",
  alreadyOpen: (id: number) => `You already have a booking in progress (#${id}). Continue with it or cancel it before booking another.`,
  cancelled: "Appointment cancelled.",
  cannotCancel: "This appointment can no longer be cancelled here.",
  providerCancelled: "Appointment was cancelled by the service provider",
} as const;

const digits = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .regex(/^\d+$/, message)
    .refine((v) => toId(v) !== undefined, message);
const idList = (message: string) => ids(message);
/** "" (not given) or an id. */
const optionalDigits = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, message)
    .refine((v) => /^0*$/.test(v) || toId(v) !== undefined, message); // "" and "0": not given

export const BookNowForm = z
  .object({
    user_id: digits(MESSAGES.missingInfo),
    provider_id: z
      .string({ required_error: MESSAGES.missingInfo })
      .trim()
      .min(1, MESSAGES.missingInfo)
      .regex(/^\d+$/, MESSAGES.invalidProvider)
      .refine((v) => toId(v) !== undefined, MESSAGES.invalidProvider),
    branch_id: optionalDigits("Invalid branch ID.").optional(),
    service_ids: idList(MESSAGES.missingInfo),
    appointment_date: z
      .string({ required_error: MESSAGES.badDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.badDate)
      .refine(isCalendarDate, MESSAGES.badDate),
    appointment_time: text({ required_error: MESSAGES.slotRequired }).trim().min(1, MESSAGES.slotRequired),
    quantity: z
      .string({ required_error: "Quantities must be whole numbers." })
      .trim()
      .regex(/^\d{1,6}(\s*,\s*\d{1,6})*$/, "Quantities must be whole numbers.")
      .optional(),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, "Invalid booking form. Please try again.").optional().openapi({
      description: "A key the booking form carries: the same key twice (a double tap, a retry) gives the same appointment.",
    }),
    reference_image: z.any().optional().openapi({ type: "string", format: "binary", description: "Optional photo: JPEG, PNG, GIF or WebP, up to 5 MB" }),
  })
  .openapi("BookNowForm");
export type BookNowForm = z.infer<typeof BookNowForm>;

export const BookNowResponse = z.object({
  status: z.literal("success"),
  message: z.string(),
  appointment_id: z.number().int(),
  status_id: z.number().int(),
  state: z.enum(APPOINTMENT_STATES),
  expires_in: z.number().int().openapi({ description: "Seconds left to enter the provider's code" }),
});

export const SlotsQuery = z.object({
  provider_id: id(MESSAGES.invalidProvider),
  branch_id: optionalDigits("Invalid branch ID.").optional(),
  appointment_date: calendarDate(MESSAGES.badDate).optional(),
});

export const SlotsItem = z
  .object({
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    available_slots: z.array(z.string()).openapi({ description: "First element: comma-separated times, e.g. '9:30 AM,10:00 AM'" }),
    appointment_date: z.string().openapi({ description: "The date these flags are for (YYYY-MM-DD, India)" }),
    min_date: z.string().openapi({ description: "The first bookable date: today in India" }),
    max_date: z.string().openapi({ description: "The last bookable date (90 days ahead)" }),
    full_slots: z.array(z.string()).openapi({ description: "Slots already fully booked on appointment_date" }),
    past_slots: z.array(z.string()).openapi({ description: "Slots at or before the current time on appointment_date" }),
    free_cancel_until: z.record(z.string(), z.string()).openapi({
      description: "For each slot, when cancelling a booking at it stops being free (ISO instant, 3 hours before it starts)",
      example: { "9:30 AM": "2026-12-14T01:00:00.000Z" },
    }),
    closed: z.enum(["day_off", "closed_weekday"]).nullable().openapi({ description: "Why the date has no slots: a day off the provider set, or a weekday the branch is closed; null otherwise" }),
    day_off_note: z.string().nullable().openapi({ description: "The provider's note on a day off (may be empty); null on other days" }),
  })
  .openapi("TimeSlots");

export const AppointmentIdQuery = z.object({ appointment_id: id("Appointment ID is missing. Please start over.") });
export const AppointmentIdBody = z.object({ appointment_id: id("Appointment ID is missing. Please start over.") });
export const AppointmentIdPath = z.object({ id: id("Failed to fetch appointment details") });

export const StatusResponse = z
  .object({
    status: z.literal("success"),
    appointment_id: z.number().int(),
    provider_id: z.number().int(),
    provider_name: z.string(),
    branch_name: z.string(),
    status_id: z.number().int().openapi({ description: "0 requested, 1 accepted, 6 code entered (awaiting payment), 2 scheduled (paid), 3 in progress, 4 cancelled, 5 completed" }),
    state: z.enum(APPOINTMENT_STATES).openapi({ description: "The state name of status_id (docs/booking-lifecycle.md)" }),
    end_reason: z.enum(END_REASONS).nullable().openapi({ description: "Why a cancelled appointment ended" }),
    cancellation_message: z.string().nullable().openapi({ description: "The words for how it ended (status 4)" }),
    cancelled_by: z.enum(["user", "provider", "system"]).nullable().openapi({ description: "Who cancelled (status 4): the customer, the provider, or the API when time ran out" }),
    code_entered: z.boolean(),
    expires_in: z.number().int().openapi({ description: "Seconds left in the current stage: to enter the code (0, 1) or to pay (6); else 0" }),
    attempts_left: z.number().int().openapi({ description: "Wrong provider codes still allowed" }),
  })
  .openapi("AppointmentStatus");

export const VerifyOtpBody = AppointmentIdBody.extend({
  otp: z
    .union([text(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{4}$/, "OTP must be 4 digits")),
});

export const CancelBody = AppointmentIdBody.extend({
  cancellation_message: text().trim().max(300).optional(),
});

export const Quote = z
  .object({
    subtotal: z.number(),
    discount: z.number(),
    grand_total: z.number().openapi({ description: "Subtotal less the discount" }),
    cgst: z.number(),
    sgst: z.number(),
    total: z.number().openapi({ description: "What is paid: the grand total plus both taxes" }),
    coupon_code: z.string().nullable(),
    coupon_error: z.string().nullable().openapi({ description: "Why the coupon asked for does not apply (then no discount)" }),
  })
  .openapi("Quote", { description: "The booking's money, decided by the API: the paid figures once paid, else a quote (with coupon_code when asked)." });
export type Quote = z.infer<typeof Quote>;

export const DetailsQuery = z.object({
  coupon_code: text().trim().max(40).optional().openapi({ description: "Quote with this coupon (awaiting payment only)" }),
});

export const AppointmentDetails = z
  .object({
    status: z.literal("success"),
    appointment_id: z.number().int(),
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    provider_name: z.string(),
    branch_name: z.string(),
    service_type_id: z.number().int(),
    appointment_date: z.string(),
    appointment_time: z.string(),
    address: z.string().openapi({ description: "The branch's address (for a home service, the professional comes to the customer)" }),
    status_id: z.number().int(),
    state: z.enum(APPOINTMENT_STATES),
    end_reason: z.enum(END_REASONS).nullable(),
    cancellation_message: z.string().nullable(),
    expires_in: z.number().int().openapi({ description: "Seconds left in the current stage (see AppointmentStatus)" }),
    free_cancel_until: z.string().nullable().openapi({ description: "When cancelling stops being free by the clock (ISO instant, 3 hours before the start); null when it cannot be cancelled" }),
    cancel_fee_now: z
      .number()
      .nullable()
      .openapi({ description: "The fee if the customer cancelled now (0 = free: before free_cancel_until, no stylist yet, or nothing paid); null when it cannot be cancelled" }),
    cancel_fee_once_paid: z.number().openapi({ description: "The late-cancellation fee on this booking's total once paid (10 %, at most ₹250)" }),
    quote: Quote,
    payment: z.object({ payment_id: z.number().int(), total: z.number(), paid_at: z.string() }).nullable(),
    services: z.array(
      z.object({
        service_id: z.number().int(),
        servicename: z.string(),
        servicedesc: z.string(),
        price: z.number(),
        image: z.string().nullable(),
        service_time: z.string(),
        quantity: z.number().int(),
        line_total: z.number().openapi({ description: "price × quantity, decided by the API" }),
        category_name: z.string(),
      }),
    ),
  })
  .openapi("AppointmentDetails");
export type AppointmentDetails = z.infer<typeof AppointmentDetails>;
export type AppointmentStatus = z.infer<typeof StatusResponse>;
export type SlotsItem = z.infer<typeof SlotsItem>;
