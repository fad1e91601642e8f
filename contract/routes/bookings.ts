import { createRoute, z } from "@hono/zod-openapi";
import { CancelBookingBody, InvoiceQuery, MessageResponse, ReviewBody, UserBookingsQuery, UserBookingsResponse } from "../schemas/bookings";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";
import { idText } from "../schemas/fields";

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

/** JSON, or multipart when photos come along; checked by the route (api/routes/bookings/reviews.routes.ts). */
const reviewBody = { content: { "application/json": { schema: ReviewBody }, "multipart/form-data": { schema: ReviewBody } }, required: false };

export const reviews = createRoute({
  method: "post",
  path: "/api/reviews/",
  tags: ["My Bookings"],
  summary: "Review a provider after a completed booking (one review per booking), with optional sub-ratings and up to 3 photos",
  security: [{ Bearer: [] }],
  request: { body: reviewBody },
  responses: {
    201: json(MessageResponse, "Saved"),
    400: error("Rating is required / Comment is required / Comment must be under 500 characters / Provider ID is missing. / a sub-rating out of 1-5 / more than 3 photos / not a photo"),
    401: error("Not logged in"),
    403: error("Another user, or no completed booking with this provider"),
    404: error("No such appointment of this customer"),
    409: error("You have already reviewed this booking."),
  },
});

export const editReview = createRoute({
  method: "put",
  path: "/api/reviews/",
  tags: ["My Bookings"],
  summary: "Edit the review of a booking (appointment_id) within 30 days of writing it; photos sent replace its photos",
  security: [{ Bearer: [] }],
  request: { body: reviewBody },
  responses: {
    200: json(MessageResponse, "Saved"),
    400: error("As POST, or Appointment ID is missing."),
    401: error("Not logged in"),
    403: error("Another user's booking, or more than 30 days after the review was written"),
    404: error("No such appointment, or no review of it"),
  },
});

export const reviewPhoto = createRoute({
  method: "get",
  path: "/api/review-photos/{photoId}/",
  tags: ["Providers"],
  summary: "A photo of a published review (JPEG, without metadata)",
  security: [],
  request: { params: z.object({ photoId: idText("No such photo.") }) },
  responses: {
    200: { description: "The photo", content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } } },
    404: error("No such photo"),
  },
});
