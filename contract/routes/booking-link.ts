import { createRoute, z } from "@hono/zod-openapi";
import { BookingLinkCancelBody, BookingLinkParams, ManagedBookingResponse } from "../schemas/booking-link";
import { MessageResponse } from "../schemas/bookings";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

const refusals = {
  404: error("Not a valid link (forged, mistyped, or for no booking)"),
  410: error("The link has expired, or was revoked by logging out everywhere"),
  429: error("Too many failed links from this client"),
};

export const viewBooking = createRoute({
  method: "get",
  path: "/api/booking-link/{token}/",
  tags: ["Booking link"],
  // The link's token is the credential: no login.
  security: [],
  summary: "The one booking a message's link names, without logging in",
  request: { params: BookingLinkParams },
  responses: { 200: json(ManagedBookingResponse, "The booking"), ...refusals },
});

export const cancelByLink = createRoute({
  method: "post",
  path: "/api/booking-link/{token}/cancel/",
  tags: ["Booking link"],
  // The link's token is the credential: no login.
  security: [],
  summary: "Cancel the link's booking, on the same terms as My Bookings",
  request: { params: BookingLinkParams, body: jsonBody(BookingLinkCancelBody) },
  responses: { 200: json(MessageResponse, "Cancelled (the message tells whether a fee applies)"), 400: error("No reason"), 409: error("It can no longer be cancelled"), ...refusals },
});

export const reportNoShow = createRoute({
  method: "post",
  path: "/api/booking-link/{token}/no-show/",
  tags: ["Booking link"],
  // The link's token is the credential: no login.
  security: [],
  summary: "The professional did not come: from 30 minutes after the start of a booking not started, it ends, what was paid is refunded and an apology coupon given",
  request: { params: BookingLinkParams },
  responses: { 200: json(MessageResponse, "Reported (the message says the refund and the coupon)"), 409: error("Too early, started, or already ended"), ...refusals },
});

export const invoiceByLink = createRoute({
  method: "get",
  path: "/api/booking-link/{token}/invoice/",
  tags: ["Booking link"],
  // The link's token is the credential: no login.
  security: [],
  summary: "The PDF invoice of the link's booking, once paid",
  request: { params: BookingLinkParams },
  responses: {
    200: { description: "invoice_{id}.pdf", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
    ...refusals,
  },
});

export const logoutEverywhere = createRoute({
  method: "post",
  path: "/api/logout-everywhere/",
  tags: ["Auth"],
  summary: "End every login of the user and revoke the booking links sent so far",
  security: [{ Bearer: [] }],
  responses: { 200: json(MessageResponse, "Logged out everywhere"), 401: error("Not logged in") },
});
