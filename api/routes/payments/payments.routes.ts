import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireProvider, requireUser } from "../../lib/auth";
import { AppointmentIdBody, GATEWAY_SIGNATURE_HEADER, MESSAGES, PaymentOptionsResponse, PaymentQuery, PaymentResponse } from "../../../contract/schemas/payments";
import { chooseVenue, paymentView, recordVenuePayment, requestUpi, takeGatewayEvent, upiAvailable } from "./payments.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

const customer = { tags: ["Payments"], security: [{ Bearer: [] }], middleware: [requireUser] as [typeof requireUser] };
const errors = {
  400: error("Missing appointment, or a booking that cannot be paid"),
  401: error("Not logged in"),
  403: error("Another user's appointment"),
  404: error("Unknown appointment"),
  409: error("Already paid"),
};

router.openapi(
  createRoute({
    method: "get",
    path: "/api/payment-options/",
    tags: ["Payments"],
    security: [],
    summary: "Which payment methods can be offered at checkout",
    responses: { 200: json(PaymentOptionsResponse, "Options") },
  }),
  (c) => c.json({ status: "success" as const, data: { upi: upiAvailable(c.var.deps.config) } }, 200),
);

router.openapi(
  createRoute({
    ...customer,
    method: "get",
    path: "/api/payment/",
    summary: "A booking's payment: method, state and the open UPI request",
    request: { query: PaymentQuery },
    responses: { 200: json(PaymentResponse, "The payment"), ...errors },
  }),
  async (c) => {
    const data = await paymentView(c.var.deps, c.req.valid("query").appointment_id, { userId: c.var.userId });
    c.header("Cache-Control", "private, no-store");
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    ...customer,
    method: "post",
    path: "/api/payment/upi/",
    summary: "Open a new UPI payment request for a confirmed booking (the earlier one is withdrawn)",
    request: { body: jsonBody(AppointmentIdBody) },
    responses: { 200: json(PaymentResponse, "The payment, with its new UPI request"), ...errors },
  }),
  async (c) => {
    const data = await requestUpi(c.var.deps, c.var.userId, c.req.valid("json").appointment_id);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    ...customer,
    method: "post",
    path: "/api/payment/venue/",
    summary: "Pay at the venue instead: an open UPI request is withdrawn",
    request: { body: jsonBody(AppointmentIdBody) },
    responses: { 200: json(PaymentResponse, "The payment"), ...errors },
  }),
  async (c) => {
    const data = await chooseVenue(c.var.deps, c.var.userId, c.req.valid("json").appointment_id);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/provider-api/venue-payment-received/",
    tags: ["Provider"],
    security: [{ ProviderKey: [] }],
    middleware: [requireProvider] as const,
    summary: "The customer paid at the venue",
    request: { body: jsonBody(AppointmentIdBody) },
    responses: { 200: json(PaymentResponse, "The payment, paid at the venue"), ...errors },
  }),
  async (c) => {
    const data = await recordVenuePayment(c.var.deps, c.var.providerId, c.req.valid("json").appointment_id);
    return c.json({ status: "success" as const, message: MESSAGES.venuePaymentRecorded, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/payment/gateway-callback/",
    tags: ["Payments"],
    security: [{ GatewaySignature: [] }],
    summary: "The payment gateway's signed notice that a UPI request was paid or failed",
    description:
      "Body: a GatewayEvent as JSON. Header `X-Gateway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>` with the shared secret. A bad signature or a time more than 5 minutes off is refused (401), a replayed event id (409), an amount other than the request's (400).",
    responses: {
      200: json(z.object({ status: z.literal("success"), message: z.string(), result: z.enum(["paid", "failed", "already-paid"]) }), "Taken"),
      400: error("Invalid event, or an amount that does not match"),
      401: error("Bad signature, or too old"),
      404: error("Unknown reference"),
      409: error("Replayed event"),
    },
  }),
  async (c) => {
    // The signature covers the body exactly as sent: read it raw, before anything parses it.
    const result = await takeGatewayEvent(c.var.deps, await c.req.text(), c.req.header(GATEWAY_SIGNATURE_HEADER));
    return c.json({ status: "success" as const, message: MESSAGES.eventRecorded, result }, 200);
  },
);
