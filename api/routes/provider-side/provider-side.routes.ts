import { createRoute, z } from "@hono/zod-openapi";
import { finiteNumber, id } from "../../../contract/schemas/fields";
import { createRouter } from "../../lib/context";
import { requireProvider } from "../../lib/auth";
import { STATUS, type StatusId } from "../../lib/appointment-status";
import { acceptAppointment, moveAppointment, providerAppointments } from "./provider-side.service";
import { jsonBody, jsonResponse as json, errorResponse as error } from "../../lib/openapi";

/** The provider's side: list, accept (issues the code), start and complete. Cancel is /provider-api/cancel-appointment/. */
export const router = createRouter();

const MAX_STATUS_ID = Math.max(...Object.values(STATUS));

const IdBody = z.object({ appointment_id: id("Invalid appointment ID.") });
const Done = z.object({ status: z.literal("success"), message: z.string() });
const common = { tags: ["Provider"], security: [{ ProviderKey: [] }], middleware: [requireProvider] as [typeof requireProvider] };
const errors = {
  400: error("Invalid request"),
  409: error("Not allowed in the appointment's current state (state)"),
  401: error("No or unknown provider key"),
  403: error("Another provider's appointment"),
  404: error("Unknown appointment"),
};

router.openapi(
  createRoute({
    ...common,
    method: "get",
    path: "/provider-api/appointments/",
    summary: "The provider's appointments in one status (default 0, waiting for acceptance)",
    request: { query: z.object({ status_id: finiteNumber("status_id must be a whole number from 0 to 6.", { min: STATUS.requested, max: MAX_STATUS_ID, int: true }).default(STATUS.requested) }) },
    responses: {
      200: json(
        z.object({
          status: z.literal("success"),
          data: z.array(
            z.object({
              appointment_id: z.number().int(),
              branch_id: z.number().int(),
              appointment_date: z.string(),
              appointment_time: z.string(),
              status_id: z.number().int(),
              customer_name: z.string(),
              services: z.string().nullable(),
              stylist_id: z.number().int().nullable(),
              has_reference_image: z.boolean(),
              created_at: z.string(),
            }),
          ),
        }),
        "Appointments",
      ),
      401: error("No or unknown provider key"),
    },
  }),
  async (c) => {
    const rows = await providerAppointments(c.var.deps, c.var.providerId, c.req.valid("query").status_id as StatusId);
    return c.json({ status: "success" as const, data: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) }, 200);
  },
);

router.openapi(
  createRoute({
    ...common,
    method: "post",
    path: "/provider-api/accept-appointment/",
    summary: "Accept a waiting request: assigns a stylist and sends the customer a 4-digit code",
    request: { body: jsonBody(IdBody.extend({ stylist_id: id("Invalid stylist ID.").optional() })) },
    responses: { 200: json(Done.extend({ otp: z.string() }), "Accepted; the code is also returned"), ...errors },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const { otp } = await acceptAppointment(c.var.deps, c.var.providerId, body.appointment_id, body.stylist_id);
    return c.json({ status: "success" as const, message: "Appointment accepted. The customer has been sent the code.", otp }, 200);
  },
);

for (const [path, to, summary, message] of [
  ["/provider-api/start-appointment/", STATUS.inProgress, "Mark a scheduled appointment in progress", "Appointment started."],
  ["/provider-api/complete-appointment/", STATUS.completed, "Mark an appointment completed", "Appointment completed."],
] as const) {
  router.openapi(
    createRoute({
      ...common,
      method: "post",
      path,
      summary,
      request: { body: jsonBody(IdBody) },
      responses: { 200: json(Done, "Done"), ...errors },
    }),
    async (c) => {
      await moveAppointment(c.var.deps, c.var.providerId, c.req.valid("json").appointment_id, to);
      return c.json({ status: "success" as const, message }, 200);
    },
  );
}
