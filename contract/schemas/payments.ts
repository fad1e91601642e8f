import { z } from "@hono/zod-openapi";
import { finiteNumber, id } from "./fields";

import { PAYMENT_METHODS, PAYMENT_STATES } from "../payment";

export { PAYMENT_METHODS, PAYMENT_STATES };

export const MESSAGES = {
  appointmentMissing: "Appointment ID is missing.",
  upiUnavailable: "UPI payments are not available right now. Please choose to pay at the venue.",
  nothingToPay: "This booking has nothing left to pay.",
  notPayable: "This booking cannot be paid now.",
  badSignature: "Invalid signature.",
  staleEvent: "This event is too old or from the future.",
  replayedEvent: "This event was already received.",
  unknownReference: "Unknown payment reference.",
  amountMismatch: "The amount does not match the payment request.",
  badEvent: "Invalid payment event.",
  eventRecorded: "Payment event recorded.",
  venuePaymentRecorded: "Payment at the venue recorded.",
} as const;

export const PaymentQuery = z.object({
  appointment_id: id(MESSAGES.appointmentMissing).openapi({ param: { name: "appointment_id", in: "query" }, example: 1 }),
});

export const AppointmentIdBody = z.object({ appointment_id: id(MESSAGES.appointmentMissing) }).openapi("PaymentAppointmentRequest");

export const UpiRequest = z
  .object({
    reference: z.string().openapi({ description: "The transaction reference (UPI 'tr'), unique to this request." }),
    url: z.string().openapi({ example: "upi://pay?pa=saaj%40hdfcbank&pn=Saaj&am=2106.00&cu=INR&tr=SJ42X7K2M9QA&tn=Saaj%20booking%2042" }),
    payee_vpa: z.string(),
    payee_name: z.string(),
    amount: z.number(),
    expires_at: z.string(),
    expires_in: z.number().int().openapi({ description: "Seconds left; 0 when the request has expired." }),
  })
  .openapi("UpiRequest");
export type UpiRequest = z.infer<typeof UpiRequest>;

export const Payment = z
  .object({
    appointment_id: z.number().int(),
    amount: z.number(),
    method: z.enum(PAYMENT_METHODS),
    state: z.enum(PAYMENT_STATES),
    paid_at: z.string().nullable(),
    upi: UpiRequest.nullable().openapi({ description: "The open or latest UPI request, when the method is UPI and it is not paid yet." }),
  })
  .openapi("Payment");
export type Payment = z.infer<typeof Payment>;

export const PaymentResponse = z.object({ status: z.literal("success"), data: Payment });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

export const PaymentOptionsResponse = z.object({
  status: z.literal("success"),
  data: z.object({ upi: z.boolean().openapi({ description: "Whether UPI can be offered (a gateway, or demo mode)." }) }),
});
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;

/**
 * What the payment gateway POSTs when a UPI request is paid or fails, signed in the
 * `X-Gateway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` header.
 */
export const GatewayEvent = z
  .object({
    event_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.badEvent),
    reference: z.string().regex(/^[A-Z0-9]{6,35}$/, MESSAGES.unknownReference),
    status: z.enum(["SUCCESS", "FAILURE"]),
    amount: finiteNumber(MESSAGES.amountMismatch, { min: 0, max: 10_000_000 }),
  })
  .openapi("GatewayEvent");
export type GatewayEvent = z.infer<typeof GatewayEvent>;

export const GATEWAY_SIGNATURE_HEADER = "x-gateway-signature";
/** How far a signed event's time may be from ours. */
export const GATEWAY_TOLERANCE_SECONDS = 300;
