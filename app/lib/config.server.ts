import { z } from "zod";
import { decideDemoMode, demoSettings, envBool, nodeEnv, parseSettings, proxySettings, secretList, secretSetting, trustedProxies, wholeNumber } from "../../shared/env";
import { DEFAULT_LINKS } from "./links";

const schema = z.object({
  NODE_ENV: nodeEnv,
  PORT: wholeNumber(1, 65535).default(3000),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: z.string().optional(),
  /** An external API; unset = the embedded one in this process. */
  API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: wholeNumber(100).default(8000),
  ...demoSettings,
  COOKIE_SECURE: envBool.optional(),
  ...proxySettings,
  /** With API_BASE_URL: signs the visitor's address for the API (the API has the same value). */
  CLIENT_ADDRESS_SECRET: secretSetting,
  /** The site's public address (https://saaj.in), for canonical links, share previews and sitemaps. Required in production; in development the request's own. */
  PUBLIC_URL: z.string().url().optional(),
  /** After SIGTERM, how long this copy keeps serving while /readyz says 503 (docs/deploy.md). */
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000).default(5_000),
  /** After the drain, how long open requests may still run before the process exits anyway. */
  SHUTDOWN_FINISH_MS: wholeNumber(100, 600_000).default(4_000),
  /** Public pages for visitors without a session kept for seconds (server/page-cache.ts); on by default in production. */
  PAGE_CACHE: envBool.optional(),
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
  const parsed = parseSettings(schema, env);
  const production = parsed.NODE_ENV === "production";
  const secrets = secretList("SESSION_SECRET", parsed.SESSION_SECRET, production);
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
    trustedProxies: trustedProxies(parsed),
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
