import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { assertSelf, requireUser } from "../../lib/auth";
import { CancelBookingBody, InvoiceQuery, MESSAGES, MessageResponse, ReviewBody, UserBookingsQuery, UserBookingsResponse } from "../../../contract/schemas/bookings";
import { listUserBookings } from "./bookings.service";
import { cancelBooking } from "./cancel.service";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadInvoice } from "./invoice.service";
import { submitReview } from "./reviews.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";
import { errorField, log } from "../../../shared/log";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "get",
    path: "/api/user-bookings/",
    tags: ["My Bookings"],
    summary: "The user's bookings, latest appointment date first",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { query: UserBookingsQuery },
    responses: {
      200: json(UserBookingsResponse, "Bookings"),
      400: error("User ID is required"),
      401: error("Not logged in"),
      403: error("Another user's id"),
      500: error("Failed to fetch bookings"),
    },
  }),
  async (c) => {
    const { user_id } = c.req.valid("query");
    assertSelf(c, user_id);
    try {
      const data = await listUserBookings(c.var.deps.db, c.var.userId, c.var.deps.now());
      return c.json({ status: "success" as const, data }, 200);
    } catch (cause) {
      log.error({ err: errorField(cause) }, "[api] user-bookings");
      throw new ApiError(500, MESSAGES.fetchFailed);
    }
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/cancel-booking/",
    tags: ["My Bookings"],
    summary: "Cancel a paid booking; free more than 3 hours before or when no stylist is assigned",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(CancelBookingBody) },
    responses: {
      200: json(MessageResponse, "Cancelled (the message tells whether a fee applies)"),
      400: error("Reason is required"),
      409: error("Cannot be cancelled in its current state (state)"),
      401: error("Not logged in"),
      403: error("Another user's booking"),
      404: error("Unknown booking"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    assertSelf(c, body.user_id);
    const message = await cancelBooking(c.var.deps, c.var.userId, body);
    return c.json({ status: "success" as const, message }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/provider-api/generate-invoice-pdf/",
    tags: ["My Bookings"],
    summary: "The PDF invoice of the user's own paid booking",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
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
  }),
  async (c) => {
    const { appointment_id } = c.req.valid("query");
    const invoice = await loadInvoice(c.var.deps.db, appointment_id, c.var.userId);
    const bytes = await renderInvoicePdf(invoice);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice_${appointment_id}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/reviews/",
    tags: ["My Bookings"],
    summary: "Review a provider after a completed booking (one review per booking)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(ReviewBody) },
    responses: {
      201: json(MessageResponse, "Saved"),
      400: error("Rating is required / Comment is required / Comment must be under 500 characters / Provider ID is missing."),
      401: error("Not logged in"),
      403: error("Another user, or no completed booking with this provider"),
      404: error("No such appointment of this customer"),
      409: error("You have already reviewed this booking."),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    assertSelf(c, body.user);
    await submitReview(c.var.deps, c.var.userId, body);
    return c.json({ status: "success" as const, message: MESSAGES.reviewThanks }, 201);
  },
);
