import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { errorBody } from "./errors";
import { wrongBodyTypeMessage } from "./body-type";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const refused = (...types: string[]) => ({ status: 415, body: errorBody("unsupported_media_type", wrongBodyTypeMessage(types)) });

// Every answer here is also held to /api/openapi.json (api/test/setup.ts), 415 included.
describe("a request body of a media type the operation does not take", () => {
  it("is 415 with the error body, even when the text would be valid JSON", async () => {
    const phone = "9876543210";
    expect(await api.json("POST", "/api/login/", { headers: { "content-type": "text/plain" }, raw: JSON.stringify({ phone }) })).toEqual(refused("application/json"));
    expect(await api.json("POST", "/api/login/", { headers: { "content-type": "application/x-www-form-urlencoded" }, raw: `phone=${phone}` })).toEqual(refused("application/json"));
    expect(await api.json("PUT", "/api/my-profile/", { headers: { "content-type": "text/csv" }, raw: "name\nAsha" })).toEqual(refused("application/json"));
  });

  it("is 415 on the multipart upload sent as JSON, before the caller's credentials are looked at", async () => {
    const user = await api.createUser();
    expect(await api.json("POST", "/api/book_now/", { token: user.token, json: { provider_id: 1 } })).toEqual(refused("multipart/form-data"));
    expect(await api.json("POST", "/api/book_now/", { json: { provider_id: 1 } })).toEqual(refused("multipart/form-data"));
  });

  it("leaves the declared type alone, with parameters or as a +json type: the body is read and its fields checked", async () => {
    for (const type of ["application/json; charset=UTF-8", "Application/JSON", "application/vnd.saaj+json"]) {
      const { status, body } = await api.json("POST", "/api/login/", { headers: { "content-type": type }, raw: JSON.stringify({ phone: "12" }) });
      expect({ type, status, phone: body.errors?.phone }).toEqual({ type, status: 400, phone: [expect.any(String)] });
    }
  });

  it("is documented on every operation that takes a body, and on no other", async () => {
    const { body: doc } = await api.json("GET", "/api/openapi.json");
    const operations = Object.entries<Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ where: `${method} ${path}`, body: Boolean(op.requestBody), documented: Boolean(op.responses["415"]) })),
    );
    expect(operations.filter((o) => o.body !== o.documented)).toEqual([]);
    expect(operations.filter((o) => o.documented).length).toBeGreaterThan(10);
  });
});
