import http from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { HttpBindings } from "@hono/node-server";
import { loadAppConfig } from "./app/lib/config.server";
import { startApi } from "./api/start";
import { loadApiConfig } from "./api/config";
import { isCrossSiteWrite, underCheckedOrigin } from "./app/lib/origin-check.server";
import { createBodyGuard } from "./server/body-guard";
import { markPersonal } from "./server/personal";
import { createPageCache } from "./server/page-cache";
import { createSharedSessionCheck } from "./server/shared-session";
import { decideClientAddress, parseTrustedProxies } from "./api/lib/client-identity";
import { log } from "./shared/log";
import { logUnhandled, requestLogging } from "./shared/request-log";
import { createHealth } from "./shared/health";
import { handleShutdown } from "./shared/shutdown";
import { decideCopies, isPrimaryOf, runPrimary } from "./server/cluster";
import { startupSummary } from "./server/startup-summary";
import { removeStalePhotos } from "./server/photo-upload";

const PUBLIC_FILE_MAX_AGE_S = 7 * 24 * 3600;
const PUBLIC_FILE_STALE_S = 24 * 3600;
/** A path whose last part has a dot: the only kind that may name a file of the build. */
const FILE_NAME = /\.[^/]*$/;

const root = path.dirname(fileURLToPath(import.meta.url));
const config = loadAppConfig();
const production = config.env === "production";

// WEB_CONCURRENCY copies: this process only starts and watches them (server/cluster.ts); the
// rest of this file runs in each copy. The primary waits here for good: it exits from its handlers.
const copies = decideCopies(process.env);
if (isPrimaryOf(copies)) {
  runPrimary(copies);
  await new Promise<never>(() => undefined);
}

// The embedded API runs here unless API_BASE_URL names an external one.
const apiConfig = config.apiBaseUrl ? undefined : loadApiConfig();
const embedded = apiConfig ? await startApi(apiConfig) : undefined;
// The one place that decides who the visitor is (docs/decisions/0005-client-identity.md).
const trustedProxies = parseTrustedProxies(config.trustedProxies);
if (process.env.TRUST_PROXY && !process.env.TRUSTED_PROXIES) log.warn("TRUST_PROXY is deprecated: set TRUSTED_PROXIES (a hop count or CIDRs). Taken as 1 hop.");
const clientAddressOf = (c: { env: HttpBindings; req: { header(name: string): string | undefined } }) =>
  decideClientAddress(c.env.incoming.socket.remoteAddress, c.req.header("x-forwarded-for"), trustedProxies);
/** The embedded API, told this visitor's address out of band (a binding no request can set). */
const apiFetchFor = (clientAddress: string) => (embedded ? (request: Request) => Promise.resolve(embedded.app.fetch(request, { clientAddress })) : undefined);

const vite = production ? undefined : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }));

/** Where `react-router build` wrote (BUILD_DIR, as react-router.config.ts reads it). */
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const loadBuild = async (): Promise<ServerBuild> =>
  vite ? ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild) : ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);
// Photo files a copy stopped mid-upload left behind (server/photo-upload.ts).
void removeStalePhotos().then((n) => n && log.info(`removed ${n} photo file(s) a stopped copy left`));

const reactRouter = createRequestHandler(production ? await loadBuild() : loadBuild, config.env);

const app = new Hono<{ Bindings: HttpBindings; Variables: { nonce: string } }>();

// Every request gets an id and one access line; the embedded API writes the line of the calls it answers.
const answeredByApi = (path: string) => !!embedded && /^\/(api|provider-api|partner-api)\//.test(path);
app.use("*", requestLogging("app", answeredByApi));
app.onError((error, c) => {
  logUnhandled("app", error, c);
  return c.text("Something went wrong on our side. Please try again later.", 500);
});
app.use("*", async (c, next) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  await next();
  setSecurityHeaders(c.res.headers, nonce);
});
app.use("*", compress());

