import { createRoute } from "@hono/zod-openapi";
import { callerLanguage } from "../../lib/languages";
import type { MiddlewareHandler } from "hono";
import { createRouter, type AppEnv } from "../../lib/context";
import { assertSelf, requireProvider, requireUser } from "../../lib/auth";
import { MESSAGES } from "../../../contract/schemas/appointments";
import { appointmentDetails } from "./appointment-details.service";
import { appointmentStatus, cancelAppointment, verifyAppointmentOtp } from "./appointments.service";
import { availableSlots, bookNow } from "./booking.service";
import * as routes from "../../../contract/routes/appointments";

export const router = createRouter();

router.openapi(routes.availableSlots, async (c) => c.json(await availableSlots(c.var.deps, c.req.valid("query")), 200));

router.openapi(createRoute({ ...routes.bookNow, middleware: [requireUser] as const }), async (c) => {
  const form = c.req.valid("form");
  assertSelf(c, form.user_id);
  return c.json({ status: "success" as const, message: MESSAGES.created, ...(await bookNow(c.var.deps, c.var.userId, form, callerLanguage(c))) }, 201);
});

router.openapi(createRoute({ ...routes.appointmentStatus, middleware: [requireUser] as const }), async (c) =>
  c.json({ status: "success" as const, ...(await appointmentStatus(c.var.deps, c.var.userId, c.req.valid("query").appointment_id)) }, 200),
);

router.openapi(createRoute({ ...routes.verifyOtp, middleware: [requireUser] as const }), async (c) => {
  const body = c.req.valid("json");
  await verifyAppointmentOtp(c.var.deps, c.var.userId, body.appointment_id, body.otp);
  return c.json({ status: "success" as const, message: MESSAGES.confirmed }, 200);
});

/** The customer (Bearer token) or the provider (X-Provider-Key) may cancel. */
const customerOrProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("x-provider-key")) await requireProvider(c, next);
  else await requireUser(c, next);
};

router.openapi(createRoute({ ...routes.cancelAppointment, middleware: [customerOrProvider] as const }), async (c) => {
  const body = c.req.valid("json");
  const providerId = c.get("providerId");
  const actor = providerId ? { providerId } : { userId: c.var.userId };
  await cancelAppointment(c.var.deps, actor, body.appointment_id, body.cancellation_message);
  return c.json({ status: "success" as const, message: MESSAGES.cancelled }, 200);
});

router.openapi(createRoute({ ...routes.appointmentDetails, middleware: [requireUser] as const }), async (c) =>
  c.json({ status: "success" as const, ...(await appointmentDetails(c.var.deps, c.var.userId, c.req.valid("param").id, c.req.valid("query").coupon_code)) }, 200),
);
