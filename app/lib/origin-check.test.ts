import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, underCheckedOrigin } from "./origin-check.server";

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

describe("underCheckedOrigin", () => {
  /** React Router 7's own rule for a form post (throwIfPotentialCSRFAttack): Origin equals the URL's origin. */
  const reactRouterAccepts = (request: Request) => new URL(request.headers.get("origin")!).origin === new URL(request.url).origin;

  it("hands on a post behind a proxy that ends TLS under the browser's Origin, body and all", async () => {
    const request = new Request("http://saaj.in/Contact?x=1", { method: "POST", headers: { host: "saaj.in", origin: "https://saaj.in" }, body: new URLSearchParams({ name: "Asha" }) });
    const seen = underCheckedOrigin(request);
    expect(seen.url).toBe("https://saaj.in/Contact?x=1");
    expect(reactRouterAccepts(seen)).toBe(true);
    expect(Object.fromEntries(await seen.formData())).toEqual({ name: "Asha" });
  });
  it("hands on a post whose Origin is the site X-Forwarded-Host names", () => {
    const seen = underCheckedOrigin(post({ origin: "https://saaj.in", "x-forwarded-host": "saaj.in" }));
    expect(seen.url).toBe("https://saaj.in/Login");
  });
  it("leaves a same-origin post, a post without Origin and every read as they came", () => {
    for (const request of [post({ origin: "http://saaj.test" }), post({}), new Request("http://saaj.test/", { headers: { origin: "https://evil.example" } })]) {
      expect(underCheckedOrigin(request)).toBe(request);
    }
  });
  it("never re-addresses a cross-site post: React Router refuses it too", () => {
    const request = post({ origin: "https://evil.example" });
    expect(underCheckedOrigin(request)).toBe(request);
    expect(reactRouterAccepts(request)).toBe(false);
  });
});
