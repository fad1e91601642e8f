import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { errorBody } from "../../lib/errors";
import { bearerToken, requireUser, revokeToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import {
  LOGIN_CODE_LENGTH,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  MESSAGES,
  RegisterBody,
  RegisterResponse,
  ResendErrorBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from "../../../contract/schemas/auth";
import { RetryLater } from "./login-budgets";
import { sendLoginCode } from "./login-codes.service";
import { verifyLoginCode } from "./login.service";
import { registerUser } from "./registration.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "post",
    path: "/api/login/",
    tags: ["Auth"],
    security: [],
    summary: `Send a ${LOGIN_CODE_LENGTH}-digit login code to a phone by SMS`,
    request: { body: jsonBody(LoginBody) },
    responses: {
      200: json(LoginResponse, "Code sent"),
      400: error("Invalid phone number"),
      429: json(ResendErrorBody, "A code was sent less than 60 s ago (retry_after says when to ask again), a send cap is reached, or the phone is locked after too many wrong codes"),
    },
  }),
  async (c) => {
    try {
      const body = c.req.valid("json");
      const result = await sendLoginCode(c.var.deps, { phone: body.phone, clientKey: clientKey(c), receiveUpdates: body.receiveUpdates, deviceToken: body.device_token });
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
    security: [],
    summary: "Exchange the login code for a bearer token (creates the user on first login)",
    request: { body: jsonBody(VerifyOtpBody) },
    responses: {
      200: json(VerifyOtpResponse, "Logged in"),
      400: error("Missing phone or code, wrong code, or code expired"),
      429: json(
        ResendErrorBody,
        "Three wrong tries on this code (request a new one), too many tries from this client, or the phone is locked after too many wrong codes (retry_after says when it opens)",
      ),
    },
  }),
  async (c) => {
    try {
      const { token, userId, deviceToken } = await verifyLoginCode(c.var.deps, { ...c.req.valid("json"), clientKey: clientKey(c) });
      return c.json({ status: "success" as const, message: MESSAGES.loggedIn, token, user_id: userId, device_token: deviceToken }, 200);
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
    path: "/api/user/",
    tags: ["Auth"],
    security: [],
    summary: "Register a customer's name and email for their phone's first login",
    description:
      "The same answer whether or not the phone or email is known. Nothing is created until the phone enters a login code; the details join the account when that login sends `registration_token`.",
    request: { body: jsonBody(RegisterBody) },
    responses: {
      200: json(RegisterResponse, "Registered"),
      400: error("Invalid field"),
      429: error("Too many registrations from this client"),
    },
  }),
  async (c) => {
    const { ticket } = await registerUser(c.var.deps, c.req.valid("json"), clientKey(c));
    return c.json({ status: "success" as const, message: MESSAGES.registered, registration_token: ticket }, 200);
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
      200: json(LogoutResponse, "Logged out"),
      401: error("Not logged in"),
    },
  }),
  async (c) => {
    await revokeToken(c.var.deps.db, bearerToken(c)!);
    return c.json({ status: "success" as const, message: MESSAGES.loggedOut }, 200);
  },
);
