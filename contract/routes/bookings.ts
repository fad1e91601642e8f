import { createRoute, z } from "@hono/zod-openapi";
import { CancelBookingBody, InvoiceQuery, MessageResponse, ReviewBody, UserBookingsQuery, UserBookingsResponse } from "../schemas/bookings";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

export const userBookings = createRoute({
  method: "get",
  path: "/api/user-bookings/",
  tags: ["My Bookings"],
  summary: "The user's bookings, latest appointment date first",
  security: [{ Bearer: [] }],
  request: { query: UserBookingsQuery },
  responses: {
    200: json(UserBookingsResponse, "Bookings"),
    400: error("User ID is required"),
    401: error("Not logged in"),
    403: error("Another user's id"),
    500: error("Failed to fetch bookings"),
  },
});

export const cancelBooking = createRoute({
  method: "post",
  path: "/api/cancel-booking/",
  tags: ["My Bookings"],
  summary: "Cancel a paid booking; free more than 3 hours before or when no stylist is assigned",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(CancelBookingBody) },
  responses: {
    200: json(MessageResponse, "Cancelled (the message tells whether a fee applies)"),
    400: error("Reason is required"),
    409: error("Cannot be cancelled in its current state (state)"),
    401: error("Not logged in"),
    403: error("Another user's booking"),
    404: error("Unknown booking"),
  },
});

export const generateInvoicePdf = createRoute({
  method: "get",
  path: "/provider-api/generate-invoice-pdf/",
  tags: ["My Bookings"],
  summary: "The PDF invoice of the user's own paid booking",
  security: [{ Bearer: [] }],
  request: { query: InvoiceQuery },
  responses: {
    200: {
      description: "invoice_{id}.pdf",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    400: error("Failed to download My Booking Invoice."),
    401: error("Not logged in"),
    403: error("Another user's booking"),
    404: error("Unknown booking"),
  },
});

export const reviews = createRoute({
  method: "post",
  path: "/api/reviews/",
  tags: ["My Bookings"],
  summary: "Review a provider after a completed booking (one review per booking)",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(ReviewBody) },
  responses: {
    201: json(MessageResponse, "Saved"),
    400: error("Rating is required / Comment is required / Comment must be under 500 characters / Provider ID is missing."),
    401: error("Not logged in"),
    403: error("Another user, or no completed booking with this provider"),
    404: error("No such appointment of this customer"),
    409: error("You have already reviewed this booking."),
  },
});
