import { serve } from "@hono/node-server";
import { startApi } from "./start";

const api = await startApi();
const port = Number(process.env.PORT ?? 4000);
const server = serve({ fetch: api.app.fetch, port }, () =>
  console.log(`[api] listening on http://localhost:${port} (docs at /api/docs)`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void api.stop().then(() => process.exit(0))));
}
