import { createRoute } from "@hono/zod-openapi";
import { StylistChangeBody, StylistParams } from "../schemas/partner-stylists";
import { Done } from "../schemas/partner";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

/** A stylist's details, retiring and bringing back (issue 28, item 5; decision 0046): members who act for the stylist's branch. */
const tags = ["Provider console"];
const security = [{ MemberBearer: [] }];
const refusals = {
  401: error("Not logged in to the console"),
  403: error("Staff who do not act for the stylist's branch"),
  404: error("No such stylist of this provider"),
};

export const changeStylist = createRoute({
  method: "put",
  path: "/partner-api/stylists/{stylist_id}/",
  tags,
  security,
  summary: "Change a stylist's name, role and years of experience; bookings already made show the new name",
  request: { params: StylistParams, body: jsonBody(StylistChangeBody) },
  responses: { 200: json(Done, "Saved"), 400: error("Invalid field"), ...refusals },
});

export const retireStylist = createRoute({
  method: "post",
  path: "/partner-api/stylists/{stylist_id}/retire/",
  tags,
  security,
  summary:
    "Retire a stylist: no longer offered when accepting requests nor shown to customers; bookings made keep their name. Refused while they have upcoming bookings (from today on), which are settled first",
  request: { params: StylistParams },
  responses: { 200: json(Done, "Retired (or already retired)"), 409: error("Upcoming bookings of this stylist, with how many (stylist_has_bookings)"), ...refusals },
});

export const bringBackStylist = createRoute({
  method: "post",
  path: "/partner-api/stylists/{stylist_id}/bring-back/",
  tags,
  security,
  summary: "Bring a retired stylist back to work: offered for requests and shown to customers again",
  request: { params: StylistParams },
  responses: { 200: json(Done, "Back at work (or never retired)"), ...refusals },
});
