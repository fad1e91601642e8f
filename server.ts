import http from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { HttpBindings } from "@hono/node-server";
import { loadAppConfig } from "./app/lib/config.server";
import { startApi } from "./api/start";
import { loadApiConfig } from "./api/config";
import { isCrossSiteWrite } from "./app/lib/origin-check.server";

const root = path.dirname(fileURLToPath(import.meta.url));
const config = loadAppConfig();
const production = config.env === "production";

// The embedded API runs here unless API_BASE_URL names an external one.
const embedded = config.apiBaseUrl ? undefined : await startApi(loadApiConfig());
const apiFetch = embedded ? (request: Request) => Promise.resolve(embedded.app.fetch(request)) : undefined;

const vite = production
  ? undefined
  : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }));

const loadBuild = async (): Promise<ServerBuild> =>
  vite
    ? ((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);
const remix = createRequestHandler(production ? await loadBuild() : loadBuild, config.env);

const app = new Hono<{ Bindings: HttpBindings; Variables: { nonce: string } }>();

app.use("*", async (c, next) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  await next();
  setSecurityHeaders(c.res.headers, nonce);
});
app.use("*", compress());

app.get("/healthz", async (c) => {
  if (embedded) await embedded.deps.db.query("SELECT 1");
  return c.json({ status: "ok" });
});

if (embedded) {
  app.all("/api/*", (c) => embedded.app.fetch(c.req.raw));
  app.all("/provider-api/*", (c) => embedded.app.fetch(c.req.raw));
}

if (production) {
  // Hashed build files never change: cache them for a year. Everything else for an hour.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), path.join(root, "build/client")) || "." }));
} else {
  app.use("*", serveStatic({ root: path.relative(process.cwd(), path.join(root, "public")) || "." }));
}
app.use("*", async (c, next) => {
  await next();
  if (c.res.ok && !c.res.headers.has("Cache-Control") && /\.(svg|png|jpe?g|webp|ico|txt)$/.test(c.req.path)) {
    c.res.headers.set("Cache-Control", "public, max-age=3600");
  }
});

app.all("*", async (c) => {
  if (isCrossSiteWrite(c.req.raw)) {
    return c.text("This form was sent from another site and was refused.", 403);
  }
  const clientIp = (process.env.TRUST_PROXY ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined) ?? c.env.incoming.socket.remoteAddress ?? "unknown";
  return remix(c.req.raw, { apiFetch, cspNonce: c.get("nonce"), clientIp });
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
        "frame-src https://www.openstreetmap.org",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  }
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
  if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

const listener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.listen(config.port, () => {
  console.log(`[saaj] ${config.env} server on http://localhost:${config.port}${embedded ? " with the embedded API" : ` using ${config.apiBaseUrl}`}`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[saaj] ${signal}: finishing open requests`);
    server.close(async () => {
      await vite?.close();
      await embedded?.stop();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
