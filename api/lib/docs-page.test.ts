import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("/api/docs", () => {
  it("loads Swagger UI from our own origin only, with no inline script, under a strict policy", async () => {
    const res = await api.request("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//); // no CDN, nothing off-site
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(body!.trim()).toBe("");
    }
    const links = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      const asset = await api.request("GET", link);
      expect(asset.status, link).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, link).toBeGreaterThan(100);
    }
    const init = await (await api.request("GET", "/api/docs/init.js")).text();
    expect(init).toContain('url: "/api/openapi.json"');
    expect(init).toContain("validatorUrl: null");
  });

  it("serves only the files it names", async () => {
    expect((await api.request("GET", "/api/docs/assets/package.json")).status).toBe(404);
    expect((await api.request("GET", "/api/docs/assets/..%2F..%2Fpackage.json")).status).toBe(404);
  });
});
