import type { Context, MiddlewareHandler } from "hono";
import { REQUEST_ID_HEADER } from "../contract/http";
import { currentRequest, errorField, isSafeRequestId, log, newRequestContext, runInRequest } from "./log";

const MS_DECIMALS = 1;

/**
 * Gives every request an id and writes its access line (docs/logs.md). `service` names the layer
 * ("app": server.ts, "api": the API). The API reuses the id of the request it serves in-process
 * (the app's page, or server.ts passing /api/* on), else a safe incoming X-Request-Id, else a new one.
 * `skip` paths get an id but no line (another layer writes it).
 */
export function requestLogging(service: "app" | "api", skip?: (path: string) => boolean): MiddlewareHandler {
  return (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const request = newRequestContext(currentRequest()?.id ?? (isSafeRequestId(incoming) ? incoming : undefined));
    return runInRequest(request, async () => {
      await next();
      setHeader(c, REQUEST_ID_HEADER, request.id);
      if (skip?.(c.req.path)) return;
      const ms = Number((performance.now() - request.startedAt).toFixed(MS_DECIMALS));
      log.info({ svc: service, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    });
  };
}

/** An error nobody answered for: logged with the request's id (the logger adds it), then a plain 500. */
export function logUnhandled(service: "app" | "api", error: unknown, c: Context) {
  log.error({ svc: service, method: c.req.method, path: c.req.path, err: errorField(error) }, "unhandled error");
}

/** Sets a header even on a response whose headers are immutable (one passed on from fetch). */
export function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
