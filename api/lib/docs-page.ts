import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import { errorBody } from "./errors";

/**
 * /api/docs: Swagger UI from our own origin (the swagger-ui-dist package ships its files), so it
 * works offline and under our Content-Security-Policy: no CDN, no inline script (the page's one
 * script is /api/docs/init.js), no call to the public validator.
 */
const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const version = (JSON.parse(readFileSync(path.join(dist, "package.json"), "utf8")) as { version: string }).version;

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const asset = (file: string) => {
  let bytes = cache.get(file);
  if (!bytes) cache.set(file, (bytes = new Uint8Array(readFileSync(path.join(dist, file)))));
  return bytes;
};

const INIT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true, validatorUrl: null });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Saaj REST API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png?v=${version}">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css?v=${version}">
</head>
<body>
<div id="swagger-ui"><p style="font-family:sans-serif;padding:1rem">The API reference needs JavaScript. The OpenAPI document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></div>
<script src="/api/docs/assets/swagger-ui-bundle.js?v=${version}"></script>
<script src="/api/docs/init.js?v=${version}"></script>
</body>
</html>
`;

/** Our policy for the page when the API answers alone (server.ts sets its own, as strict, on every page). */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerDocsPage(app: Hono<any>) {
  for (const at of ["/api/docs", "/api/docs/"]) {
    app.get(at, (c) => c.html(PAGE, 200, { "Content-Security-Policy": CSP, "Cache-Control": "no-cache" }));
  }
  app.get("/api/docs/init.js", (c) => c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" }));
  app.get("/api/docs/assets/:file", (c) => {
    const file = c.req.param("file");
    const type = ASSETS[file];
    if (!type) return c.json(errorBody("not_found"), 404);
    return c.body(asset(file), 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
  });
}
