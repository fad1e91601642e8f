import { describe, expect, it } from "vitest";
import { loadApiConfig, PUBLIC_DEMO_PERMISSION } from "./config";
import { loadAppConfig } from "../app/lib/config.server";

const api = (env: Record<string, string>) => loadApiConfig(env as NodeJS.ProcessEnv);
const app = (env: Record<string, string>) => loadAppConfig(env as NodeJS.ProcessEnv);
const smsGateway = { SMS_GATEWAY_URL: "https://sms.example.in/send" };
const secrets = { CODE_SECRET: "a-real-code-secret-0123456789", SESSION_SECRET: "a-real-session-secret-0123456789", PUBLIC_URL: "https://saaj.in" };

describe("demo mode is only on when asked", () => {
  it("is off unless DEMO_MODE asks for it, whatever NODE_ENV says (or does not)", () => {
    expect(api({ NODE_ENV: "production", ...secrets, ...smsGateway }).demoMode).toBe(false);
    expect(app({ NODE_ENV: "production", ...secrets }).demoMode).toBe(false);
    for (const env of [{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }] as Record<string, string>[]) {
      expect(api(env).demoMode).toBe(false);
      expect(app(env).demoMode).toBe(false);
    }
    expect(api({ NODE_ENV: "development", DEMO_MODE: "1" }).demoMode).toBe(true);
    expect(app({ DEMO_MODE: "1" }).demoMode).toBe(true);
    expect(api({ NODE_ENV: "development", DEMO_MODE: "0" }).demoMode).toBe(false);
  });

  it("is refused under NODE_ENV=production without the loudly named permission, by the API and the app", () => {
    for (const extra of [{} as Record<string, string>, { ALLOW_PUBLIC_DEMO: "1" }, { ALLOW_PUBLIC_DEMO: "yes" }, { ALLOW_PUBLIC_DEMO: "true" }]) {
      const env = { NODE_ENV: "production", DEMO_MODE: "1", ...secrets, ...extra };
      expect(() => api(env)).toThrow(/ALLOW_PUBLIC_DEMO=yes-i-know-codes-are-public/);
      expect(() => app(env)).toThrow(/ALLOW_PUBLIC_DEMO=yes-i-know-codes-are-public/);
    }
  });

  it("runs a public demo in production only with ALLOW_PUBLIC_DEMO=yes-i-know-codes-are-public", () => {
    expect(PUBLIC_DEMO_PERMISSION).toBe("yes-i-know-codes-are-public");
    const env = { NODE_ENV: "production", DEMO_MODE: "1", ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION, ...secrets };
    expect(api(env).demoMode).toBe(true);
    expect(app(env).demoMode).toBe(true);
  });
});

