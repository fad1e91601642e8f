import { createRoute } from "@hono/zod-openapi";
import { ScheduleCancelBody, ScheduleDone, ScheduleParams, ScheduleQuery, ScheduleResponse, VenuePaymentResponse } from "../schemas/partner-schedule";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

/** The console's day and week schedule (issue 28, item 3): a member's branches only. */
const tags = ["Provider console"];
const security = [{ MemberBearer: [] }];
const refusals = { 401: error("Not logged in to the console"), 403: error("Another provider's appointment, or a branch this member does not act for") };
const missing = { 404: error("No such appointment") };

export const schedule = createRoute({
  method: "get",
  path: "/partner-api/schedule/",
  tags,
  security,
  summary: "Accepted, paid, started, completed and cancelled appointments of 1 to 7 days at the member's branches, by day and time",
  request: { query: ScheduleQuery },
  responses: { 200: json(ScheduleResponse, "The schedule"), 400: error("Bad date, days or id"), ...refusals },
});

const action = <P extends string>(path: P, summary: string, conflict: string) =>
  createRoute({
    method: "post",
    path: `/partner-api/appointments/{appointment_id}/${path}/` as const,
    tags,
    security,
    summary,
    request: { params: ScheduleParams },
    responses: { 200: json(ScheduleDone, "Done"), ...missing, 409: error(conflict), ...refusals },
  });

export const startAppointment = action("start", "Mark a paid (scheduled) appointment as started", "Not scheduled (already started, completed or cancelled)");
export const completeAppointment = action("complete", "Mark a scheduled or started appointment as completed", "Already completed, or cancelled");
export const noShowAppointment = action(
  "no-show",
  "Mark that the customer did not come, from the start time on: the booking ends (customer_no_show); the late-cancellation fee is kept from a UPI payment and the rest refunded",
  "Too early, started (the customer came), completed or cancelled",
);

export const venuePayment = createRoute({
  method: "post",
  path: "/partner-api/appointments/{appointment_id}/venue-payment/",
  tags,
  security,
  summary: "Record that the customer paid at the venue, once (saying it again changes nothing)",
  request: { params: ScheduleParams },
  responses: { 200: json(VenuePaymentResponse, "Recorded, or already paid"), 400: error("Not checked out, or cancelled"), ...missing, ...refusals },
});

export const cancelAppointment = createRoute({
  method: "post",
  path: "/partner-api/appointments/{appointment_id}/cancel/",
  tags,
  security,
  summary: "Cancel before the service starts, with a reason the customer reads: anything paid by UPI is refunded and the customer gets an apology coupon",
  request: { params: ScheduleParams, body: jsonBody(ScheduleCancelBody) },
  responses: { 200: json(ScheduleDone, "Cancelled"), 400: error("No reason"), ...missing, 409: error("Started, completed or already cancelled"), ...refusals },
});
