import { HTTPException } from "hono/http-exception";
import { createRouter, type Deps } from "./lib/context";
import { ApiError, codeOfStatus, errorBody, respondError } from "./lib/errors";
import { apiBodyLimit } from "./lib/body-limit";
import { refuseOtherBodyTypes } from "./lib/body-type";
import { registerDocsPage } from "./lib/docs-page";
import { completeDocument } from "./lib/openapi";
import { router as catalog } from "./routes/catalog/catalog.routes";
import { router as providers } from "./routes/providers/providers.routes";
import { router as places } from "./routes/places/places.routes";
import { router as messages } from "./routes/messages/messages.routes";
import { router as auth } from "./routes/auth/auth.routes";
import { router as profile } from "./routes/profile/profile.routes";
import { router as appointments } from "./routes/appointments/appointments.routes";
import { router as checkout } from "./routes/checkout/checkout.routes";
import { router as bookings } from "./routes/bookings/bookings.routes";
import { router as bookingLink } from "./routes/booking-link/booking-link.routes";
import { router as providerSide } from "./routes/provider-side/provider-side.routes";
import { router as partner } from "./routes/partner/partner.routes";
import { router as partnerSchedule } from "./routes/partner/schedule.routes";
import { router as partnerLink } from "./routes/partner/request-link.routes";
import { router as partnerPhotos } from "./routes/partner/photos.routes";
import { router as demo } from "./routes/demo/demo.routes";
import { router as payments } from "./routes/payments/payments.routes";
import { logUnhandled, requestLogging } from "../shared/request-log";
import { isDatabaseUnavailable } from "./db/unavailable";
import { errorField, log } from "../shared/log";

export type ApiApp = ReturnType<typeof createApi>;

/** The REST API: every call of the spec, under /api and /provider-api. */
/** What a 503 during a database restart asks the caller to wait. */
const DATABASE_RETRY_AFTER_S = 5;

export function createApi(deps: Deps) {
  const app = createRouter();

  app.use("*", requestLogging("api"));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
    // Catalogue words follow Accept-Language (api/lib/languages.ts): a cache keeps one answer per language.
    try {
      c.res.headers.append("Vary", "Accept-Language");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append("Vary", "Accept-Language");
    }
    // An answer to a caller who identified themselves is theirs alone: no shared or browser cache keeps it.
    if (c.req.header("authorization") !== undefined || c.req.header("x-provider-key") !== undefined) {
      try {
        c.res.headers.set("Cache-Control", "private, no-store");
      } catch {
        c.res = new Response(c.res.body, c.res); // a response with immutable headers
        c.res.headers.set("Cache-Control", "private, no-store");
      }
    }
  });

  app.use("*", apiBodyLimit());

  const routers = [
    catalog,
    providers,
    places,
    messages,
    auth,
    profile,
    appointments,
    checkout,
    payments,
    bookings,
    bookingLink,
    providerSide,
    partner,
    partnerSchedule,
    partnerLink,
    partnerPhotos,
    demo,
  ];
  refuseOtherBodyTypes(app, routers); // 415 before the routes' own middleware and validators
  for (const router of routers) app.route("/", router);

  app.openAPIRegistry.registerComponent("securitySchemes", "Bearer", { type: "http", scheme: "bearer" });
  app.openAPIRegistry.registerComponent("securitySchemes", "MemberBearer", { type: "http", scheme: "bearer", description: "A provider console token from /partner-api/login/verify-otp/." });
  app.openAPIRegistry.registerComponent("securitySchemes", "ProviderKey", {
    type: "apiKey",
    in: "header",
    name: "X-Provider-Key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "GatewaySignature", {
    type: "apiKey",
    in: "header",
    name: "X-Gateway-Signature",
    description: "The payment gateway's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>` with the shared secret.",
  });
  let document: object | undefined;
  app.get("/api/openapi.json", (c) =>
    c.json(
      (document ??= completeDocument(
        app.getOpenAPI31Document({
          openapi: "3.1.0",
          info: {
            title: "Saaj REST API",
            version: "1.0.0",
            description:
              "Beauty and wellness marketplace API. Customer calls under /api (Bearer token from /api/login/verify-otp/), provider calls under /provider-api (X-Provider-Key), the provider console's under /partner-api (a member's Bearer token from /partner-api/login/verify-otp/).",
          },
          servers: [{ url: "/", description: "The origin that serves this document" }],
        }),
      )),
    ),
  );
  registerDocsPage(app); // /api/docs: Swagger UI served from our own origin (swagger-ui-dist)
  app.get("/api/health", (c) => c.json({ status: "ok" }));

  app.notFound((c) => c.json(errorBody("not_found"), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return respondError(c, error);
    if (error instanceof HTTPException) return c.json(errorBody(codeOfStatus(error.status), error.message || "Bad request."), error.status);
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: the caller may try again in a moment.
      log.warn({ err: errorField(error) }, "[api] database unavailable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      return c.json(errorBody("service_unavailable"), 503);
    }
    logUnhandled("api", error, c);
    return c.json(errorBody("server_error"), 500);
  });

  return app;
}
