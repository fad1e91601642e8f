import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { assertSelf, requireUser } from "../../lib/auth";
import { MESSAGES, ProfileQuery, ProfileResponse, UpdateProfileBody, UpdateProfileResponse } from "./profile.schemas";
import { getProfile, updateProfile } from "./profile.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

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
      200: { description: "The profile (fields at the top level)", content: { "application/json": { schema: ProfileResponse } } },
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
    summary: "Update the caller's profile",
    security: [{ Bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: UpdateProfileBody } }, required: true } },
    responses: {
      200: { description: "Updated", content: { "application/json": { schema: UpdateProfileResponse } } },
      400: error("Invalid field, under 18, or email/phone used by another user"),
      401: error("Not logged in"),
      403: error("Another user's id"),
      404: error("User not found"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    assertSelf(c, body.user_id);
    await updateProfile(c.var.deps, c.var.userId, body);
    return c.json({ status: "success" as const, message: MESSAGES.updated }, 200);
  },
);
