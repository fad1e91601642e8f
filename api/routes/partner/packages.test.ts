import { describe, expect, it } from "vitest";
import { api, form, salon, setupLifecycle } from "../appointments/lifecycle.test-helper";

setupLifecycle();

const addPackage = (token: string, json: unknown) => api.json("POST", "/partner-api/packages/", { token, json });
const servicesOf = async (providerId: number) =>
  (
    await api.db.query<{ offering_id: number; name: string }>("SELECT offering_id, name FROM offerings WHERE provider_id = $1 AND kind = 'service' AND active ORDER BY offering_id", [providerId])
  ).slice(0, 3);
const providerPage = (language: string) => api.json("GET", "/api/bookservice/", { query: { provider_id: salon.providerId, branch_id: salon.branchId }, headers: { "accept-language": language } });

describe("packages the owner makes", () => {
  it("bundles the provider's own services at a price: the console lists it, customers see what it includes in their language, and can book it", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const [a, b, c] = await servicesOf(salon.providerId);
    await api.db.query("UPDATE offerings SET i18n = jsonb_build_object('hi', jsonb_build_object('name', 'सेवा ' || offering_id)) WHERE offering_id = ANY($1)", [[a!.offering_id, b!.offering_id]]);
    const added = await addPackage(owner.token, { name: "Party ready", service_ids: [a!.offering_id, b!.offering_id], price: 2499, service_time: "2 hours" });
    expect(added).toMatchObject({ status: 200, body: { message: "Package added. Customers see it now." } });

    const catalogue = (await api.json("GET", "/partner-api/catalogue/", { token: owner.token })).body;
    const made = catalogue.offerings.find((o: { name: string }) => o.name === "Party ready");
    expect(made).toMatchObject({ kind: "package", price: 2499, service_time: "2 hours", active: true, description: `Includes ${a!.name}, ${b!.name}.` });

    const english = (await providerPage("en")).body;
    expect(english.packages.find((p: { service_id: number }) => p.service_id === made.offering_id)).toMatchObject({
      package_name: "Party ready",
      package_services: `${a!.name}, ${b!.name}`,
      service_price: 2499,
    });
    const hindi = (await providerPage("hi")).body;
    expect(hindi.packages.find((p: { service_id: number }) => p.service_id === made.offering_id).package_services).toBe(`सेवा ${a!.offering_id}, सेवा ${b!.offering_id}`);

    // A package bundling a service without Hindi words lists them all in English, not half and half.
    await api.db.query("UPDATE offerings SET i18n = '{}' WHERE offering_id = $1", [c!.offering_id]);
    await addPackage(owner.token, { name: "Full glow", service_ids: [a!.offering_id, c!.offering_id], price: 1999, service_time: "1 hour 30 mins" });
    const glow = (await providerPage("hi")).body.packages.find((p: { package_name: string }) => p.package_name === "Full glow");
    expect(glow.package_services).toBe(`${a!.name}, ${c!.name}`);

    const user = await api.createUser();
    const booked = await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { service_ids: String(made.offering_id) }) });
    expect(booked.status).toBe(201);
  });

  it("refuses staff, other providers' and stopped services, repeats, too few or too many, and bad prices; nothing is added", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const [a, b] = await servicesOf(salon.providerId);
    const [theirs] = await servicesOf(salon.providerId + 1);
    const good = { name: "Refused", service_ids: [a!.offering_id, b!.offering_id], price: 1000, service_time: "1 hour" };
    expect((await addPackage(staff.token, good)).body.code).toBe("owner_only");
    expect((await addPackage("nonsense", good)).status).toBe(401);
    const other = await addPackage(owner.token, { ...good, service_ids: [a!.offering_id, theirs!.offering_id] });
    expect(other).toMatchObject({ status: 400, body: { code: "package_service_missing", errors: { service_ids: [expect.any(String)] } } });
    expect((await addPackage(owner.token, { ...good, service_ids: [a!.offering_id, a!.offering_id] })).body.code).toBe("package_service_missing");
    const [pkg] = await api.db.query<{ offering_id: number }>("SELECT offering_id FROM offerings WHERE provider_id = $1 AND kind = 'package' LIMIT 1", [salon.providerId]);
    if (pkg) expect((await addPackage(owner.token, { ...good, service_ids: [a!.offering_id, pkg.offering_id] })).body.code).toBe("package_service_missing");
    await api.db.query("UPDATE offerings SET active = false WHERE offering_id = $1", [b!.offering_id]);
    expect((await addPackage(owner.token, good)).body.code).toBe("package_service_missing");
    await api.db.query("UPDATE offerings SET active = true WHERE offering_id = $1", [b!.offering_id]);
    for (const bad of [{ service_ids: [a!.offering_id] }, { service_ids: Array.from({ length: 9 }, (_, i) => i + 1) }, { price: 0 }, { price: 1.5 }, { service_time: "7 mins" }, { name: " " }]) {
      const res = await addPackage(owner.token, { ...good, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.db.query("SELECT 1 FROM offerings WHERE name = 'Refused'")).length).toBe(0);
  });
});
