import { createHmac } from "node:crypto";
import { z } from "zod";
import type { LoginLimits } from "./routes/auth/login-budgets";
import { PUBLIC_DEMO_PERMISSION } from "../contract/http";
import { decideDemoMode, demoSettings, envBool, nodeEnv, parseSettings, proxySettings, secretSetting, trustedProxies, wholeNumber } from "../shared/env";
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_POOL_MAX } from "./db/client";
import { CONFIRM_WINDOW_SECONDS } from "../contract/booking";
import { RESEND_SECONDS } from "../contract/schemas/auth";

const schema = z.object({
  NODE_ENV: nodeEnv,
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  /**
   * The embedded database in memory only (PGLITE_DATA_DIR=memory://): start from this saved copy of a
   * migrated, seeded one (`npm run db:copy`) rather than from nothing. The e2e servers start this way.
   */
  PGLITE_LOAD_FROM: z.string().min(1).optional(),
  /** PostgreSQL connections each copy may hold: copies x this must stay under the server's max_connections. */
  DATABASE_POOL_MAX: wholeNumber(1, 1000).default(DEFAULT_POOL_MAX),
  /** How long a query waits for a free or new connection before the request gets a 503 (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100).default(DEFAULT_CONNECT_TIMEOUT_MS),
  /** Production without an SMS gateway: set to 1 only when login codes reach customers some other way. */
  CODES_DELIVERED_ELSEWHERE: envBool.optional(),
  /** Secret for hashing one-time codes. Required in production. */
  CODE_SECRET: secretSetting,
  ...demoSettings,
  DEMO_PROVIDER_DELAY_MS: wholeNumber(0).default(4000),
  /** Demo mode: off leaves every request to the provider console (README: playing the provider). */
  DEMO_PROVIDER: envBool.default("on"),
  /**
   * Demo mode only: a shorter time than the spec's 120 s for the provider's code to be entered, so an
   * end-to-end test sees a request run out of time sooner. Refused outside demo mode.
   */
  DEMO_CONFIRM_WINDOW_SECONDS: wholeNumber(10, CONFIRM_WINDOW_SECONDS).optional(),
  /** Demo mode only: a shorter wait than the spec's 60 s before a phone gets another code (an e2e test's wait). Refused outside demo mode. */
  DEMO_RESEND_SECONDS: wholeNumber(5, RESEND_SECONDS).optional(),
  SEED_PROVIDERS: wholeNumber(1, 100000).default(120),
  /** When set, codes are also POSTed to this SMS gateway as {to, body}. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** WhatsApp Business Cloud API (template messages); when the token or phone number id is unset, nothing goes to WhatsApp. */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  /** The language the approved templates are in. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/)
    .default("en"),
  /** When set, places autocomplete/geocoding proxy a real maps service instead of the gazetteer. */
  MAPS_API_KEY: z.string().optional(),
  /** Shared with the web app when it calls this API over HTTP: signs the visitor's address. */
  CLIENT_ADDRESS_SECRET: secretSetting,
  ...proxySettings,
  /** Service-wide cap on code SMS an hour (routes/auth/login-budgets.ts LOGIN_LIMITS). */
  SMS_MAX_PER_HOUR: wholeNumber(1).optional(),
  /** The payment gateway's shared secret: its UPI callbacks are signed with it. Unset: UPI only in demo mode. */
  PAYMENT_GATEWAY_SECRET: secretSetting,
  /** Who UPI payments go to: the payee's UPI address and name in the upi:// link. */
  UPI_PAYEE_VPA: z
    .string()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{2,64}$/)
    .default("saaj.bookings@hdfcbank"),
  UPI_PAYEE_NAME: z.string().min(1).max(50).default("Saaj"),
  /** Demo mode: the demo gateway confirms a UPI request this long after it was opened. */
  DEMO_GATEWAY_DELAY_MS: wholeNumber(0).default(5000),
  /** The apology coupon a customer gets when the provider cancels an accepted booking, in rupees; 0: none. */
  APOLOGY_COUPON_RUPEES: wholeNumber(0).default(200),
  /** The payment gateway's refund endpoint: refunds are POSTed there, signed like its callbacks. Unset: the demo gateway's (demo mode) or none. */
  PAYMENT_GATEWAY_REFUND_URL: z.string().url().optional(),
  /** The site's public origin (https://saaj.in): the booking links in messages start with it. */
  PUBLIC_URL: z.string().url().optional(),
});

