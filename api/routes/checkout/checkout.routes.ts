import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireUser } from "../../lib/auth";
import { CheckoutBody, CheckoutResponse, MESSAGES, VerifyCouponBody, VerifyCouponResponse } from "./checkout.schemas";
import { verifyCoupon } from "./coupons.service";
import { checkout } from "./checkout.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();


router.openapi(
  createRoute({
    method: "post",
    path: "/api/verify_coupon/",
    tags: ["Checkout"],
    summary: "Validate a coupon and compute its discount on the appointment's subtotal",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: VerifyCouponBody } }, required: true } },
    responses: {
      200: { description: "The coupon applies", content: { "application/json": { schema: VerifyCouponResponse } } },
      400: error("Invalid coupon code, minimum order not met, or already used"),
      401: error("Not logged in"),
      403: error("Another user's appointment"),
      404: error("Unknown appointment"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const data = await verifyCoupon(c.var.deps.db, {
      code: body.coupon_code,
      userId: c.var.userId,
      appointmentId: body.appointment_id,
      now: c.var.deps.now(),
    });
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/checkout/",
    tags: ["Checkout"],
    summary: "Pay for an accepted appointment (totals recomputed by the server)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: CheckoutBody } }, required: true } },
    responses: {
      201: { description: "Paid (or already paid with this amount)", content: { "application/json": { schema: CheckoutResponse } } },
      400: error("Missing appointment, invalid amount, amount or coupon mismatch, code not entered, cancelled"),
      401: error("Not logged in"),
      403: error("Another user's appointment"),
      404: error("Unknown appointment"),
      409: error("Already paid with a different amount"),
    },
  }),
  async (c) => {
    const { paymentId, amount } = await checkout(c.var.deps, c.var.userId, c.req.valid("json"));
    return c.json({ status: "success" as const, message: MESSAGES.paid, payment_id: paymentId, amount }, 201);
  },
);
