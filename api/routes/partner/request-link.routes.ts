import { createRouter } from "../../lib/context";
import { PARTNER_MESSAGES } from "../../../contract/schemas/partner";
import * as routes from "../../../contract/routes/partner-link";
import { acceptRequest, declineRequest } from "./requests.service";
import { linkedRequest, requestForLink } from "./request-link.service";

/** A new-request message's one-tap link: the console's accept and decline, with the link's member (issue 28). */
export const router = createRouter();

/** Reachable without a login, and about a customer: never stored by a browser or a proxy. */
const PERSONAL = { "Cache-Control": "private, no-store" };

router.openapi(routes.viewRequestLink, async (c) => {
  const linked = await requestForLink(c, c.req.valid("param").token);
  return c.json({ status: "success" as const, data: await linkedRequest(c.var.deps, linked) }, 200, PERSONAL);
});

router.openapi(routes.acceptByLink, async (c) => {
  const linked = await requestForLink(c, c.req.valid("param").token);
  const { otp } = await acceptRequest(c.var.deps, linked.member, linked.appointmentId, c.req.valid("json").stylist_id);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.accepted, otp }, 200, PERSONAL);
});

router.openapi(routes.declineByLink, async (c) => {
  const linked = await requestForLink(c, c.req.valid("param").token);
  await declineRequest(c.var.deps, linked.member, linked.appointmentId, c.req.valid("json").reason);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.declined }, 200, PERSONAL);
});
