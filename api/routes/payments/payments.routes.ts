import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireProvider, requireUser } from "../../lib/auth";
import { GATEWAY_SIGNATURE_HEADER, MESSAGES } from "../../../contract/schemas/payments";
import { chooseVenue, paymentView, recordVenuePayment, requestUpi, takeGatewayEvent, upiAvailable } from "./payments.service";
import * as routes from "../../../contract/routes/payments";

export const router = createRouter();

router.openapi(routes.paymentOptions, (c) => c.json({ status: "success" as const, data: { upi: upiAvailable(c.var.deps.config) } }, 200));

router.openapi(createRoute({ ...routes.payment, middleware: [requireUser] as const }), async (c) => {
  const data = await paymentView(c.var.deps, c.req.valid("query").appointment_id, { userId: c.var.userId });
  c.header("Cache-Control", "private, no-store");
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(createRoute({ ...routes.paymentUpi, middleware: [requireUser] as const }), async (c) => {
  const data = await requestUpi(c.var.deps, c.var.userId, c.req.valid("json").appointment_id);
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(createRoute({ ...routes.paymentVenue, middleware: [requireUser] as const }), async (c) => {
  const data = await chooseVenue(c.var.deps, c.var.userId, c.req.valid("json").appointment_id);
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(createRoute({ ...routes.venuePaymentReceived, middleware: [requireProvider] as const }), async (c) => {
  const data = await recordVenuePayment(c.var.deps, c.var.providerId, c.req.valid("json").appointment_id);
  return c.json({ status: "success" as const, message: MESSAGES.venuePaymentRecorded, data }, 200);
});

router.openapi(routes.paymentGatewayCallback, async (c) => {
  // The signature covers the body exactly as sent: read it raw, before anything parses it.
  const result = await takeGatewayEvent(c.var.deps, await c.req.text(), c.req.header(GATEWAY_SIGNATURE_HEADER));
  return c.json({ status: "success" as const, message: MESSAGES.eventRecorded, result }, 200);
});
