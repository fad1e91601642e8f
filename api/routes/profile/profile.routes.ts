import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { assertSelf, bearerToken, requireUser } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import { RetryLater } from "../auth/login-budgets";
import {
  MESSAGES,
  PhoneCodeBody,
  PhoneCodeResponse,
  PhoneUpdatedResponse,
  ProfileQuery,
  ProfileResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
  VerifyPhoneBody,
} from "../../../contract/schemas/profile";
import { getProfile, requestPhoneChange, updateProfile, verifyPhoneChange } from "./profile.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "get",
    path: "/api/my-profile/",
    tags: ["Profile"],
    summary: "The caller's profile",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { query: ProfileQuery },
    responses: {
      200: json(ProfileResponse, "The profile (fields at the top level)"),
      400: error("Invalid user id"),
      401: error("Not logged in"),
      403: error("Another user's id"),
      404: error("User not found"),
    },
  }),
  async (c) => {
    assertSelf(c, c.req.valid("query").user_id);
    const profile = await getProfile(c.var.deps.db, c.var.userId);
    return c.json({ status: "success" as const, ...profile }, 200);
  },
);

router.openapi(
  createRoute({
    method: "put",
    path: "/api/my-profile/",
    tags: ["Profile"],
    summary: "Update the caller's profile (a new phone is only applied once its code is entered)",
    description:
      "Every field but the phone is saved. When the phone differs, a code is sent to the new number (`phone_change` in the answer) and the number changes with POST /api/my-profile/phone/verify/.",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(UpdateProfileBody) },
    responses: {
      200: json(UpdateProfileResponse, "Updated"),
      400: error("Invalid field, under 18, or email/phone used by another user"),
      401: error("Not logged in"),
      403: error("Another user's id"),
      404: error("User not found"),
      429: error("A new number: wait before another code, a send cap, or too many number changes today"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    assertSelf(c, body.user_id);
    const { phoneChange } = await withRetryAfter(c, () => updateProfile(c.var.deps, c.var.userId, body, clientKey(c)));
    return c.json({ status: "success" as const, message: MESSAGES.updated, ...(phoneChange ? { phone_change: phoneChange } : {}) }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/my-profile/phone/",
    tags: ["Profile"],
    summary: "Send (again) a code to the caller's new phone number",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(PhoneCodeBody) },
    responses: {
      200: json(PhoneCodeResponse, "Code sent to the new number"),
      400: error("Invalid phone, or already the caller's"),
      401: error("Not logged in"),
      429: error("Wait before another code, a send cap, or the number is locked after too many wrong codes"),
    },
  }),
  async (c) => {
    const { phone } = c.req.valid("json");
    const phoneChange = await withRetryAfter(c, () => requestPhoneChange(c.var.deps, c.var.userId, phone, clientKey(c)));
    return c.json({ status: "success" as const, message: "OTP sent successfully.", phone_change: phoneChange }, 200);
  },
);

router.openapi(
  createRoute({
    method: "post",
    path: "/api/my-profile/phone/verify/",
    tags: ["Profile"],
    summary: "Enter the code sent to the new number: the phone changes and every other session is signed out",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: jsonBody(VerifyPhoneBody) },
    responses: {
      200: json(PhoneUpdatedResponse, "Phone changed"),
      400: error("Wrong or expired code, or the number is another account's (said only once its code is entered)"),
      401: error("Not logged in"),
      429: error("Too many wrong codes"),
    },
  }),
  async (c) => {
    await withRetryAfter(c, () => verifyPhoneChange(c.var.deps, c.var.userId, c.req.valid("json"), bearerToken(c)!, clientKey(c)));
    return c.json({ status: "success" as const, message: MESSAGES.phoneUpdated }, 200);
  },
);

/** Runs fn; a RetryLater (wait, or a locked number) also says when to come back, in Retry-After. */
async function withRetryAfter<T>(c: { header(name: string, value: string): void }, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof RetryLater) c.header("Retry-After", String(e.retryAfter));
    throw e;
  }
}