if (embedded) {
  app.all("/api/*", (c) => embedded.app.fetch(c.req.raw, { clientAddress: clientAddressOf(c) }));
  app.all("/provider-api/*", (c) => embedded.app.fetch(c.req.raw, { clientAddress: clientAddressOf(c) }));
  // The console's API, for a provider's own tools as much as for the console (member tokens; issue 28).
  app.all("/partner-api/*", (c) => embedded.app.fetch(c.req.raw, { clientAddress: clientAddressOf(c) }));
}

// Images and other public files keep their names when they change: a week in any cache, then
// served stale for a day while the cache asks again. (Registered before the static handler,
// which answers without calling on.)
app.use("*", async (c, next) => {
  await next();
  if (c.res.ok && !c.res.headers.has("Cache-Control") && /\.(svg|png|jpe?g|webp|ico|txt)$/.test(c.req.path)) {
    c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_FILE_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_FILE_STALE_S}`);
  }
});
if (production) {
  // Hashed build files never change: cache them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  // Every file of the build has a dot in its name (the assets, images, favicons); a page's address
  // has none in its last part, and is not looked for on disk before every render.
  const serveBuildFiles = serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, "client")) || "." });
  app.use("*", (c, next) => (FILE_NAME.test(c.req.path) ? serveBuildFiles(c, next) : next()));
} else {
  app.use("*", serveStatic({ root: path.relative(process.cwd(), path.join(root, "public")) || "." }));
}

// Public pages for visitors without a session, or with one that holds only the remembered place,
// kept for seconds (server/page-cache.ts, decision 0017).
const pageCache = production && config.pageCache ? createPageCache({ sharedSession: createSharedSessionCheck(config.sessionSecrets) }) : undefined;

app.all("*", async (c) => {
  if (isCrossSiteWrite(c.req.raw)) {
    return c.text("This form was sent from another site and was refused.", 403);
  }
  const clientIp = clientAddressOf(c);
  const nonce = c.get("nonce");
  const render = async (request: Request) => ({
    response: await reactRouter(underCheckedOrigin(request), { apiFetch: apiFetchFor(clientIp), cspNonce: nonce, clientIp, closing: () => health.draining }),
    nonce,
  });
  const response = pageCache ? await pageCache.handle(c.req.raw, nonce, render) : (await render(c.req.raw)).response;
  // Pages, data and redirects alike (a loader's redirect never reaches entry.server.tsx).
  markPersonal(c.req.raw, response.headers);
  return response;
});

function setSecurityHeaders(headers: Headers, nonce: string) {
  if ((headers.get("content-type") ?? "").includes("text/html")) {
    const script = production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline'`;
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${script}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        `connect-src 'self'${production ? "" : " ws:"}`,
        "frame-src 'self' https://www.openstreetmap.org",
        // Our own pages may frame ours: the booking status frame of the JavaScript-off waiting sheet.
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  }
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
  if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

const listener = getRequestListener(app.fetch);
// Liveness and readiness are answered at the socket, before any page work (shared/health.ts).
const health = createHealth({ checkDatabase: embedded?.checkReady });
// Every body is limited and counted here, before Vite, React Router or the API reads it (server/body-guard.ts).
const guardBody = createBodyGuard();
const server = http.createServer((req, res) => {
  if (health.handle(req, res)) return;
  // While draining for a deploy, each answer ends its connection: the client's next request goes to another copy.
  if (health.draining) res.setHeader("Connection", "close");
  guardBody(req, res, () => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
});
server.listen(config.port, () => {
  log.info({ ...startupSummary(config, apiConfig, copies), port: config.port }, `Saaj ${config.env} server on http://localhost:${config.port}`);
});

handleShutdown({
  server,
  startDraining: () => health.startDraining(),
  ...config.shutdown,
  async stop() {
    await vite?.close();
    await embedded?.stop();
  },
});
