import type { MiddlewareHandler } from "hono";
import type { Router } from "./context";
import { errorBody } from "./errors";

/** The media type of a Content-Type header, as Hono's validators read it. */
const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/** Whether a body sent as `sent` is one declared as `declared` (application/json also takes application/*+json, as the JSON validator does). */
const takes = (declared: string, sent: string) => (declared === "application/json" ? /^application\/([\w.-]+\+)?json$/.test(sent) : declared === sent);

export const wrongBodyTypeMessage = (types: string[]) => `The request body must be sent as ${types.join(" or ")}.`;

function bodyTypeGuard(types: string[], required: boolean): MiddlewareHandler {
  return async (c, next) => {
    const sent = mediaTypeOf(c.req.header("content-type"));
    if (!(sent === "" && !required) && !types.some((declared) => takes(declared, sent))) return c.json(errorBody("unsupported_media_type", wrongBodyTypeMessage(types)), 415);
    await next();
  };
}

/**
 * Registers, ahead of the routers' own routes, a guard for each operation that declares a request
 * body: a body of another media type (or none) is 415 with the usual error body. Without it the
 * validators read such a body as {} and answer 400 about fields the caller did send.
 */
export function refuseOtherBodyTypes(app: Router, routers: Router[]) {
  for (const router of routers) {
    for (const definition of router.openAPIRegistry.definitions) {
      if (definition.type !== "route" || !definition.route.request?.body) continue;
      const { method, path, request } = definition.route;
      const types = Object.keys(request.body!.content);
      if (types.length) app.on(method.toUpperCase(), path.replaceAll(/\{(.+?)\}/g, ":$1"), bodyTypeGuard(types, request.body!.required ?? false));
    }
  }
}
