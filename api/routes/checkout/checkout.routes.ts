import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireUser } from "../../lib/auth";
import { CheckoutBody, CheckoutResponse, MESSAGES, VerifyCouponBody, VerifyCouponResponse } from "../../../contract/schemas/checkout";
import { verifyCoupon } from "./coupons.service";
import { checkout } from "./checkout.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "post",
    path: "/api/verify_coupon/",
    tags: ["Checkout"],
    summary: "Validate a coupon and compute its discount on the appointment's subtotal",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(VerifyCouponBody) },
    responses: {
      200: json(VerifyCouponResponse, "The coupon applies"),
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
    summary: "Confirm an accepted appointment and its bill, paid by UPI now or at the venue (totals recomputed by the server)",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(CheckoutBody) },
    responses: {
      201: json(CheckoutResponse, "Paid (or already paid with this amount)"),
      400: error("Missing appointment, invalid amount, amount or coupon mismatch, code not entered, cancelled"),
      401: error("Not logged in"),
      403: error("Another user's appointment"),
      404: error("Unknown appointment"),
      409: error("Already paid with a different amount"),
    },
  }),
  async (c) => {
    const { paymentId, amount, payment } = await checkout(c.var.deps, c.var.userId, c.req.valid("json"));
    const message = payment.state === "upi_pending" ? MESSAGES.confirmedUpi : MESSAGES.confirmedVenue;
    return c.json({ status: "success" as const, message, payment_id: paymentId, amount, payment_method: payment.method, payment_state: payment.state, upi: payment.upi }, 201);
  },
);
