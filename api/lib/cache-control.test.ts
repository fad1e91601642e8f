import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("Cache-Control on authenticated answers", () => {
  it("is private, no-store on every answer to a customer's token, success or failure", async () => {
    const user = await api.createUser();
    const profile = await api.request("GET", "/api/my-profile/", { token: user.token, query: { user_id: user.userId } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
    const bookings = await api.request("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
    expect(bookings.headers.get("cache-control")).toBe("private, no-store");
    const refused = await api.request("GET", "/api/my-profile/", { token: "not-a-token", query: { user_id: user.userId } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const unknown = await api.request("GET", "/api/no-such-call/", { token: user.token });
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is private, no-store on the provider side (X-Provider-Key)", async () => {
    const res = await api.request("GET", "/provider-api/appointments/", { providerKey: api.providerKey(1) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves public answers alone", async () => {
    const res = await api.request("GET", "/api/categories/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toBe("private, no-store");
  });
});
