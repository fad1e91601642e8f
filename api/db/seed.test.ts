import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { demoProviderKey } from "../lib/auth";
import { seedDemoData } from "./seed";

let api: TestApi;
let keys: { providerId: number; key: string }[];
beforeAll(async () => {
  api = await createTestApi({ seed: false, config: { demoMode: false } });
  ({ providerKeys: keys } = await seedDemoData(api.db, { providers: 12 }));
});
afterAll(() => api.close());

describe("the seed outside demo mode", () => {
  it("gives every provider its own random key, returned once and stored only hashed", async () => {
    expect(keys.map((k) => k.providerId)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(keys.map((k) => k.key)).size).toBe(12);
    for (const { key } of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await api.db.query<{ api_key_hash: string }>("SELECT api_key_hash FROM providers");
    expect(stored.some((r) => keys.some((k) => r.api_key_hash.includes(k.key)))).toBe(false);
  });

  it("refuses the derivable demo key and accepts the issued one", async () => {
    const derivable = await api.request("GET", "/provider-api/appointments/", { providerKey: demoProviderKey(1) });
    expect(derivable.status).toBe(401);
    const issued = await api.request("GET", "/provider-api/appointments/", { providerKey: keys[0]!.key });
    expect(issued.status).toBe(200);
  });
});

describe("the seed in demo mode", () => {
  it("keeps the derivable demo keys the demo and the tests use", async () => {
    const demo = await createTestApi({ seed: false });
    try {
      const { providerKeys } = await seedDemoData(demo.db, { providers: 3, providerKeys: "demo" });
      expect(providerKeys).toEqual([]);
      const res = await demo.request("GET", "/provider-api/appointments/", { providerKey: demoProviderKey(2) });
      expect(res.status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
