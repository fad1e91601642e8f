import { z } from "@hono/zod-openapi";

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
  cancelled: "Appointment cancelled.",
  cannotCancel: "This appointment can no longer be cancelled here.",
  providerCancelled: "Appointment was cancelled by the service provider",
} as const;

const digits = (message: string) => z.string({ required_error: message }).trim().regex(/^\d+$/, message);
const idList = (message: string) => z.string({ required_error: message }).trim().regex(/^\d+(\s*,\s*\d+)*$/, message);

export const BookNowForm = z
  .object({
    user_id: digits(MESSAGES.missingInfo),
    provider_id: z.string({ required_error: MESSAGES.missingInfo }).trim().min(1, MESSAGES.missingInfo).regex(/^\d+$/, MESSAGES.invalidProvider),
    branch_id: z.string().trim().regex(/^\d*$/, "Invalid branch ID.").optional(),
    service_ids: idList(MESSAGES.missingInfo),
    appointment_date: z.string({ required_error: MESSAGES.badDate }).regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.badDate),
    appointment_time: z.string({ required_error: MESSAGES.slotRequired }).trim().min(1, MESSAGES.slotRequired),
    quantity: idList("Quantities must be whole numbers.").optional(),
    reference_image: z.any().optional().openapi({ type: "string", format: "binary", description: "Optional photo: JPEG, PNG, GIF or WebP, up to 5 MB" }),
  })
  .openapi("BookNowForm");
export type BookNowForm = z.infer<typeof BookNowForm>;

export const BookNowResponse = z.object({
  status: z.literal("success"),
  message: z.string(),
  appointment_id: z.number().int(),
  status_id: z.number().int(),
  expires_in: z.number().int().openapi({ description: "Seconds left to enter the provider's code" }),
});

export const SlotsQuery = z.object({
  provider_id: z.string().regex(/^\d+$/, MESSAGES.invalidProvider).transform(Number),
  branch_id: z.string().regex(/^\d*$/).optional(),
  appointment_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.badDate).optional(),
});

export const SlotsItem = z
  .object({
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    available_slots: z.array(z.string()).openapi({ description: "First element: comma-separated times, e.g. '9:30 AM,10:00 AM'" }),
    full_slots: z.array(z.string()).openapi({ description: "Slots already fully booked on appointment_date" }),
  })
  .openapi("TimeSlots");

export const AppointmentIdQuery = z.object({ appointment_id: z.string().regex(/^\d+$/, "Appointment ID is missing. Please start over.").transform(Number) });
export const AppointmentIdBody = z.object({ appointment_id: z.coerce.number({ invalid_type_error: "Appointment ID is missing. Please start over." }).int().positive() });

export const StatusResponse = z
  .object({
    status: z.literal("success"),
    appointment_id: z.number().int(),
    status_id: z.number().int().openapi({ description: "0 waiting, 1 accepted, 2 scheduled, 3 in progress, 4 cancelled, 5 completed" }),
    cancellation_message: z.string().nullable(),
    cancelled_by: z.enum(["user", "provider", "system"]).nullable().openapi({ description: "Who cancelled (status 4): the customer, the provider, or the API when the code was not entered in time" }),
    code_entered: z.boolean(),
    expires_in: z.number().int(),
  })
  .openapi("AppointmentStatus");

export const VerifyOtpBody = AppointmentIdBody.extend({
  otp: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{4}$/, "OTP must be 4 digits")),
});

export const CancelBody = AppointmentIdBody.extend({
  cancellation_message: z.string().trim().max(300).optional(),
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
    status_id: z.number().int(),
    services: z.array(
      z.object({
        service_id: z.number().int(),
        servicename: z.string(),
        servicedesc: z.string(),
        price: z.number(),
        image: z.string().nullable(),
        service_time: z.string(),
        quantity: z.number().int(),
        category_name: z.string(),
      }),
    ),
  })
  .openapi("AppointmentDetails");
export type AppointmentDetails = z.infer<typeof AppointmentDetails>;
