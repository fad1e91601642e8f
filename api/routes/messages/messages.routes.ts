import { createRouter } from "../../lib/context";
import { MESSAGES } from "../../../contract/schemas/messages";
import { reportAccessibilityProblem, requestCallback, sendContactMessage, subscribe } from "./messages.service";
import * as routes from "../../../contract/routes/messages";

export const router = createRouter();

router.openapi(routes.subscribe, async (c) => {
  await subscribe(c, c.req.valid("json"));
  return c.json({ status: "success" as const, message: MESSAGES.subscribed }, 201);
});

router.openapi(routes.callbackRequest, async (c) => {
  const body = c.req.valid("json");
  await requestCallback(c, body);
  return c.json({ status: "success" as const, message: MESSAGES.callbackSent }, 200);
});

router.openapi(routes.contact, async (c) => {
  const body = c.req.valid("json");
  await sendContactMessage(c, body);
  return c.json({ status: "success" as const, message: MESSAGES.contactSent }, 200);
});

router.openapi(routes.accessibilityReport, async (c) => {
  await reportAccessibilityProblem(c, c.req.valid("json"));
  return c.json({ status: "success" as const, message: MESSAGES.accessibilityReported }, 200);
});
