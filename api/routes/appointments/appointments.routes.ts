import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { createRouter, type AppEnv } from "../../lib/context";
import { assertSelf, requireProvider, requireUser } from "../../lib/auth";
import {
  AppointmentIdPath,
  AppointmentDetails,
  AppointmentIdQuery,
  DetailsQuery,
  BookNowForm,
  BookNowResponse,
  CancelBody,
  MESSAGES,
  SlotsItem,
  SlotsQuery,
  StatusResponse,
  VerifyOtpBody,
} from "../../../contract/schemas/appointments";
import { appointmentDetails } from "./appointment-details.service";
import { appointmentStatus, cancelAppointment, verifyAppointmentOtp } from "./appointments.service";
import { availableSlots, bookNow } from "./booking.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

const Done = z.object({ status: z.literal("success"), message: z.string() });

router.openapi(
  createRoute({
    method: "get",
    path: "/api/available-slots/",
    tags: ["Appointments"],
    security: [],
    summary: "A provider's time slots (its own list or the default) on a date (default today), which are past or full, and the booking window",
    request: { query: SlotsQuery },
    responses: { 200: json(z.array(SlotsItem), "One record for the branch"), 400: error("Invalid provider ID, or a date outside the booking window"), 404: error("Unknown provider") },
  }),
  async (c) => c.json(await availableSlots(c.var.deps, c.req.valid("query")), 200),
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/book_now/",
    tags: ["Appointments"],
    summary: "Request an appointment (multipart); the provider must accept and the code be entered within 120 s",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: { content: { "multipart/form-data": { schema: BookNowForm } }, required: true } },
    responses: {
      201: json(BookNowResponse, "Requested"),
      400: error("Missing or invalid booking information, past slot, minimum order, not an image"),
      401: error("Not logged in"),
      403: error("Another user's id"),
      404: error("Unknown provider or branch"),
      409: error("The slot is full, or the customer already has a booking in progress (appointment_id)"),
    },
  }),
  async (c) => {
    const form = c.req.valid("form");
    assertSelf(c, form.user_id);
    return c.json({ status: "success" as const, message: MESSAGES.created, ...(await bookNow(c.var.deps, c.var.userId, form)) }, 201);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/appointment/status/",
    tags: ["Appointments"],
    summary: "Poll an appointment: status_id 1 accepted, 4 cancelled (with cancellation_message)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { query: AppointmentIdQuery },
    responses: { 200: json(StatusResponse, "The status"), 401: error("Not logged in"), 403: error("Another user's appointment"), 404: error("Unknown appointment") },
  }),
  async (c) => c.json({ status: "success" as const, ...(await appointmentStatus(c.var.deps, c.var.userId, c.req.valid("query").appointment_id)) }, 200),
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/verify_otp/",
    tags: ["Appointments"],
    summary: "Enter the provider's 4-digit code (5 tries)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(VerifyOtpBody) },
    responses: {
      200: json(Done, "Confirmed (also when the right code is sent again)"),
      400: error("Invalid OTP. Please try again. (attempts_left says how many tries remain)"),
      409: error("Not accepted yet, or the appointment has ended"),
      401: error("Not logged in"),
      403: error("Another user's appointment"),
      404: error("No such appointment of this customer"),
      429: error("Too many wrong codes"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    await verifyAppointmentOtp(c.var.deps, c.var.userId, body.appointment_id, body.otp);
    return c.json({ status: "success" as const, message: MESSAGES.confirmed }, 200);
  },
);

/** The customer (Bearer token) or the provider (X-Provider-Key) may cancel. */
const customerOrProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("x-provider-key")) await requireProvider(c, next);
  else await requireUser(c, next);
};

router.openapi(
  createRoute({
    method: "post",
    path: "/provider-api/cancel-appointment/",
    tags: ["Appointments", "Provider"],
    summary: "Cancel an appointment: the customer before paying, or the provider (with a message) before it starts",
    security: [{ Bearer: [] }, { ProviderKey: [] }] as { [name: string]: string[] }[],
    middleware: [customerOrProvider] as const,
    request: { body: jsonBody(CancelBody) },
    responses: {
      200: json(Done, "Cancelled"),
      409: error("Cannot be cancelled in its current state (state)"),
      401: error("No token or key"),
      403: error("Not yours"),
      404: error("Unknown appointment"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const providerId = c.get("providerId");
    const actor = providerId ? { providerId } : { userId: c.var.userId };
    await cancelAppointment(c.var.deps, actor, body.appointment_id, body.cancellation_message);
    return c.json({ status: "success" as const, message: MESSAGES.cancelled }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/appointment_details/{id}/",
    tags: ["Appointments"],
    summary: "An appointment: provider, branch, address, date, time, state, services and money (paid figures, or a quote, with coupon_code)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { params: AppointmentIdPath, query: DetailsQuery },
    responses: { 200: json(AppointmentDetails, "Details"), 401: error("Not logged in"), 403: error("Another user's appointment"), 404: error("Unknown appointment") },
  }),
  async (c) => c.json({ status: "success" as const, ...(await appointmentDetails(c.var.deps, c.var.userId, c.req.valid("param").id, c.req.valid("query").coupon_code)) }, 200),
);
