import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { errorBody } from "../../lib/errors";
import { bearerToken, requireUser, revokeToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import {
  LoginBody,
  LoginResponse,
  LogoutResponse,
  MESSAGES,
  RegisterBody,
  RegisterResponse,
  ResendErrorBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from "./auth.schemas";
import { RetryLater, registerUser, sendLoginCode, verifyLoginCode } from "./auth.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();


router.openapi(
  createRoute({
    method: "post",
    path: "/api/login/",
    tags: ["Auth"],
    summary: "Send a 4-digit login code to a phone by SMS",
    request: { body: { content: { "application/json": { schema: LoginBody } }, required: true } },
    responses: {
      200: { description: "Code sent", content: { "application/json": { schema: LoginResponse } } },
      400: error("Invalid phone number"),
      429: {
        description: "A code was sent less than 60 s ago (retry_after says when to ask again), or the hourly cap is reached",
        content: { "application/json": { schema: ResendErrorBody } },
      },
    },
  }),
  async (c) => {
    try {
      const body = c.req.valid("json");
      const result = await sendLoginCode(c.var.deps, { phone: body.phone, clientKey: clientKey(c), receiveUpdates: body.receiveUpdates });
      return c.json({ status: "success" as const, message: MESSAGES.codeSent, ...result }, 200);
    } catch (e) {
      if (e instanceof RetryLater) {
        c.header("Retry-After", String(e.retryAfter));
        return c.json({ ...errorBody(e.message), retry_after: e.retryAfter }, 429);
      }
      throw e;
    }
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/login/verify-otp/",
    tags: ["Auth"],
    summary: "Exchange the login code for a bearer token (creates the user on first login)",
    request: { body: { content: { "application/json": { schema: VerifyOtpBody } }, required: true } },
    responses: {
      200: { description: "Logged in", content: { "application/json": { schema: VerifyOtpResponse } } },
      400: error("Missing phone or code, wrong code, or code expired"),
      429: error("Five wrong tries on this code: request a new one"),
    },
  }),
  async (c) => {
    const { token, userId } = await verifyLoginCode(c.var.deps, c.req.valid("json"));
    return c.json({ status: "success" as const, message: MESSAGES.loggedIn, token, user_id: userId }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/user/",
    tags: ["Auth"],
    summary: "Register a customer",
    request: { body: { content: { "application/json": { schema: RegisterBody } }, required: true } },
    responses: {
      200: { description: "Registered", content: { "application/json": { schema: RegisterResponse } } },
      400: error("Invalid field, or email/phone already used"),
    },
  }),
  async (c) => {
    const userId = await registerUser(c.var.deps, c.req.valid("json"));
    return c.json({ status: "success" as const, message: MESSAGES.registered, user_id: userId }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/logout/",
    tags: ["Auth"],
    summary: "Revoke the bearer token",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    responses: {
      200: { description: "Logged out", content: { "application/json": { schema: LogoutResponse } } },
      401: error("Not logged in"),
    },
  }),
  async (c) => {
    await revokeToken(c.var.deps.db, bearerToken(c)!);
    return c.json({ status: "success" as const, message: MESSAGES.loggedOut }, 200);
  },
);
