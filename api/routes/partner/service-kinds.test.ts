import { describe, expect, it } from "vitest";
import { api, salon, setupLifecycle } from "../appointments/lifecycle.test-helper";

setupLifecycle();

const catalogue = (token: string, language = "en") => api.json("GET", "/partner-api/catalogue/", { token, headers: { "accept-language": language } });
const addService = (token: string, json: unknown) => api.json("POST", "/partner-api/offerings/", { token, json });

describe("a new service is one of the catalogue's kinds", () => {
  it("lists the kinds by category in the member's language; a service added as one is found by customers searching for it", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const english = (await catalogue(owner.token)).body.kinds as { service_id: number; name: string; category_id: number; category_name: string }[];
    expect(english.length).toBeGreaterThan(10);
    expect(english.find((k) => k.name === "Saree Draping")).toMatchObject({ category_name: expect.any(String) });
    const hindi = (await catalogue(owner.token, "hi")).body.kinds as typeof english;
    expect(hindi.find((k) => k.service_id === english[0]!.service_id)!.name).not.toBe(english[0]!.name);

    const [branch] = await api.db.query<{ service_ids: number[]; latitude: number; longitude: number }>("SELECT service_ids, latitude, longitude FROM branches WHERE branch_id = $1", [salon.branchId]);
    const kind = english.find((k) => !branch!.service_ids.includes(k.service_id))!;
    const search = () => api.json("GET", "/api/serviceprovidertypes/", { query: { address: `Lat: ${branch!.latitude}, Lng: ${branch!.longitude}`, radius: "1", service_id: kind.service_id } });
    const before = await search();
    expect((before.body.data ?? []).some((b: { provider_id: number }) => b.provider_id === salon.providerId)).toBe(false);

    expect((await addService(owner.token, { service_id: kind.service_id, name: "Our own special", price: 1500, service_time: "1 hour" })).status).toBe(200);
    const found = await search();
    expect(found.status).toBe(200);
    expect(found.body.data.some((b: { provider_id: number }) => b.provider_id === salon.providerId)).toBe(true);
    const [own] = await api.db.query<{ category_id: number; i18n: object }>("SELECT category_id, i18n FROM offerings WHERE provider_id = $1 AND name = 'Our own special'", [salon.providerId]);
    expect(own).toEqual({ category_id: kind.category_id, i18n: {} });

    // Kept the catalogue's name: customers read it in their language too.
    expect((await addService(owner.token, { service_id: kind.service_id, name: kind.name.toLowerCase(), price: 1600, service_time: "1 hour" })).status).toBe(200);
    const [named] = await api.db.query<{ i18n: { hi?: { name?: string } } }>("SELECT i18n FROM offerings WHERE provider_id = $1 AND name = $2", [salon.providerId, kind.name.toLowerCase()]);
    expect(named!.i18n.hi?.name).toBe(hindi.find((k) => k.service_id === kind.service_id)!.name);
  });

  it("refuses a service without a kind, or of a kind the catalogue does not have", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const base = { name: "No kind", price: 500, service_time: "30 mins" };
    expect((await addService(owner.token, base)).status).toBe(400);
    const unknown = await addService(owner.token, { ...base, service_id: 999_999 });
    expect(unknown).toMatchObject({ status: 400, body: { code: "service_kind_missing", errors: { service_id: [expect.any(String)] } } });
    expect((await api.db.query("SELECT 1 FROM offerings WHERE name = 'No kind'")).length).toBe(0);
  });
});
