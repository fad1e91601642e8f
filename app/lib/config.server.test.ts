import { describe, expect, it } from "vitest";
import { loadAppConfig } from "./config.server";
import { DEFAULT_LINKS } from "./links";

const env = (vars: Record<string, string>) => ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;

describe("links out", () => {
  it("are the brand's own addresses unless configured", () => {
    expect(loadAppConfig(env({})).links).toEqual(DEFAULT_LINKS);
    const custom = loadAppConfig(env({ TRY_ON_URL: "https://tryon.example.in/", SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/saaj.kerala" })).links;
    expect(custom.tryOn).toBe("https://tryon.example.in/");
    expect(custom.instagram).toBe("https://www.instagram.com/saaj.kerala");
    expect(custom.facebook).toBe(DEFAULT_LINKS.facebook);
  });
  it("refuses a link that is not a URL, at start", () => {
    expect(() => loadAppConfig(env({ TRY_ON_URL: "tryon" }))).toThrow();
  });
});