export type ApiConfig = {
  env: "development" | "production" | "test";
  databaseUrl?: string;
  pgliteDataDir: string;
  /** A saved copy of a PGlite data directory (a tar file) the in-memory database starts from. */
  pgliteLoadFrom?: string;
  databasePoolMax?: number;
  databaseConnectTimeoutMs?: number;
  codeSecret: string;
  /** Where messages' booking links point (PUBLIC_URL); in development, the local server. */
  publicUrl: string;
  demoMode: boolean;
  demoProviderDelayMs: number;
  /** Demo mode: the robot accepts every request (DEMO_PROVIDER, on by default); off, the console does. */
  demoProvider: boolean;
  /** How long a request may wait for its provider's code to be entered (CONFIRM_WINDOW_SECONDS; shorter only in demo mode). */
  confirmWindowMs: number;
  seedProviders: number;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
  /** Set only when both the token and the phone number id are. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string; language: string };
  mapsApiKey?: string;
  clientAddressSecret?: string;
  trustedProxies?: string;
  /** Signs the gateway's callbacks; in demo mode without one, a secret derived from the code secret (the demo gateway signs with it). */
  gatewaySecret?: string;
  /** A real gateway's secret is configured: the demo gateway stays out. */
  realGateway: boolean;
  upiPayee: { vpa: string; name: string };
  demoGatewayDelayMs: number;
  /** The apology coupon's value in rupees (0: none). */
  apologyCouponRupees: number;
  /** Where refunds go (the real gateway's endpoint); unset: the demo gateway takes them in demo mode, else they wait. */
  refundUrl?: string;
  /** Overrides of the login-code budgets (tests; SMS_MAX_PER_HOUR). */
  loginLimits?: Partial<LoginLimits>;
};

/**
 * The one value that lets demo mode run under NODE_ENV=production. Demo mode publishes every
 * phone's login codes (the page shows them, /api/demo/outbox/ serves them) and lets anyone act as
 * any seeded provider: on the open internet that is anyone's account. The name says so.
 */
export { PUBLIC_DEMO_PERMISSION };

