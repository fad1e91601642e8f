import { serve } from "@hono/node-server";
import { startApi } from "./start";
import { log } from "../server/log";
import { decideClientAddress, parseTrustedProxies } from "./lib/client-identity";

const api = await startApi();
const port = Number(process.env.PORT ?? 4000);
// This process owns the socket, so it decides the caller's address (docs/decisions/0005-client-identity.md).
const trusted = parseTrustedProxies(api.deps.config.trustedProxies);
const fetch = (request: Request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
  api.app.fetch(request, {
    clientAddress: decideClientAddress(env.incoming.socket.remoteAddress, request.headers.get("x-forwarded-for"), trusted),
  });
const server = serve({ fetch, port }, () => log.info(`API listening on http://localhost:${port} (docs at /api/docs)`));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void api.stop().then(() => process.exit(0))));
}
