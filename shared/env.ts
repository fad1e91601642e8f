import { z } from "zod";
import { PUBLIC_DEMO_PERMISSION, SECRET_MIN_LENGTH, SECRET_TOO_SHORT } from "../contract/http";

/**
 * The pieces of settings parsing the web app (app/lib/config.server.ts) and the API (api/config.ts)
 * share. Each keeps its own schema of its own variables.
 */

/** On: "1", "true", "on", "yes"; off: "0", "false", "off", "no" or empty; anything else is refused. */
export const envBool = z.enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""]).transform((v) => ["1", "true", "on", "yes"].includes(v));

export const nodeEnv = z.enum(["development", "production", "test"]).default("development");

/** A whole number (milliseconds, a count, a port) of at least `min`, and at most `max` when given. */
export const wholeNumber = (min: number, max?: number) => (max === undefined ? z.coerce.number().int().min(min) : z.coerce.number().int().min(min).max(max));

/** One secret, SECRET_MIN_LENGTH characters or more; whether it is required is each side's call. */
export const secretSetting = z.string().min(SECRET_MIN_LENGTH, SECRET_TOO_SHORT).optional();

export const demoSettings = {
  /** Demo mode: seeds demo data, runs the demo provider, shows login codes (the API's SMS outbox). */
  DEMO_MODE: envBool.optional(),
  /** Under NODE_ENV=production demo mode is refused unless this is exactly PUBLIC_DEMO_PERMISSION. */
  ALLOW_PUBLIC_DEMO: z.string().optional(),
};

export const proxySettings = {
  /** Proxies in front of the process: a hop count or comma-separated CIDRs (api/lib/client-identity.ts). */
  TRUSTED_PROXIES: z.string().optional(),
  /** Old name: any value meant one trusted hop. */
  TRUST_PROXY: z.string().optional(),
};

/** The environment through `schema`, or one error naming every variable that is not valid. */
export function parseSettings<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Settings not valid (README, "Configuration"):\n${result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return result.data;
}

/**
 * A comma-separated list of secrets, for rotation: the first signs, all verify. In production
 * there must be one at least, and each long enough.
 */
export function secretList(name: string, value: string | undefined, production: boolean): string[] {
  const secrets = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (production && secrets.length === 0) {
    throw new Error(`${name} must be set in production (a comma-separated list; the first one signs).`);
  }
  if (production && secrets.some((s) => s.length < SECRET_MIN_LENGTH)) {
    throw new Error(`Each ${name} ${SECRET_TOO_SHORT}.`);
  }
  return secrets;
}

/**
 * Demo mode is opt-in: only when DEMO_MODE asks for it (a deployment that forgets NODE_ENV is
 * not a demo), and refused under production unless ALLOW_PUBLIC_DEMO holds PUBLIC_DEMO_PERMISSION.
 */
export function decideDemoMode(env: { NODE_ENV?: string; DEMO_MODE?: boolean; ALLOW_PUBLIC_DEMO?: string }): boolean {
  const production = env.NODE_ENV === "production";
  const demo = env.DEMO_MODE ?? false;
  if (demo && production && env.ALLOW_PUBLIC_DEMO !== PUBLIC_DEMO_PERMISSION) {
    throw new Error(`DEMO_MODE is refused under NODE_ENV=production: it shows every login code publicly. For a public demo on purpose, set ALLOW_PUBLIC_DEMO=${PUBLIC_DEMO_PERMISSION}.`);
  }
  return demo;
}

/** TRUSTED_PROXIES, or one hop for the old TRUST_PROXY. */
export const trustedProxies = (env: { TRUSTED_PROXIES?: string; TRUST_PROXY?: string }) => env.TRUSTED_PROXIES ?? (env.TRUST_PROXY ? "1" : undefined);
