import { createRoute } from "@hono/zod-openapi";
import { callerLanguage } from "../../lib/languages";
import { createRouter } from "../../lib/context";
import { bearerToken, requireUser, revokeToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import { MESSAGES } from "../../../contract/schemas/auth";
import { sendLoginCode } from "./login-codes.service";
import { verifyLoginCode } from "./login.service";
import { registerUser } from "./registration.service";
import * as routes from "../../../contract/routes/auth";

export const router = createRouter();

router.openapi(routes.login, async (c) => {
  const body = c.req.valid("json");
  const result = await sendLoginCode(c.var.deps, { phone: body.phone, clientKey: clientKey(c), receiveUpdates: body.receiveUpdates, deviceToken: body.device_token, language: callerLanguage(c) });
  return c.json({ status: "success" as const, message: MESSAGES.codeSent, ...result }, 200);
});

router.openapi(routes.loginVerifyOtp, async (c) => {
  const { token, userId, deviceToken } = await verifyLoginCode(c.var.deps, { ...c.req.valid("json"), clientKey: clientKey(c), language: callerLanguage(c) });
  return c.json({ status: "success" as const, message: MESSAGES.loggedIn, token, user_id: userId, device_token: deviceToken }, 200);
});

router.openapi(routes.user, async (c) => {
  const { ticket } = await registerUser(c.var.deps, c.req.valid("json"), clientKey(c));
  return c.json({ status: "success" as const, message: MESSAGES.registered, registration_token: ticket }, 200);
});

router.openapi(createRoute({ ...routes.logout, middleware: [requireUser] as const }), async (c) => {
  await revokeToken(c.var.deps.db, bearerToken(c)!);
  return c.json({ status: "success" as const, message: MESSAGES.loggedOut }, 200);
});
