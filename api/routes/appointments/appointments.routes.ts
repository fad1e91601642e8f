import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { createRouter, type AppEnv } from "../../lib/context";
import { assertSelf, requireProvider, requireUser } from "../../lib/auth";
import {
  AppointmentDetails, AppointmentIdQuery, BookNowForm, BookNowResponse, CancelBody, MESSAGES, SlotsItem, SlotsQuery, StatusResponse, VerifyOtpBody,
} from "./appointments.schemas";
import { appointmentDetails, appointmentStatus, availableSlots, bookNow, cancelAppointment, verifyAppointmentOtp } from "./appointments.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

const Done = z.object({ status: z.literal("success"), message: z.string() });

router.openapi(
  createRoute({
    method: "get",
    path: "/api/available-slots/",
    tags: ["Appointments"],
    summary: "A provider's time slots (its own list or the default), and which are full on a date",
    request: { query: SlotsQuery },
    responses: { 200: json(z.array(SlotsItem), "One record for the branch"), 400: error("Invalid provider ID."), 404: error("Unknown provider") },
  }),
  async (c) => c.json(await availableSlots(c.var.deps.db, c.req.valid("query")), 200),
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
      409: error("The slot is full"),
    },
  }),
  async (c) => {
    const form = c.req.valid("form");
    assertSelf(c, form.user_id);
    const { appointmentId, expiresIn } = await bookNow(c.var.deps, c.var.userId, form);
    return c.json({ status: "success" as const, message: MESSAGES.created, appointment_id: appointmentId, status_id: 0, expires_in: expiresIn }, 201);
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
    request: { body: { content: { "application/json": { schema: VerifyOtpBody } }, required: true } },
    responses: {
      200: json(Done, "Confirmed"),
      400: error("Invalid OTP. Please try again. / not accepted yet / cancelled"),
      401: error("Not logged in"),
      403: error("Another user's appointment"),
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
    request: { body: { content: { "application/json": { schema: CancelBody } }, required: true } },
    responses: { 200: json(Done, "Cancelled"), 400: error("Cannot be cancelled now"), 401: error("No token or key"), 403: error("Not yours"), 404: error("Unknown appointment") },
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
    summary: "An appointment's provider, branch and services (for reschedule)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { params: z.object({ id: z.string().regex(/^\d+$/, "Failed to fetch appointment details").transform(Number) }) },
    responses: { 200: json(AppointmentDetails, "Details"), 401: error("Not logged in"), 403: error("Another user's appointment"), 404: error("Unknown appointment") },
  }),
  async (c) => c.json({ status: "success" as const, ...(await appointmentDetails(c.var.deps.db, c.var.userId, c.req.valid("param").id)) }, 200),
);
