import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: z.string().optional(),
  /** An external API; unset = the embedded one in this process. */
  API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  DEMO_MODE: bool.optional(),
  COOKIE_SECURE: bool.optional(),
});

export type AppConfig = ReturnType<typeof loadAppConfig>;

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.parse(env);
  const production = parsed.NODE_ENV === "production";
  const secrets = (parsed.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (production && secrets.length === 0) {
    throw new Error("SESSION_SECRET must be set in production (a comma-separated list; the first one signs).");
  }
  if (secrets.some((s) => s.length < 16) && production) {
    throw new Error("Each SESSION_SECRET must be at least 16 characters long.");
  }
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    sessionSecrets: secrets.length ? secrets : ["saaj-development-session-secret"],
    apiBaseUrl: parsed.API_BASE_URL?.replace(/\/$/, ""),
    apiTimeoutMs: parsed.API_TIMEOUT_MS,
    demoMode: parsed.DEMO_MODE ?? !production,
    cookieSecure: parsed.COOKIE_SECURE ?? production,
  };
}

let cached: AppConfig | undefined;
/** Parsed once, at first use (server.ts calls it at start so a bad config stops the process). */
export const config = () => (cached ??= loadAppConfig());
