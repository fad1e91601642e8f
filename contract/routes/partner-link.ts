import { createRoute } from "@hono/zod-openapi";
import { AcceptRequestBody, AcceptRequestResponse, DeclineRequestBody, Done } from "../schemas/partner";
import { LinkedRequestResponse, RequestLinkParams } from "../schemas/partner-link";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

/** A new-request message's one-tap link (issue 28, items 2 and 8): the token is the credential, for one request and one member. */
const tags = ["Provider console"];
const refusals = {
  404: error("Not a valid link (forged, mistyped, or for no request)"),
  410: error("The link has expired, or its member left the team or no longer acts for the branch"),
  429: error("Too many failed links from this client"),
};

export const viewRequestLink = createRoute({
  method: "get",
  path: "/partner-api/request-link/{token}/",
  tags,
  // The link's token is the credential: no login.
  security: [],
  summary: "The one request a new-request message's link names, as the inbox shows it, with the seconds left",
  request: { params: RequestLinkParams },
  responses: { 200: json(LinkedRequestResponse, "The request"), ...refusals },
});

export const acceptByLink = createRoute({
  method: "post",
  path: "/partner-api/request-link/{token}/accept/",
  tags,
  security: [],
  summary: "Accept the link's request (optionally naming the stylist), as the inbox does: the customer is sent the 4-digit code",
  request: { params: RequestLinkParams, body: jsonBody(AcceptRequestBody) },
  responses: { 200: json(AcceptRequestResponse, "Accepted"), 400: error("That stylist is not free"), 409: error("No longer waiting (accepted, declined or out of time)"), ...refusals },
});

export const declineByLink = createRoute({
  method: "post",
  path: "/partner-api/request-link/{token}/decline/",
  tags,
  security: [],
  summary: "Decline the link's request with a reason the customer reads, as the inbox does; it does not count against the provider",
  request: { params: RequestLinkParams, body: jsonBody(DeclineRequestBody) },
  responses: { 200: json(Done, "Declined"), 400: error("No reason"), 409: error("No longer waiting"), ...refusals },
});
