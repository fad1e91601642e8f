import { createRoute } from "@hono/zod-openapi";
import { NewPackageBody } from "../schemas/partner-packages";
import { Done } from "../schemas/partner";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

export const addPackage = createRoute({
  method: "post",
  path: "/partner-api/packages/",
  tags: ["Provider console"],
  security: [{ MemberBearer: [] }],
  summary: "Bundle 2 to 8 of the provider's services, offered now, into a package at its own price (owner only); customers see what it includes",
  request: { body: jsonBody(NewPackageBody) },
  responses: {
    200: json(Done, "Added"),
    400: error("Invalid field, or a service that is not one of this provider's services offered now"),
    401: error("Not logged in to the console"),
    403: error("Not an owner"),
  },
});
