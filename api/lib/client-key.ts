import type { Context } from "hono";
import type { AppEnv } from "./context";
import { CLIENT_ADDRESS_HEADER, verifyClientAddress } from "./client-identity";

/**
 * Who is calling, for per-client rate limits. Never read from X-Forwarded-For, which anyone
 * writes. The process that owns the socket decides the address (client-identity.ts) and hands it
 * over out of band: `clientAddress` in the request's bindings (server.ts for the embedded API and
 * its in-process calls, api/main.ts for the API alone). The web app calling over HTTP instead
 * sends it in a header signed with CLIENT_ADDRESS_SECRET; a caller without the secret is keyed by
 * its own address.
 */
export function clientKey(c: Context<AppEnv>): string {
  const secret = c.var.deps.config.clientAddressSecret;
  if (secret) {
    const signed = verifyClientAddress(secret, c.req.header(CLIENT_ADDRESS_HEADER), Date.now());
    if (signed) return signed;
  }
  return c.env?.clientAddress || "unknown";
}
