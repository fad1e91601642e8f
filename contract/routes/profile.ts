import { createRoute } from "@hono/zod-openapi";
import { PhoneCodeBody, PhoneCodeResponse, PhoneUpdatedResponse, ProfileQuery, ProfileResponse, UpdateProfileBody, UpdateProfileResponse, VerifyPhoneBody } from "../schemas/profile";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

export const myProfile = createRoute({
  method: "get",
  path: "/api/my-profile/",
  tags: ["Profile"],
  summary: "The caller's profile",
  security: [{ Bearer: [] }],
  request: { query: ProfileQuery },
  responses: {
    200: json(ProfileResponse, "The profile (fields at the top level)"),
    400: error("Invalid user id"),
    401: error("Not logged in"),
    403: error("Another user's id"),
    404: error("User not found"),
  },
});

export const updateMyProfile = createRoute({
  method: "put",
  path: "/api/my-profile/",
  tags: ["Profile"],
  summary: "Update the caller's profile (a new phone is only applied once its code is entered)",
  description:
    "Every field but the phone is saved. When the phone differs, a code is sent to the new number (`phone_change` in the answer) and the number changes with POST /api/my-profile/phone/verify/.",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(UpdateProfileBody) },
  responses: {
    200: json(UpdateProfileResponse, "Updated"),
    400: error("Invalid field, under 18, or email/phone used by another user"),
    401: error("Not logged in"),
    403: error("Another user's id"),
    404: error("User not found"),
    429: error("A new number: wait before another code, a send cap, or too many number changes today"),
  },
});

export const myProfilePhone = createRoute({
  method: "post",
  path: "/api/my-profile/phone/",
  tags: ["Profile"],
  summary: "Send (again) a code to the caller's new phone number",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(PhoneCodeBody) },
  responses: {
    200: json(PhoneCodeResponse, "Code sent to the new number"),
    400: error("Invalid phone, or already the caller's"),
    401: error("Not logged in"),
    429: error("Wait before another code, a send cap, or the number is locked after too many wrong codes"),
  },
});

export const myProfilePhoneVerify = createRoute({
  method: "post",
  path: "/api/my-profile/phone/verify/",
  tags: ["Profile"],
  summary: "Enter the code sent to the new number: the phone changes and every other session is signed out",
  security: [{ Bearer: [] }],
  request: { body: jsonBody(VerifyPhoneBody) },
  responses: {
    200: json(PhoneUpdatedResponse, "Phone changed"),
    400: error("Wrong or expired code, or the number is another account's (said only once its code is entered)"),
    401: error("Not logged in"),
    429: error("Too many wrong codes"),
  },
});
