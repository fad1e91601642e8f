import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

let api: TestApi;
beforeAll(async () => (api = await createTestApi()));
afterAll(() => api.close());

describe("GET /api/service-types/", () => {
  it("lists salon and home services with their ids", async () => {
    const { status, body } = await api.json("GET", "/api/service-types/");
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { service_type_id: 1, type_name: "Salon Services" },
      { service_type_id: 2, type_name: "Home Services" },
    ]);
  });
});

describe("unknown paths", () => {
  it("answer with a JSON 404", async () => {
    const { status, body } = await api.json("GET", "/api/nope/");
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: "failure", message: "Not found." });
  });
});
