import { createRoute } from "@hono/zod-openapi";
import { AccessibilityReportBody, CallbackBody, ContactBody, MessageResponse, SubscribeBody } from "../schemas/messages";
import { errorResponse as error, jsonBody, jsonResponse } from "./openapi";

const ok = (description: string) => jsonResponse(MessageResponse, description);

export const subscribe = createRoute({
  method: "post",
  path: "/api/subscribe/",
  tags: ["Messages"],
  security: [],
  summary: "Newsletter sign-up (a repeat sign-up answers the same; 10 per client per hour)",
  request: { body: jsonBody(SubscribeBody) },
  responses: {
    201: ok("Subscribed"),
    400: error("Please enter a valid email."),
    429: error("Too many requests. Please try again later."),
    500: error("Failure"),
  },
});

export const callbackRequest = createRoute({
  method: "post",
  path: "/api/callback-request/",
  tags: ["Messages"],
  summary: "Ask to be called back (5 per client per hour)",
  description: "Guests may call it. A `user_id` is only stored with the caller's own Bearer token; another user's id is refused, and an id without a valid token is dropped.",
  security: [{ Bearer: [] }, {} as Record<string, string[]>], // {}: guests too
  request: { body: jsonBody(CallbackBody) },
  responses: {
    200: ok("Request stored"),
    400: error("Full name is required / Phone number must be 10 digits"),
    403: error("user_id is not the caller's"),
    429: error("Too many requests. Please try again later."),
    500: error("Failure"),
  },
});

export const contact = createRoute({
  method: "post",
  path: "/api/contact/",
  tags: ["Messages"],
  security: [],
  summary: "Contact form (5 per client per hour)",
  request: { body: jsonBody(ContactBody) },
  responses: {
    200: ok("Message stored"),
    400: error("Name must be at least 2 characters / Invalid email address / Message must be at least 5 characters"),
    429: error("Too many requests. Please try again later."),
    500: error("Failure"),
  },
});

export const accessibilityReport = createRoute({
  method: "post",
  path: "/api/accessibility-report/",
  tags: ["Messages"],
  security: [],
  summary: "An accessibility problem someone met on the site (5 per client per hour)",
  request: { body: jsonBody(AccessibilityReportBody) },
  responses: {
    200: ok("Report stored"),
    400: error("Please tell us what went wrong, in at least 10 characters. / Please give an email address or a 10-digit mobile number, or leave this empty."),
    429: error("Too many requests. Please try again later."),
    500: error("Failure"),
  },
});