describe("secrets in production, whatever the mode", () => {
  it("requires CODE_SECRET, demo or not", () => {
    const demo = { NODE_ENV: "production", DEMO_MODE: "1", ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION };
    expect(() => api(demo)).toThrow(/CODE_SECRET/);
    expect(() => api({ NODE_ENV: "production" })).toThrow(/CODE_SECRET/);
    expect(api({ ...demo, CODE_SECRET: secrets.CODE_SECRET, PUBLIC_URL: secrets.PUBLIC_URL }).codeSecret).toBe(secrets.CODE_SECRET);
  });

  it("requires PUBLIC_URL, so that the booking links in messages lead somewhere", () => {
    const demo = { NODE_ENV: "production", DEMO_MODE: "1", ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION, CODE_SECRET: secrets.CODE_SECRET };
    expect(() => api(demo)).toThrow(/PUBLIC_URL must be set in production/);
    expect(api({ ...demo, PUBLIC_URL: "https://saaj.in/" }).publicUrl).toBe("https://saaj.in");
  });

  it("requires SESSION_SECRET, demo or not", () => {
    const demo = { NODE_ENV: "production", DEMO_MODE: "1", ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION };
    expect(() => app(demo)).toThrow(/SESSION_SECRET/);
    expect(() => app({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(app({ ...demo, SESSION_SECRET: secrets.SESSION_SECRET, PUBLIC_URL: secrets.PUBLIC_URL }).sessionSecrets).toEqual([secrets.SESSION_SECRET]);
  });
});

describe("settings that would be unsafe or unclear in production", () => {
  it("requires PUBLIC_URL, so that no link is made from a request's Host header", () => {
    const { PUBLIC_URL: _, ...withoutUrl } = secrets;
    expect(() => app({ NODE_ENV: "production", ...withoutUrl })).toThrow(/PUBLIC_URL must be set in production/);
    expect(app({ NODE_ENV: "production", ...secrets }).publicUrl).toBe("https://saaj.in");
    expect(app({ NODE_ENV: "production", ...secrets, PUBLIC_URL: "https://saaj.in/" }).publicUrl).toBe("https://saaj.in");
    expect(app({ NODE_ENV: "development" }).publicUrl).toBeUndefined();
  });

  it("names a secret that is too short, and its minimum, in one plain line", () => {
    for (const load of [() => api({ NODE_ENV: "production", ...secrets, ...smsGateway, CODE_SECRET: "short" }), () => app({ NODE_ENV: "development", CLIENT_ADDRESS_SECRET: "short" })]) {
      expect(load).toThrow(/^Settings not valid \(README, "Configuration"\):\n {2}(CODE_SECRET|CLIENT_ADDRESS_SECRET): must be 16 characters or more$/);
    }
  });
});

describe("production that could not log anyone in", () => {
  it("refuses to start without an SMS gateway, unless told that codes are delivered elsewhere", () => {
    expect(() => api({ NODE_ENV: "production", ...secrets })).toThrow(/SMS_GATEWAY_URL, or CODES_DELIVERED_ELSEWHERE=1/);
    expect(api({ NODE_ENV: "production", ...secrets, CODES_DELIVERED_ELSEWHERE: "1" }).smsGatewayUrl).toBeUndefined();
    expect(api({ NODE_ENV: "production", ...secrets, ...smsGateway }).smsGatewayUrl).toBe(smsGateway.SMS_GATEWAY_URL);
    // A public demo shows its codes on the page; development logs them.
    expect(api({ NODE_ENV: "production", DEMO_MODE: "1", ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION, ...secrets }).demoMode).toBe(true);
    expect(api({ NODE_ENV: "development" }).smsGatewayUrl).toBeUndefined();
  });

  it("shortens the time to enter the provider's code only in demo mode (DEMO_CONFIRM_WINDOW_SECONDS, for the e2e tests)", () => {
    expect(api({ NODE_ENV: "development" }).confirmWindowMs).toBe(120_000);
    expect(api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_CONFIRM_WINDOW_SECONDS: "30" }).confirmWindowMs).toBe(30_000);
    expect(() => api({ NODE_ENV: "development", DEMO_CONFIRM_WINDOW_SECONDS: "30" })).toThrow(/demo mode only/);
    expect(() => api({ NODE_ENV: "production", ...secrets, ...smsGateway, DEMO_CONFIRM_WINDOW_SECONDS: "30" })).toThrow(/demo mode only/);
    // Never longer than the spec's 120 s, nor too short to read.
    expect(() => api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_CONFIRM_WINDOW_SECONDS: "121" })).toThrow();
    expect(() => api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_CONFIRM_WINDOW_SECONDS: "5" })).toThrow();
  });

  it("shortens the wait before another login code only in demo mode (DEMO_RESEND_SECONDS, for the e2e tests)", () => {
    expect(api({ NODE_ENV: "development" }).loginLimits?.resendSeconds).toBeUndefined();
    expect(api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_RESEND_SECONDS: "10" }).loginLimits?.resendSeconds).toBe(10);
    expect(() => api({ NODE_ENV: "development", DEMO_RESEND_SECONDS: "10" })).toThrow(/demo mode only/);
    expect(() => api({ NODE_ENV: "production", ...secrets, ...smsGateway, DEMO_RESEND_SECONDS: "10" })).toThrow(/demo mode only/);
    expect(() => api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_RESEND_SECONDS: "61" })).toThrow();
    expect(() => api({ NODE_ENV: "development", DEMO_MODE: "1", DEMO_RESEND_SECONDS: "4" })).toThrow();
  });

  it("starts the embedded database from a saved copy only when it lives in memory (PGLITE_LOAD_FROM)", () => {
    expect(api({ NODE_ENV: "development", PGLITE_DATA_DIR: "memory://", PGLITE_LOAD_FROM: "/tmp/demo.tar" }).pgliteLoadFrom).toBe("/tmp/demo.tar");
    expect(() => api({ NODE_ENV: "development", PGLITE_DATA_DIR: ".data/pglite", PGLITE_LOAD_FROM: "/tmp/demo.tar" })).toThrow(/memory only/);
    expect(() => api({ NODE_ENV: "development", DATABASE_URL: "postgres://localhost/saaj", PGLITE_DATA_DIR: "memory://", PGLITE_LOAD_FROM: "/tmp/demo.tar" })).toThrow(/memory only/);
  });

  it("takes the pool size and connect timeout from the environment", () => {
    const config = api({ NODE_ENV: "development", DATABASE_POOL_MAX: "4", DATABASE_CONNECT_TIMEOUT_MS: "2500" });
    expect([config.databasePoolMax, config.databaseConnectTimeoutMs]).toEqual([4, 2500]);
    expect(() => api({ NODE_ENV: "development", DATABASE_POOL_MAX: "0" })).toThrow();
  });
});