const DEV_CODE_SECRET = "saaj-development-code-secret";
/** The development server's address (server.ts's default port), for booking links without PUBLIC_URL. */
const DEV_PUBLIC_URL = "http://localhost:3000";
/** Demo mode's gateway secret when none is configured: the demo gateway and the callback check share it. */
const demoGatewaySecret = (codeSecret: string) => createHmac("sha256", codeSecret).update("demo payment gateway").digest("hex");

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = parseSettings(schema, env);
  const production = parsed.NODE_ENV === "production";
  // Required whatever the mode: a public demo hashes its codes with a real secret too.
  if (production && !parsed.CODE_SECRET) {
    throw new Error("CODE_SECRET must be set in production (16 characters or more).");
  }
  if (production && !parsed.PUBLIC_URL) {
    throw new Error("PUBLIC_URL must be set in production (https://saaj.in): the booking links in messages start with it.");
  }
  const demoMode = decideDemoMode(parsed);
  if (parsed.DEMO_CONFIRM_WINDOW_SECONDS !== undefined && !demoMode) {
    throw new Error("DEMO_CONFIRM_WINDOW_SECONDS is for demo mode only: customers get the spec's 120 seconds to enter the provider's code.");
  }
  if (parsed.DEMO_RESEND_SECONDS !== undefined && !demoMode) {
    throw new Error("DEMO_RESEND_SECONDS is for demo mode only: a phone waits the spec's 60 seconds for another code.");
  }
  if (parsed.PGLITE_LOAD_FROM && (parsed.DATABASE_URL || parsed.PGLITE_DATA_DIR !== "memory://")) {
    throw new Error("PGLITE_LOAD_FROM is for the embedded database in memory only (PGLITE_DATA_DIR=memory://, no DATABASE_URL).");
  }
  // Login codes only ever go by SMS (lib/notifier.ts): with no gateway nobody could log in.
  if (production && !demoMode && !parsed.SMS_GATEWAY_URL && !parsed.CODES_DELIVERED_ELSEWHERE) {
    throw new Error("No way to deliver login codes: set SMS_GATEWAY_URL, or CODES_DELIVERED_ELSEWHERE=1 if codes reach customers another way (nobody can log in otherwise).");
  }
  return {
    env: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    pgliteDataDir: parsed.PGLITE_DATA_DIR,
    pgliteLoadFrom: parsed.PGLITE_LOAD_FROM,
    databasePoolMax: parsed.DATABASE_POOL_MAX,
    databaseConnectTimeoutMs: parsed.DATABASE_CONNECT_TIMEOUT_MS,
    codeSecret: parsed.CODE_SECRET ?? DEV_CODE_SECRET,
    publicUrl: (parsed.PUBLIC_URL ?? DEV_PUBLIC_URL).replace(/\/$/, ""),
    demoMode,
    demoProviderDelayMs: parsed.DEMO_PROVIDER_DELAY_MS,
    demoProvider: parsed.DEMO_PROVIDER,
    confirmWindowMs: (parsed.DEMO_CONFIRM_WINDOW_SECONDS ?? CONFIRM_WINDOW_SECONDS) * 1000,
    seedProviders: parsed.SEED_PROVIDERS,
    smsGatewayUrl: parsed.SMS_GATEWAY_URL,
    smsGatewayToken: parsed.SMS_GATEWAY_TOKEN,
    whatsapp:
      parsed.WHATSAPP_TOKEN && parsed.WHATSAPP_PHONE_NUMBER_ID
        ? { token: parsed.WHATSAPP_TOKEN, phoneNumberId: parsed.WHATSAPP_PHONE_NUMBER_ID, apiUrl: parsed.WHATSAPP_API_URL.replace(/\/$/, ""), language: parsed.WHATSAPP_TEMPLATE_LANGUAGE }
        : undefined,
    mapsApiKey: parsed.MAPS_API_KEY,
    clientAddressSecret: parsed.CLIENT_ADDRESS_SECRET,
    trustedProxies: trustedProxies(parsed),
    loginLimits: {
      ...(parsed.SMS_MAX_PER_HOUR ? { sendsGlobalPerHour: parsed.SMS_MAX_PER_HOUR } : {}),
      ...(parsed.DEMO_RESEND_SECONDS ? { resendSeconds: parsed.DEMO_RESEND_SECONDS } : {}),
    },
    gatewaySecret: parsed.PAYMENT_GATEWAY_SECRET ?? (demoMode ? demoGatewaySecret(parsed.CODE_SECRET ?? DEV_CODE_SECRET) : undefined),
    realGateway: Boolean(parsed.PAYMENT_GATEWAY_SECRET),
    upiPayee: { vpa: parsed.UPI_PAYEE_VPA, name: parsed.UPI_PAYEE_NAME },
    demoGatewayDelayMs: parsed.DEMO_GATEWAY_DELAY_MS,
    apologyCouponRupees: parsed.APOLOGY_COUPON_RUPEES,
    refundUrl: parsed.PAYMENT_GATEWAY_REFUND_URL,
  };
}

/** Config for tests: demo mode on, nothing from the environment but DATABASE_URL. */
export function testApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    env: "test",
    pgliteDataDir: "memory://",
    codeSecret: "test-code-secret-0123456789",
    publicUrl: "https://saaj.test",
    demoMode: true,
    demoProviderDelayMs: 0,
    demoProvider: true,
    confirmWindowMs: CONFIRM_WINDOW_SECONDS * 1000,
    seedProviders: 40,
    gatewaySecret: "test-gateway-secret-0123456789",
    realGateway: false,
    upiPayee: { vpa: "saaj.bookings@hdfcbank", name: "Saaj" },
    demoGatewayDelayMs: 0,
    apologyCouponRupees: 200,
    ...overrides,
  };
}
