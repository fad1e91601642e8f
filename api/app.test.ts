import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./test/setup";
import { responseChecker } from "./test/openapi-validator";

/** Every call of both spec documents' call tables (section 7), method and path as written. */
const SPEC_CALLS: [method: string, path: string][] = [
  ["get", "/api/services/"],
  ["get", "/api/cities/"],
  ["post", "/api/subscribe/"],
  ["post", "/api/callback-request/"],
  ["get", "/api/serviceprovidertypes/"],
  ["get", "/api/service-types/"],
  ["get", "/api/bookservice/"],
  ["get", "/api/recommended-providers/"],
  ["get", "/provider-api/subcategories/"],
  ["get", "/provider-api/provider_category/"],
  ["get", "/api/providers-reviews/{providerId}/"],
  ["get", "/api/categories/"],
  ["get", "/api/servicefaq/"],
  ["post", "/api/login/"],
  ["post", "/api/login/verify-otp/"],
  ["post", "/api/user/"],
  ["get", "/api/nearby-prebridal-packages/"],
  ["get", "/api/available-slots/"],
  ["post", "/api/book_now/"],
  ["get", "/api/appointment/status/"],
  ["post", "/provider-api/cancel-appointment/"],
  ["post", "/api/verify_otp/"],
  ["post", "/api/verify_coupon/"],
  ["post", "/api/checkout/"],
  ["get", "/api/user-bookings/"],
  ["post", "/api/cancel-booking/"],
  ["get", "/api/appointment_details/{id}/"],
  ["get", "/provider-api/generate-invoice-pdf/"],
  ["post", "/api/reviews/"],
  ["get", "/api/my-profile/"],
  ["put", "/api/my-profile/"],
  ["post", "/api/contact/"],
];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("the contract", () => {
  it("describes every spec call in the served OpenAPI document", async () => {
    const { status, body } = await api.json("GET", "/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const missing = SPEC_CALLS.filter(([method, path]) => !body.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it("serves a browsable reference at /api/docs", async () => {
    const res = await api.request("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("answers unknown paths and bad input with JSON, never a stack trace", async () => {
    const unknown = await api.json("GET", "/api/no-such-call/");
    expect(unknown).toEqual({ status: 404, body: { status: "failure", code: "not_found", message: "Not found.", error: "Not found." } });
    const bad = await api.request("POST", "/api/contact/", { headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(JSON.parse(text)).toMatchObject({ status: "failure" });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("names every operation, documents the 413 of every body, and types a nullable enum with its null", async () => {
    const { body: doc } = await api.json("GET", "/api/openapi.json");
    const operations = Object.entries<Record<string, { operationId?: string; requestBody?: unknown; responses: Record<string, unknown> }>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ where: `${method} ${path}`, ...op })),
    );
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((o) => o.requestBody && !o.responses["413"]).map((o) => o.where)).toEqual([]);
    const status = doc.paths["/api/appointment/status/"].get.responses["200"].content["application/json"].schema;
    expect(JSON.stringify(doc)).not.toMatch(/"type":\["string","null"\],"enum":\[("[^"]*",?)+\]/);
    expect(status).toBeDefined();
  });

  it("holds answers to the document: an undocumented status or a body of another shape is caught", async () => {
    const { body: doc } = await api.json("GET", "/api/openapi.json");
    const check = responseChecker(doc);
    const json = "application/json";
    expect(check("GET", "/api/categories/", 418, json, "{}")).toMatch(/status 418 is not documented/);
    expect(check("GET", "/api/categories/", 200, json, JSON.stringify({ status: 3 }))).toMatch(/does not match the document/);
    expect(check("GET", "/api/no-such-call/", 404, json, "{}")).toBeNull();
    const real = await api.request("GET", "/api/categories/");
    expect(check("GET", "/api/categories/", real.status, real.headers.get("content-type"), await real.text())).toBeNull();
  });
});
