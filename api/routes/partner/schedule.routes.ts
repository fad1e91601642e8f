import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { requireMember } from "../../lib/member-auth";
import { SCHEDULE_MESSAGES } from "../../../contract/schemas/partner-schedule";
import * as routes from "../../../contract/routes/partner-schedule";
import { cancelFromSchedule, completeFromSchedule, markNoShow, scheduleOf, startFromSchedule, venuePaymentFromSchedule } from "./schedule.service";

/** The console's schedule (issue 28, item 3): a day or a week, and what the provider does to each appointment. */
export const router = createRouter();

router.openapi(createRoute({ ...routes.schedule, middleware: [requireMember] as const }), async (c) =>
  c.json({ status: "success" as const, ...(await scheduleOf(c.var.deps, c.var.member, c.req.valid("query"))) }, 200),
);

router.openapi(createRoute({ ...routes.startAppointment, middleware: [requireMember] as const }), async (c) => {
  await startFromSchedule(c.var.deps, c.var.member, c.req.valid("param").appointment_id);
  return c.json({ status: "success" as const, message: SCHEDULE_MESSAGES.started }, 200);
});

router.openapi(createRoute({ ...routes.completeAppointment, middleware: [requireMember] as const }), async (c) => {
  await completeFromSchedule(c.var.deps, c.var.member, c.req.valid("param").appointment_id);
  return c.json({ status: "success" as const, message: SCHEDULE_MESSAGES.completed }, 200);
});

router.openapi(createRoute({ ...routes.venuePayment, middleware: [requireMember] as const }), async (c) => {
  const { recorded, payment } = await venuePaymentFromSchedule(c.var.deps, c.var.member, c.req.valid("param").appointment_id);
  return c.json({ status: "success" as const, message: SCHEDULE_MESSAGES.venuePaid, recorded, data: payment }, 200);
});

router.openapi(createRoute({ ...routes.cancelAppointment, middleware: [requireMember] as const }), async (c) => {
  await cancelFromSchedule(c.var.deps, c.var.member, c.req.valid("param").appointment_id, c.req.valid("json").reason);
  return c.json({ status: "success" as const, message: SCHEDULE_MESSAGES.cancelled }, 200);
});

router.openapi(createRoute({ ...routes.noShowAppointment, middleware: [requireMember] as const }), async (c) => {
  await markNoShow(c.var.deps, c.var.member, c.req.valid("param").appointment_id);
  return c.json({ status: "success" as const, message: SCHEDULE_MESSAGES.noShow }, 200);
});
