import { createRoute, z } from "@hono/zod-openapi";
import { finiteNumber, id } from "../schemas/fields";
import { STATUS } from "../booking";
import { OwnerBody } from "../schemas/partner";
import { AvailabilityBody, AvailabilityResponse, AvailabilitySaved, BranchParams } from "../schemas/availability";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

const MAX_STATUS_ID = Math.max(...Object.values(STATUS));

const IdBody = z.object({ appointment_id: id("Invalid appointment ID.") });
const Done = z.object({ status: z.literal("success"), message: z.string() });
const common = { tags: ["Provider"], security: [{ ProviderKey: [] }] };
const errors = {
  400: error("Invalid request"),
  409: error("Not allowed in the appointment's current state (state)"),
  401: error("No or unknown provider key"),
  403: error("Another provider's appointment"),
  404: error("Unknown appointment"),
};

export const appointments = createRoute({
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
});

export const acceptAppointment = createRoute({
  ...common,
  method: "post",
  path: "/provider-api/accept-appointment/",
  summary: "Accept a waiting request: assigns a stylist and sends the customer a 4-digit code",
  request: { body: jsonBody(IdBody.extend({ stylist_id: id("Invalid stylist ID.").optional() })) },
  responses: { 200: json(Done.extend({ otp: z.string() }), "Accepted; the code is also returned"), ...errors },
});

/** Moving an accepted appointment on: start (in progress) and complete. */
const move = <P extends string>(path: P, summary: string) =>
  createRoute({ ...common, method: "post", path, summary, request: { body: jsonBody(IdBody) }, responses: { 200: json(Done, "Done"), ...errors } });

export const startAppointment = move("/provider-api/start-appointment/", "Mark a scheduled appointment in progress");
export const completeAppointment = move("/provider-api/complete-appointment/", "Mark an appointment completed");

/** A branch's availability (issue 28, item 4): what the customer's slots are computed from. */
const branchErrors = {
  401: error("No or unknown provider key"),
  403: error("Another provider's branch"),
  404: error("Unknown branch"),
};

export const getAvailability = createRoute({
  ...common,
  method: "get",
  path: "/provider-api/branches/{branch_id}/availability/",
  summary: "A branch's opening hours, breaks, days off (today on), buffer minutes and travel radius",
  request: { params: BranchParams },
  responses: { 200: json(AvailabilityResponse, "The branch's availability"), 400: error("Invalid branch id"), ...branchErrors },
});

export const putAvailability = createRoute({
  ...common,
  method: "put",
  path: "/provider-api/branches/{branch_id}/availability/",
  summary: "Replace a branch's availability; the customer's slots follow at once (days off before today are kept)",
  request: { params: BranchParams, body: jsonBody(AvailabilityBody) },
  responses: { 200: json(AvailabilitySaved, "Saved; the availability as it now is"), 400: error("Invalid availability, with field errors"), ...branchErrors },
});

/** Who runs the provider in the console (issue 28): the integration's key names its owners. */
export const addOwner = createRoute({
  ...common,
  method: "post",
  path: "/provider-api/owners/",
  summary: "Make a phone number an owner of the provider in the console (/Partner): they log in with it and add their staff",
  request: { body: jsonBody(OwnerBody) },
  responses: {
    200: json(Done, "Added"),
    400: error("Invalid phone or name"),
    401: error("No or unknown provider key"),
    409: error("The number is already on a provider's team"),
  },
});
