import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER, verifyClientAddress } from "../../api/lib/client-identity";

// This file's app config: an external API over HTTP, with the shared secret.
const SECRET = "shared-client-address-secret-0123";
let api: typeof import("./api.server").api;
const sent: Request[] = [];
beforeAll(async () => {
  vi.stubEnv("API_BASE_URL", "http://api.saaj.test");
  vi.stubEnv("CLIENT_ADDRESS_SECRET", SECRET);
  vi.stubGlobal("fetch", async (request: Request) => {
    sent.push(request);
    return new Response(JSON.stringify({ status: "success", data: [] }), { status: 200, headers: { "content-type": "application/json" } });
  });
  ({ api } = await import("./api.server"));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the app calling the API over HTTP", () => {
  it("hands over the address server.ts decided, signed, and never the visitor's X-Forwarded-For", async () => {
    const context = { clientIp: "203.0.113.77" } as unknown as AppLoadContext;
    const visitor = new Request("http://saaj.test/", { headers: { "X-Forwarded-For": "6.6.6.6" } });
    await api(context, visitor).get("/api/cities/", { failure: "load cities" });
    const request = sent.at(-1)!;
    expect(request.url).toBe("http://api.saaj.test/api/cities/");
    expect(request.headers.get("x-forwarded-for")).toBeNull();
    expect(verifyClientAddress(SECRET, request.headers.get(CLIENT_ADDRESS_HEADER), Date.now())).toBe("203.0.113.77");
    expect(verifyClientAddress("another-secret-0123456789", request.headers.get(CLIENT_ADDRESS_HEADER), Date.now())).toBeUndefined();
  });
});
