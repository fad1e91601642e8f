import { z } from "zod";
import { PUBLIC_DEMO_PERMISSION, SECRET_MIN_LENGTH, SECRET_TOO_SHORT } from "../../contract/http";
import { DEFAULT_LINKS } from "./links";

const bool = z.enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""]).transform((v) => ["1", "true", "on", "yes"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: z.string().optional(),
  /** An external API; unset = the embedded one in this process. */
  API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  DEMO_MODE: bool.optional(),
  /** See api/config.ts: demo mode under NODE_ENV=production needs this permission. */
  ALLOW_PUBLIC_DEMO: z.string().optional(),
  COOKIE_SECURE: bool.optional(),
  /** Proxies in front of server.ts: a hop count or comma-separated CIDRs (api/lib/client-identity.ts). */
  TRUSTED_PROXIES: z.string().optional(),
  /** Old name: any value meant one trusted hop. */
  TRUST_PROXY: z.string().optional(),
  /** With API_BASE_URL: signs the visitor's address for the API (the API has the same value). */
  CLIENT_ADDRESS_SECRET: z.string().min(SECRET_MIN_LENGTH, SECRET_TOO_SHORT).optional(),
  /** The site's public address (https://saaj.in), for canonical links, share previews and sitemaps. Required in production; in development the request's own. */
  PUBLIC_URL: z.string().url().optional(),
  /** After SIGTERM, how long this copy keeps serving while /readyz says 503 (docs/deploy.md). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** After the drain, how long open requests may still run before the process exits anyway. */
  SHUTDOWN_FINISH_MS: z.coerce.number().int().min(100).max(600_000).default(4_000),
  /** Public pages for visitors without a session kept for seconds (server/page-cache.ts); on by default in production. */
  PAGE_CACHE: bool.optional(),
  /** Where the product links out (app/lib/links.ts has the brand's addresses as defaults). */
  TRY_ON_URL: z.string().url().default(DEFAULT_LINKS.tryOn),
  PROFESSIONAL_SIGNUP_URL: z.string().url().default(DEFAULT_LINKS.professionalSignup),
  SOCIAL_INSTAGRAM_URL: z.string().url().default(DEFAULT_LINKS.instagram),
  SOCIAL_FACEBOOK_URL: z.string().url().default(DEFAULT_LINKS.facebook),
  SOCIAL_YOUTUBE_URL: z.string().url().default(DEFAULT_LINKS.youtube),
  SOCIAL_LINKEDIN_URL: z.string().url().default(DEFAULT_LINKS.linkedin),
});

export type AppConfig = ReturnType<typeof loadAppConfig>;

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Settings not valid (README, "Configuration"):\n${result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  const parsed = result.data;
  const production = parsed.NODE_ENV === "production";
  const secrets = (parsed.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (production && secrets.length === 0) {
    throw new Error("SESSION_SECRET must be set in production (a comma-separated list; the first one signs).");
  }
  if (secrets.some((s) => s.length < SECRET_MIN_LENGTH) && production) {
    throw new Error(`Each SESSION_SECRET ${SECRET_TOO_SHORT}.`);
  }
  if (production && !parsed.PUBLIC_URL) {
    throw new Error("PUBLIC_URL must be set in production (https://saaj.in): sitemaps, robots.txt, canonical links and share previews are made from it, never from a request's Host header.");
  }
  if (production && parsed.API_BASE_URL && !parsed.CLIENT_ADDRESS_SECRET) {
    throw new Error("CLIENT_ADDRESS_SECRET must be set in production with API_BASE_URL (the API needs it to know each visitor's address).");
  }
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    sessionSecrets: secrets.length ? secrets : ["saaj-development-session-secret"],
    apiBaseUrl: parsed.API_BASE_URL?.replace(/\/$/, ""),
    apiTimeoutMs: parsed.API_TIMEOUT_MS,
    demoMode: decideDemoMode(parsed),
    cookieSecure: parsed.COOKIE_SECURE ?? production,
    trustedProxies: parsed.TRUSTED_PROXIES ?? (parsed.TRUST_PROXY ? "1" : undefined),
    clientAddressSecret: parsed.CLIENT_ADDRESS_SECRET,
    pageCache: parsed.PAGE_CACHE ?? true,
    shutdown: { drainMs: parsed.SHUTDOWN_DRAIN_MS, finishMs: parsed.SHUTDOWN_FINISH_MS },
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ""),
    links: {
      tryOn: parsed.TRY_ON_URL,
      professionalSignup: parsed.PROFESSIONAL_SIGNUP_URL,
      instagram: parsed.SOCIAL_INSTAGRAM_URL,
      facebook: parsed.SOCIAL_FACEBOOK_URL,
      youtube: parsed.SOCIAL_YOUTUBE_URL,
      linkedin: parsed.SOCIAL_LINKEDIN_URL,
    },
  };
}

let cached: AppConfig | undefined;
/** Parsed once, at first use (server.ts calls it at start so a bad config stops the process). */
export const config = () => (cached ??= loadAppConfig());

/** Demo mode: only when DEMO_MODE asks for it; in production only with the loud permission too. */
export function decideDemoMode(env: { NODE_ENV?: string; DEMO_MODE?: boolean; ALLOW_PUBLIC_DEMO?: string }): boolean {
  const production = env.NODE_ENV === "production";
  const demo = env.DEMO_MODE ?? false;
  if (demo && production && env.ALLOW_PUBLIC_DEMO !== PUBLIC_DEMO_PERMISSION) {
    throw new Error(`DEMO_MODE is refused under NODE_ENV=production: it shows every login code publicly. For a public demo on purpose, set ALLOW_PUBLIC_DEMO=${PUBLIC_DEMO_PERMISSION}.`);
  }
  return demo;
}
