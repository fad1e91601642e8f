import type { AppLoadContext } from "react-router";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../api/test/setup";
import { api } from "../app/lib/api.server";
import { captureLogs } from "../shared/log";
import { logUnhandled, requestLogging } from "../shared/request-log";

const ERROR_LEVEL = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let testApi: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  testApi = await createTestApi({ seed: false });
  testApi.app.get("/api/test-only/boom/", () => {
    throw new Error("boom in a handler");
  });
});
afterAll(() => testApi.close());
afterEach(() => logs?.stop());

/** The app's server as server.ts builds it, reduced to what the logs need: one page whose loader calls the API in process. */
function appServer() {
  const app = new Hono();
  app.use("*", requestLogging("app"));
  app.onError((error, c) => {
    logUnhandled("app", error, c);
    return c.text("Something went wrong on our side.", 500);
  });
  const context = { apiFetch: (request: Request) => Promise.resolve(testApi.app.fetch(request)), clientIp: "203.0.113.9" } as unknown as AppLoadContext;
  app.get("/page", async (c) => {
    const client = api(context, c.req.raw);
    const cities = await client.get("/api/cities/", { failure: "load cities", query: { q: "Trivandrum" } as never });
    const boom = await client.get("/api/test-only/boom/" as "/api/cities/", { failure: "load the page" });
    return c.json({ cities: cities.ok, boom: boom.status });
  });
  app.get("/throws", () => {
    throw new Error("boom in the app");
  });
  return app;
}

describe("request ids and access logs", () => {
  it("gives a page view one id, sent on to the API, logged by both and answered in X-Request-Id", async () => {
    logs = captureLogs();
    const response = await appServer().request("/page?secret=1");
    expect(await response.json()).toEqual({ cities: true, boom: 502 });
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);

    const access = logs.lines.filter((line) => line.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({ svc: "api", method: "GET", path: "/api/cities/", status: 200, reqId: id }),
      expect.objectContaining({ svc: "api", method: "GET", path: "/api/test-only/boom/", status: 500, reqId: id }),
      expect.objectContaining({ svc: "app", method: "GET", path: "/page", status: 200, reqId: id }),
    ]);
    for (const line of access) expect(typeof line.ms).toBe("number");
    // The path is logged without its query string.
    expect(JSON.stringify(logs.lines)).not.toContain("secret");
  });

  it("logs an error the API did not answer for with the page's id", async () => {
    logs = captureLogs();
    const response = await appServer().request("/page");
    const id = response.headers.get("x-request-id");
    const errors = logs.lines.filter((line) => line.level === ERROR_LEVEL);
    expect(errors).toEqual([expect.objectContaining({ svc: "api", msg: "unhandled error", path: "/api/test-only/boom/", reqId: id, err: expect.objectContaining({ message: "boom in a handler" }) })]);
  });

  it("logs an error thrown in the app with the id it answers with", async () => {
    logs = captureLogs();
    const response = await appServer().request("/throws");
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: ERROR_LEVEL, svc: "app", reqId: id, err: expect.objectContaining({ message: "boom in the app" }) }));
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: "request", svc: "app", status: 500, reqId: id }));
  });

  it("keeps a safe incoming X-Request-Id and replaces any other", async () => {
    logs = captureLogs();
    const kept = await appServer().request("/page", { headers: { "X-Request-Id": "lb-7f3a9c21_e4" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21_e4");
    expect(logs.lines.filter((line) => line.msg === "request").map((line) => line.reqId)).toEqual(["lb-7f3a9c21_e4", "lb-7f3a9c21_e4", "lb-7f3a9c21_e4"]);

    for (const unsafe of ['a"b\\nforged":1', "short", "x".repeat(65), "has space 12345"]) {
      const replaced = await appServer().request("/throws", { headers: { "X-Request-Id": unsafe } });
      expect(replaced.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("answers the API's own callers with an id too (the API alone, npm run api)", async () => {
    logs = captureLogs();
    const response = await testApi.request("GET", "/api/health", { headers: { "X-Request-Id": "caller-0001" } });
    expect(response.headers.get("x-request-id")).toBe("caller-0001");
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: "request", svc: "api", path: "/api/health", status: 200, reqId: "caller-0001" }));
  });
});

describe("Server-Timing", () => {
  it("tells the request's time and the API's share, summed over its calls", async () => {
    const { handleDataRequest } = await import("../app/entry.server");
    const { newRequestContext, runInRequest } = await import("../shared/log");
    const context = { apiFetch: (request: Request) => Promise.resolve(testApi.app.fetch(request)), clientIp: "203.0.113.9" } as unknown as AppLoadContext;
    const page = newRequestContext();
    const request = new Request("http://saaj.test/Cities.data");
    const response = await runInRequest(page, async () => {
      const client = api(context, request);
      await client.get("/api/cities/", { failure: "load cities" });
      await client.raw("/api/health" as "/api/cities/", { failure: "load" });
      return handleDataRequest(new Response("{}"));
    });
    const timing = response.headers.get("server-timing")!;
    const match = /^app;desc="App";dur=([\d.]+), api;desc="API \(2 calls\)";dur=([\d.]+)$/.exec(timing);
    expect(match, timing).not.toBeNull();
    const [appMs, apiMs] = [Number(match![1]), Number(match![2])];
    expect(apiMs).toBeGreaterThan(0);
    expect(appMs).toBeGreaterThanOrEqual(apiMs);
    expect(page.apiCalls).toBe(2);
  });
});
