import { createRoute } from "@hono/zod-openapi";
import { LOGIN_CODE_LENGTH, LoginBody, LoginResponse, LogoutResponse, RegisterBody, RegisterResponse, ResendErrorBody, VerifyOtpBody, VerifyOtpResponse } from "../schemas/auth";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

export const login = createRoute({
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
});

export const loginVerifyOtp = createRoute({
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
});

export const user = createRoute({
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
});

export const logout = createRoute({
  method: "post",
  path: "/api/logout/",
  tags: ["Auth"],
  summary: "Revoke the bearer token",
  security: [{ Bearer: [] }],
  responses: {
    200: json(LogoutResponse, "Logged out"),
    401: error("Not logged in"),
  },
});
