import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { takeToken } from "./rate-limit";

let api: TestApi;
beforeAll(async () => (api = await createTestApi({ seed: false })));
afterAll(() => api.close());

// These run on PostgreSQL too (DATABASE_URL), where parallel requests really overlap.
describe("takeToken under parallel calls", () => {
  it("lets exactly `max` of 40 parallel calls through", async () => {
    const now = api.deps.now();
    const results = await Promise.all(Array.from({ length: 40 }, () => takeToken(api.db, "test:parallel", 5, 3600_000, now)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const [{ n }] = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_events WHERE bucket = 'test:parallel'")) as [{ n: number }];
    expect(n).toBe(5);
  });

  it("holds the hourly contact limit for 30 parallel posts from one client", async () => {
    const json = { name: "Asha Nair", email: "parallel@example.in", message: "Thirty at once, please." };
    const statuses = await Promise.all(Array.from({ length: 30 }, () => api.request("POST", "/api/contact/", { json, client: "198.51.100.30" }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const [{ n }] = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE email = 'parallel@example.in'")) as [{ n: number }];
    expect(n).toBe(5);
  });
});
