import type { Context } from "hono";

/**
 * Who is calling, for per-client rate limits. The web app calls the API on the server and
 * forwards the visitor's address in X-Forwarded-For; the first entry is the visitor.
 */
export function clientKey(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip") || "unknown";
}
