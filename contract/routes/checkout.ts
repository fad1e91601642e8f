import { createRoute } from "@hono/zod-openapi";
import { CheckoutBody, CheckoutResponse, VerifyCouponBody, VerifyCouponResponse } from "../schemas/checkout";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

export const verifyCoupon = createRoute({
  method: "post",
  path: "/api/verify_coupon/",
  tags: ["Checkout"],
  summary: "Validate a coupon and compute its discount on the appointment's subtotal",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(VerifyCouponBody) },
  responses: {
    200: json(VerifyCouponResponse, "The coupon applies"),
    400: error("Invalid coupon code, minimum order not met, or already used"),
    401: error("Not logged in"),
    403: error("Another user's appointment"),
    404: error("Unknown appointment"),
  },
});

export const checkout = createRoute({
  method: "post",
  path: "/api/checkout/",
  tags: ["Checkout"],
  summary: "Confirm an accepted appointment and its bill, paid by UPI now or at the venue (totals recomputed by the server)",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(CheckoutBody) },
  responses: {
    201: json(CheckoutResponse, "Paid (or already paid with this amount)"),
    400: error("Missing appointment, invalid amount, amount or coupon mismatch, code not entered, cancelled"),
    401: error("Not logged in"),
    403: error("Another user's appointment"),
    404: error("Unknown appointment"),
    409: error("Already paid with a different amount"),
  },
});
