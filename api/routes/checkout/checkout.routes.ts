import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireUser } from "../../lib/auth";
import { MESSAGES } from "../../../contract/schemas/checkout";
import { verifyCoupon } from "./coupons.service";
import { checkout } from "./checkout.service";
import * as routes from "../../../contract/routes/checkout";

export const router = createRouter();

router.openapi(createRoute({ ...routes.verifyCoupon, middleware: [requireUser] as const }), async (c) => {
  const body = c.req.valid("json");
  const data = await verifyCoupon(c.var.deps.db, {
    code: body.coupon_code,
    userId: c.var.userId,
    appointmentId: body.appointment_id,
    now: c.var.deps.now(),
  });
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(createRoute({ ...routes.checkout, middleware: [requireUser] as const }), async (c) => {
  const { paymentId, amount, payment } = await checkout(c.var.deps, c.var.userId, c.req.valid("json"));
  const message = payment.state === "upi_pending" ? MESSAGES.confirmedUpi : MESSAGES.confirmedVenue;
  return c.json({ status: "success" as const, message, payment_id: paymentId, amount, payment_method: payment.method, payment_state: payment.state, upi: payment.upi }, 201);
});
