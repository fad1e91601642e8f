import { z } from "@hono/zod-openapi";
import { calendarDate, finiteNumber, id, text } from "./fields";
import { APPOINTMENT_STATES, END_REASONS } from "../booking";
import { PAYMENT_METHODS, PAYMENT_STATES } from "../payment";
import { Payment } from "./payments";

/** The console's schedule (issue 28, item 3): its words and limits. */
const SCHEDULE_MAX_DAYS = 7;
/** The longest cancel reason a provider may write (the customer reads it). */
const CANCEL_REASON_MAX = 300;

/** What a provider may do to an appointment on the schedule now (the page offers these as buttons). */
const SCHEDULE_ACTIONS = ["start", "complete", "venue_payment", "cancel", "no_show"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const SCHEDULE_MESSAGES = {
  started: "Marked as started.",
  completed: "Marked as completed.",
  venuePaid: "Payment at the venue recorded.",
  cancelled: "Booking cancelled. The customer has been told why, and anything paid by UPI is refunded.",
  noShow: "Marked as a no-show. The late-cancellation fee is kept from a UPI payment and the rest refunded.",
  reasonRequired: "Please write why you are cancelling: the customer reads it.",
  reasonTooLong: `Please keep the reason under ${CANCEL_REASON_MAX} characters.`,
  badFrom: "from must be a date YYYY-MM-DD.",
  badDays: `days must be a whole number from 1 to ${SCHEDULE_MAX_DAYS}.`,
} as const;

export const ScheduleQuery = z.object({
  from: calendarDate(SCHEDULE_MESSAGES.badFrom).optional().openapi({ description: "The first day (IST), YYYY-MM-DD; today by default." }),
  days: finiteNumber(SCHEDULE_MESSAGES.badDays, { min: 1, max: SCHEDULE_MAX_DAYS, int: true }).default(1),
  branch_id: id("Invalid branch ID.").optional(),
  stylist_id: id("Invalid stylist ID.").optional(),
});

const ScheduleAppointment = z
  .object({
    appointment_id: z.number().int(),
    branch_id: z.number().int(),
    branch_name: z.string(),
    appointment_date: z.string(),
    appointment_time: z.string(),
    status_id: z.number().int(),
    state: z.enum(APPOINTMENT_STATES),
    end_reason: z.enum(END_REASONS).nullable(),
    cancellation_message: z.string().nullable().openapi({ description: "A cancelled booking: what the customer was told." }),
    customer_name: z.string().openapi({ description: "First name only." }),
    services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    amount: z.number().openapi({ description: "The bill's total once checked out, else the services' prices." }),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    payment_state: z.enum(PAYMENT_STATES).nullable().openapi({ description: "Null before checkout." }),
    paid_at_venue: z.boolean(),
    refunded: z.number().nullable(),
    cancellation_fee: z.number().nullable(),
    stylist: z.object({ stylist_id: z.number().int(), name: z.string() }).nullable(),
    actions: z.array(z.enum(SCHEDULE_ACTIONS)).openapi({ description: "What the member may do to it now." }),
  })
  .openapi("ScheduleAppointment");

export const ScheduleResponse = z
  .object({
    status: z.literal("success"),
    from: z.string(),
    days: z.number().int(),
    today: z.string().openapi({ description: "Today in India, YYYY-MM-DD." }),
    stylists: z
      .array(z.object({ stylist_id: z.number().int(), name: z.string(), branch_id: z.number().int(), retired: z.boolean() }))
      .openapi({ description: "Stylists of the branches shown, for the filter; retired ones too, for their past bookings." }),
    data: z.array(ScheduleAppointment),
  })
  .openapi("ScheduleResponse");

export const ScheduleParams = z.object({ appointment_id: id("Invalid appointment ID.").openapi({ param: { name: "appointment_id", in: "path" } }) });

export const ScheduleCancelBody = z
  .object({
    reason: text({ message: SCHEDULE_MESSAGES.reasonRequired }).trim().min(1, SCHEDULE_MESSAGES.reasonRequired).max(CANCEL_REASON_MAX, SCHEDULE_MESSAGES.reasonTooLong),
  })
  .openapi("ScheduleCancelRequest");

export const ScheduleDone = z.object({ status: z.literal("success"), message: z.string() }).openapi("ScheduleDone");

export const VenuePaymentResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    recorded: z.boolean().openapi({ description: "Whether this call recorded the payment (false: it was already paid)." }),
    data: Payment,
  })
  .openapi("ScheduleVenuePayment");
