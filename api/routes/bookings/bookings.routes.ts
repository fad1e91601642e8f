import { createRoute } from "@hono/zod-openapi";
import { callerLanguage } from "../../lib/languages";
import { createRouter } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { assertSelf, requireUser } from "../../lib/auth";
import { MESSAGES } from "../../../contract/schemas/bookings";
import { listUserBookings } from "./bookings.service";
import { cancelBooking } from "./cancel.service";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadInvoice } from "./invoice.service";
import { submitReview } from "./reviews.service";
import { errorField, log } from "../../../shared/log";
import * as routes from "../../../contract/routes/bookings";

export const router = createRouter();

router.openapi(createRoute({ ...routes.userBookings, middleware: [requireUser] as const }), async (c) => {
  const { user_id } = c.req.valid("query");
  assertSelf(c, user_id);
  try {
    const data = await listUserBookings(c.var.deps.db, c.var.userId, c.var.deps.now(), c.var.deps.config.confirmWindowMs, callerLanguage(c));
    return c.json({ status: "success" as const, data }, 200);
  } catch (cause) {
    log.error({ err: errorField(cause) }, "[api] user-bookings");
    throw new ApiError(500, "bookings_unavailable", MESSAGES.fetchFailed);
  }
});

router.openapi(createRoute({ ...routes.cancelBooking, middleware: [requireUser] as const }), async (c) => {
  const body = c.req.valid("json");
  assertSelf(c, body.user_id);
  const message = await cancelBooking(c.var.deps, c.var.userId, body);
  return c.json({ status: "success" as const, message }, 200);
});

router.openapi(createRoute({ ...routes.generateInvoicePdf, middleware: [requireUser] as const }), async (c) => {
  const { appointment_id } = c.req.valid("query");
  const invoice = await loadInvoice(c.var.deps.db, appointment_id, c.var.userId);
  const bytes = await renderInvoicePdf(invoice, callerLanguage(c));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="invoice_${appointment_id}.pdf"`,
    "Cache-Control": "private, no-store",
  });
});

router.openapi(createRoute({ ...routes.reviews, middleware: [requireUser] as const }), async (c) => {
  const body = c.req.valid("json");
  assertSelf(c, body.user);
  await submitReview(c.var.deps, c.var.userId, body);
  return c.json({ status: "success" as const, message: MESSAGES.reviewThanks }, 201);
});
