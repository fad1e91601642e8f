import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { assertSelf, bearerToken, requireUser } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import { MESSAGES } from "../../../contract/schemas/profile";
import { getProfile, requestPhoneChange, updateProfile, verifyPhoneChange } from "./profile.service";
import * as routes from "../../../contract/routes/profile";

export const router = createRouter();

router.openapi(createRoute({ ...routes.myProfile, middleware: [requireUser] as const }), async (c) => {
  assertSelf(c, c.req.valid("query").user_id);
  const profile = await getProfile(c.var.deps.db, c.var.userId);
  return c.json({ status: "success" as const, ...profile }, 200);
});

router.openapi(createRoute({ ...routes.updateMyProfile, middleware: [requireUser] as const }), async (c) => {
  const body = c.req.valid("json");
  assertSelf(c, body.user_id);
  const { phoneChange } = await updateProfile(c.var.deps, c.var.userId, body, clientKey(c));
  return c.json({ status: "success" as const, message: MESSAGES.updated, ...(phoneChange ? { phone_change: phoneChange } : {}) }, 200);
});

router.openapi(createRoute({ ...routes.myProfilePhone, middleware: [requireUser] as const }), async (c) => {
  const { phone } = c.req.valid("json");
  const phoneChange = await requestPhoneChange(c.var.deps, c.var.userId, phone, clientKey(c));
  return c.json({ status: "success" as const, message: "OTP sent successfully.", phone_change: phoneChange }, 200);
});

router.openapi(createRoute({ ...routes.myProfilePhoneVerify, middleware: [requireUser] as const }), async (c) => {
  await verifyPhoneChange(c.var.deps, c.var.userId, c.req.valid("json"), bearerToken(c)!, clientKey(c));
  return c.json({ status: "success" as const, message: MESSAGES.phoneUpdated }, 200);
});
