import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireProvider } from "../../lib/auth";
import { STATUS, type StatusId } from "../../lib/appointment-status";
import { acceptAppointment, moveAppointment, providerAppointments } from "./provider-side.service";
import * as routes from "../../../contract/routes/provider-side";
import { getAvailability, setAvailability } from "../availability/availability.service";
import { AVAILABILITY_MESSAGES } from "../../../contract/schemas/availability";
import { PARTNER_MESSAGES } from "../../../contract/schemas/partner";
import { addOwner } from "../partner/members.service";

/** The provider's side: list, accept (issues the code), start and complete, and each branch's availability. Cancel is /provider-api/cancel-appointment/. */
export const router = createRouter();

router.openapi(createRoute({ ...routes.appointments, middleware: [requireProvider] as const }), async (c) => {
  const rows = await providerAppointments(c.var.deps, c.var.providerId, c.req.valid("query").status_id as StatusId);
  return c.json({ status: "success" as const, data: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) }, 200);
});

router.openapi(createRoute({ ...routes.acceptAppointment, middleware: [requireProvider] as const }), async (c) => {
  const body = c.req.valid("json");
  const { otp } = await acceptAppointment(c.var.deps, c.var.providerId, body.appointment_id, body.stylist_id);
  return c.json({ status: "success" as const, message: "Appointment accepted. The customer has been sent the code.", otp }, 200);
});

const moves = [
  [routes.startAppointment, STATUS.inProgress, "Appointment started."],
  [routes.completeAppointment, STATUS.completed, "Appointment completed."],
] as const;
for (const [route, to, message] of moves) {
  router.openapi(createRoute({ ...route, middleware: [requireProvider] as const }), async (c) => {
    await moveAppointment(c.var.deps, c.var.providerId, c.req.valid("json").appointment_id, to);
    return c.json({ status: "success" as const, message }, 200);
  });
}

router.openapi(createRoute({ ...routes.getAvailability, middleware: [requireProvider] as const }), async (c) =>
  c.json({ status: "success" as const, data: await getAvailability(c.var.deps, c.var.providerId, c.req.valid("param").branch_id) }, 200),
);

router.openapi(createRoute({ ...routes.putAvailability, middleware: [requireProvider] as const }), async (c) => {
  const data = await setAvailability(c.var.deps, c.var.providerId, c.req.valid("param").branch_id, c.req.valid("json"));
  return c.json({ status: "success" as const, message: AVAILABILITY_MESSAGES.saved, data }, 200);
});

router.openapi(createRoute({ ...routes.addOwner, middleware: [requireProvider] as const }), async (c) => {
  await addOwner(c.var.deps, c.var.providerId, c.req.valid("json"));
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.ownerAdded }, 200);
});
