import { createRoute } from "@hono/zod-openapi";
import { OutboxQuery, OutboxResponse } from "../schemas/demo";
import { jsonResponse as json, errorResponse as error } from "./openapi";

export const demoOutbox = createRoute({
  method: "get",
  path: "/api/demo/outbox/",
  tags: ["Demo"],
  security: [],
  summary: "Demo mode only: the last 10 messages (login codes, ...) sent to a phone, newest first",
  request: { query: OutboxQuery },
  responses: {
    200: json(OutboxResponse, "The messages"),
    400: error("Invalid phone"),
    404: error("Not in demo mode"),
  },
});
