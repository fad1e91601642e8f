import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  /** Secret for hashing one-time codes. Required in production. */
  CODE_SECRET: z.string().min(16).optional(),
  /** Demo mode: seeds demo data, runs the demo provider, exposes the SMS outbox. */
  DEMO_MODE: bool.optional(),
  DEMO_PROVIDER_DELAY_MS: z.coerce.number().int().min(0).default(4000),
  SEED_PROVIDERS: z.coerce.number().int().min(1).max(100000).default(120),
  /** When set, codes are also POSTed to this SMS gateway as {to, body}. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** When set, places autocomplete/geocoding proxy a real maps service instead of the gazetteer. */
  MAPS_API_KEY: z.string().optional(),
});

export type ApiConfig = {
  env: "development" | "production" | "test";
  databaseUrl?: string;
  pgliteDataDir: string;
  codeSecret: string;
  demoMode: boolean;
  demoProviderDelayMs: number;
  seedProviders: number;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
  mapsApiKey?: string;
};

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.parse(env);
  const production = parsed.NODE_ENV === "production";
  if (production && !parsed.CODE_SECRET && !parsed.DEMO_MODE) {
    throw new Error("CODE_SECRET must be set in production (16 characters or more).");
  }
  return {
    env: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    pgliteDataDir: parsed.PGLITE_DATA_DIR,
    codeSecret: parsed.CODE_SECRET ?? "saaj-development-code-secret",
    demoMode: parsed.DEMO_MODE ?? !production,
    demoProviderDelayMs: parsed.DEMO_PROVIDER_DELAY_MS,
    seedProviders: parsed.SEED_PROVIDERS,
    smsGatewayUrl: parsed.SMS_GATEWAY_URL,
    smsGatewayToken: parsed.SMS_GATEWAY_TOKEN,
    mapsApiKey: parsed.MAPS_API_KEY,
  };
}

/** Config for tests: demo mode on, nothing from the environment but DATABASE_URL. */
export function testApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    env: "test",
    pgliteDataDir: "memory://",
    codeSecret: "test-code-secret-0123456789",
    demoMode: true,
    demoProviderDelayMs: 0,
    seedProviders: 40,
    ...overrides,
  };
}
