import { createRoute, z } from "@hono/zod-openapi";
import { AppointmentIdBody, PaymentOptionsResponse, PaymentQuery, PaymentResponse } from "../schemas/payments";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

const customer = { tags: ["Payments"], security: [{ Bearer: [] }] };
const errors = {
  400: error("Missing appointment, or a booking that cannot be paid"),
  401: error("Not logged in"),
  403: error("Another user's appointment"),
  404: error("Unknown appointment"),
  409: error("Already paid"),
};

export const paymentOptions = createRoute({
  method: "get",
  path: "/api/payment-options/",
  tags: ["Payments"],
  security: [],
  summary: "Which payment methods can be offered at checkout",
  responses: { 200: json(PaymentOptionsResponse, "Options") },
});

export const payment = createRoute({
  ...customer,
  method: "get",
  path: "/api/payment/",
  summary: "A booking's payment: method, state and the open UPI request",
  request: { query: PaymentQuery },
  responses: { 200: json(PaymentResponse, "The payment"), ...errors },
});

export const paymentUpi = createRoute({
  ...customer,
  method: "post",
  path: "/api/payment/upi/",
  summary: "Open a new UPI payment request for a confirmed booking (the earlier one is withdrawn)",
  request: { body: jsonBody(AppointmentIdBody) },
  responses: { 200: json(PaymentResponse, "The payment, with its new UPI request"), ...errors },
});

export const paymentVenue = createRoute({
  ...customer,
  method: "post",
  path: "/api/payment/venue/",
  summary: "Pay at the venue instead: an open UPI request is withdrawn",
  request: { body: jsonBody(AppointmentIdBody) },
  responses: { 200: json(PaymentResponse, "The payment"), ...errors },
});

export const venuePaymentReceived = createRoute({
  method: "post",
  path: "/provider-api/venue-payment-received/",
  tags: ["Provider"],
  security: [{ ProviderKey: [] }],
  summary: "The customer paid at the venue",
  request: { body: jsonBody(AppointmentIdBody) },
  responses: { 200: json(PaymentResponse, "The payment, paid at the venue"), ...errors },
});

export const paymentGatewayCallback = createRoute({
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
});
