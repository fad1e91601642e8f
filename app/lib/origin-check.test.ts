import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin-check.server";

const post = (headers: Record<string, string>) => new Request("http://saaj.test/Login", { method: "POST", headers: { host: "saaj.test", ...headers } });

describe("isCrossSiteWrite", () => {
  it("lets reads through", () => {
    expect(isCrossSiteWrite(new Request("http://saaj.test/", { headers: { origin: "https://evil.example" } }))).toBe(false);
  });
  it("accepts a post from our own origin", () => {
    expect(isCrossSiteWrite(post({ origin: "http://saaj.test", "sec-fetch-site": "same-origin" }))).toBe(false);
  });
  it("refuses a post from another site", () => {
    expect(isCrossSiteWrite(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
  });
  it("refuses an opaque origin", () => {
    expect(isCrossSiteWrite(post({ origin: "null" }))).toBe(true);
  });
  it("refuses a sibling subdomain", () => {
    expect(isCrossSiteWrite(post({ "sec-fetch-site": "same-site" }))).toBe(true);
  });
});
