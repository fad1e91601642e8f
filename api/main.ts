import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { startApi } from "./start";
import { log } from "../shared/log";
import { createHealth } from "../shared/health";
import { handleShutdown } from "../shared/shutdown";
import { decideClientAddress, parseTrustedProxies } from "./lib/client-identity";

/** The API alone (`npm run api`), with the same health checks and drain as server.ts. */
const api = await startApi();
const port = Number(process.env.PORT ?? 4000);
// This process owns the socket, so it decides the caller's address (docs/decisions/0005-client-identity.md).
const trusted = parseTrustedProxies(api.deps.config.trustedProxies);
const listener = getRequestListener((request: Request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
  api.app.fetch(request, {
    clientAddress: decideClientAddress(env.incoming.socket.remoteAddress, request.headers.get("x-forwarded-for"), trusted),
  }),
);
const health = createHealth({ checkDatabase: api.checkReady });
const server = http.createServer((req, res) => {
  if (health.handle(req, res)) return;
  if (health.draining) res.setHeader("Connection", "close");
  void listener(req, res);
});
server.listen(port, () => log.info(`API listening on http://localhost:${port} (docs at /api/docs)`));
handleShutdown({
  server,
  startDraining: () => health.startDraining(),
  drainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 5_000),
  finishMs: Number(process.env.SHUTDOWN_FINISH_MS ?? 4_000),
  stop: () => api.stop(),
});
