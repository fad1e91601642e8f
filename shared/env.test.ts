import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PUBLIC_DEMO_PERMISSION } from "../contract/http";
import { decideDemoMode, demoSettings, envBool, nodeEnv, parseSettings, proxySettings, secretList, secretSetting, trustedProxies, wholeNumber } from "./env";

const schema = z.object({
  NODE_ENV: nodeEnv,
  FLAG: envBool.optional(),
  PORT: wholeNumber(1, 65535).default(3000),
  DELAY_MS: wholeNumber(0).default(10),
  KEY: secretSetting,
  ...demoSettings,
  ...proxySettings,
});
const parse = (env: Record<string, string>) => parseSettings(schema, env as NodeJS.ProcessEnv);

describe("parseSettings and the shared fields", () => {
  it("reads on and off in the usual spellings and refuses anything else", () => {
    for (const on of ["1", "true", "on", "yes"]) expect(parse({ FLAG: on }).FLAG).toBe(true);
    for (const off of ["0", "false", "off", "no", ""]) expect(parse({ FLAG: off }).FLAG).toBe(false);
    expect(parse({}).FLAG).toBeUndefined();
    expect(() => parse({ FLAG: "maybe" })).toThrow(/^Settings not valid \(README, "Configuration"\):\n {2}FLAG: /);
  });

  it("defaults NODE_ENV to development and numbers to their defaults, and coerces numbers within their bounds", () => {
    expect(parse({})).toMatchObject({ NODE_ENV: "development", PORT: 3000, DELAY_MS: 10 });
    expect(parse({ PORT: "8080", DELAY_MS: "0" })).toMatchObject({ PORT: 8080, DELAY_MS: 0 });
    expect(() => parse({ PORT: "0" })).toThrow(/PORT: Number must be greater than or equal to 1/);
    expect(() => parse({ PORT: "65536" })).toThrow(/PORT: Number must be less than or equal to 65535/);
    expect(() => parse({ DELAY_MS: "1.5" })).toThrow(/DELAY_MS: Expected integer/);
  });

  it("names every variable that is not valid, one a line", () => {
    expect(() => parse({ NODE_ENV: "staging", KEY: "short" })).toThrow(/^Settings not valid \(README, "Configuration"\):\n {2}NODE_ENV: [^\n]+\n {2}KEY: must be 16 characters or more$/);
  });
});

describe("secretList", () => {
  it("splits on commas, trims and drops empty entries, keeping the order (the first signs)", () => {
    expect(secretList("S", " first-secret-0123456 ,, second-secret-0123456 ", true)).toEqual(["first-secret-0123456", "second-secret-0123456"]);
  });

  it("in production requires one at least, each long enough", () => {
    expect(() => secretList("SESSION_SECRET", undefined, true)).toThrow("SESSION_SECRET must be set in production (a comma-separated list; the first one signs).");
    expect(() => secretList("SESSION_SECRET", " , ", true)).toThrow(/must be set in production/);
    expect(() => secretList("SESSION_SECRET", "long-enough-secret-0123,short", true)).toThrow("Each SESSION_SECRET must be 16 characters or more.");
  });

  it("outside production takes what there is, even nothing", () => {
    expect(secretList("S", undefined, false)).toEqual([]);
    expect(secretList("S", "short", false)).toEqual(["short"]);
  });
});

describe("decideDemoMode", () => {
  it("is on only when DEMO_MODE asks", () => {
    expect(decideDemoMode({})).toBe(false);
    expect(decideDemoMode({ NODE_ENV: "production" })).toBe(false);
    expect(decideDemoMode({ NODE_ENV: "development", DEMO_MODE: true })).toBe(true);
  });

  it("under production needs ALLOW_PUBLIC_DEMO to be exactly the permission", () => {
    expect(() => decideDemoMode({ NODE_ENV: "production", DEMO_MODE: true, ALLOW_PUBLIC_DEMO: "yes" })).toThrow(`set ALLOW_PUBLIC_DEMO=${PUBLIC_DEMO_PERMISSION}.`);
    expect(decideDemoMode({ NODE_ENV: "production", DEMO_MODE: true, ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION })).toBe(true);
  });
});

describe("trustedProxies", () => {
  it("takes TRUSTED_PROXIES, else one hop for the old TRUST_PROXY, else none", () => {
    expect(trustedProxies(parse({ TRUSTED_PROXIES: "10.0.0.0/8", TRUST_PROXY: "1" }))).toBe("10.0.0.0/8");
    expect(trustedProxies(parse({ TRUST_PROXY: "true" }))).toBe("1");
    expect(trustedProxies(parse({}))).toBeUndefined();
  });
});
