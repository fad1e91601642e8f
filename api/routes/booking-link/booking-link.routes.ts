import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { createRouter } from "../../lib/context";
import { callerLanguage } from "../../lib/languages";
import { requireUser } from "../../lib/auth";
import { authTokens, users } from "../../db/schema";
import { MESSAGES } from "../../../contract/schemas/booking-link";
import { cancelBooking } from "../bookings/cancel.service";
import { loadInvoice } from "../bookings/invoice.service";
import { renderInvoicePdf } from "../bookings/invoice-pdf";
import { bookingForLink, managedBooking } from "./booking-link.service";
import { reportNoShow } from "./no-show.service";
import * as routes from "../../../contract/routes/booking-link";

export const router = createRouter();

/** Personal, and reachable without a login: never stored by a browser or a proxy. */
const PERSONAL = { "Cache-Control": "private, no-store" };

router.openapi(routes.viewBooking, async (c) => {
  const linked = await bookingForLink(c, c.req.valid("param").token);
  return c.json({ status: "success" as const, data: await managedBooking(c.var.deps, linked) }, 200, PERSONAL);
});

router.openapi(routes.cancelByLink, async (c) => {
  const linked = await bookingForLink(c, c.req.valid("param").token);
  const message = await cancelBooking(c.var.deps, linked.userId, { appointment_id: linked.appointmentId, user_id: linked.userId, reason: c.req.valid("json").reason });
  return c.json({ status: "success" as const, message }, 200, PERSONAL);
});

router.openapi(routes.reportNoShow, async (c) => {
  const linked = await bookingForLink(c, c.req.valid("param").token);
  return c.json({ status: "success" as const, message: await reportNoShow(c.var.deps, linked) }, 200, PERSONAL);
});

router.openapi(routes.invoiceByLink, async (c) => {
  const linked = await bookingForLink(c, c.req.valid("param").token);
  const invoice = await loadInvoice(c.var.deps.db, linked.appointmentId, linked.userId);
  const bytes = await renderInvoicePdf(invoice, callerLanguage(c));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    ...PERSONAL,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="invoice_${linked.appointmentId}.pdf"`,
  });
});

/** Every login of the user ends, and every booking link sent so far stops working. */
router.openapi(createRoute({ ...routes.logoutEverywhere, middleware: [requireUser] as const }), async (c) => {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    await tx.orm.delete(authTokens).where(eq(authTokens.userId, c.var.userId));
    await tx.orm.update(users).set({ linksRevokedAt: now() }).where(eq(users.userId, c.var.userId));
  });
  return c.json({ status: "success" as const, message: MESSAGES.loggedOutEverywhere }, 200);
});
