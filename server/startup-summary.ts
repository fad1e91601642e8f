import type { ApiConfig } from "../api/config";
import type { AppConfig } from "../app/lib/config.server";

/** A database address without its password, for the log. */
export function describeDatabase(api: ApiConfig | undefined, apiBaseUrl: string | undefined): string {
  if (!api) return `external API at ${apiBaseUrl}`;
  if (!api.databaseUrl) return `embedded PGlite (${api.pgliteDataDir})`;
  try {
    const url = new URL(api.databaseUrl);
    return `PostgreSQL ${url.username ? `${decodeURIComponent(url.username)}@` : ""}${url.host}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

/**
 * The one line an operator reads at start (docs/deploy.md): where data lives, how many
 * connections this copy may hold, how codes and messages go out, who is trusted to say the
 * visitor's address, the public address, and whether this is a demo. No secret is printed.
 */
export function startupSummary(app: AppConfig, api: ApiConfig | undefined, copies: number) {
  return {
    env: app.env,
    database: describeDatabase(api, app.apiBaseUrl),
    poolMax: api?.databaseUrl ? api.databasePoolMax : undefined,
    copies,
    channels: api
      ? { sms: api.smsGatewayUrl ? "gateway" : api.demoMode ? "shown on the page (demo)" : "none: codes delivered elsewhere", whatsapp: api.whatsapp ? "Cloud API" : "off" }
      : "the external API's",
    trustedProxies: app.trustedProxies ?? "none (the socket's address is the visitor's)",
    publicUrl: app.publicUrl ?? "each request's own host",
    demo: app.demoMode,
    pageCache: app.env === "production" && app.pageCache,
  };
}
