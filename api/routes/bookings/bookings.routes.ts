import { createRoute } from "@hono/zod-openapi";
import { callerLanguage } from "../../lib/languages";
import { createRouter } from "../../lib/context";
import { ApiError, badRequest, fromZodError } from "../../lib/errors";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { assertSelf, requireUser } from "../../lib/auth";
import { MESSAGES, ReviewBody } from "../../../contract/schemas/bookings";
import { listUserBookings } from "./bookings.service";
import { cancelBooking } from "./cancel.service";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadInvoice } from "./invoice.service";
import { editReview, submitReview } from "./reviews.service";
import { loadReviewPhoto } from "./review-photos";
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

/**
 * The review as JSON or multipart (with photos). Both are declared optional so that each validator
 * runs only on its own media type (@hono/zod-openapi runs every required one); a request with no
 * body at all reaches here with neither and is checked against the schema now.
 */
function reviewBody(c: Context<AppEnv>): ReviewBody {
  const type = c.req.header("content-type") ?? "";
  const sent: unknown = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type) ? c.req.valid("form" as never) : c.req.valid("json" as never);
  if (type) return sent as ReviewBody;
  const checked = ReviewBody.safeParse({});
  if (checked.success) return checked.data;
  const { message, fieldErrors } = fromZodError(checked.error);
  throw badRequest("invalid_request", message, fieldErrors);
}

router.openapi(createRoute({ ...routes.reviews, middleware: [requireUser] as const }), async (c) => {
  const body = reviewBody(c);
  assertSelf(c, body.user);
  await submitReview(c.var.deps, c.var.userId, body);
  return c.json({ status: "success" as const, message: MESSAGES.reviewThanks }, 201);
});

router.openapi(createRoute({ ...routes.editReview, middleware: [requireUser] as const }), async (c) => {
  const body = reviewBody(c);
  assertSelf(c, body.user);
  await editReview(c.var.deps, c.var.userId, body);
  return c.json({ status: "success" as const, message: MESSAGES.reviewUpdated }, 200);
});

router.openapi(routes.reviewPhoto, async (c) => {
  const image = await loadReviewPhoto(c.var.deps.db, Number(c.req.valid("param").photoId));
  // A photo's id is never reused: an edit stores new photos under new ids.
  return c.body(image as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
});
