import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { NOT_FOUND } from "../../../contract/schemas/providers";
import { SERVICE_TYPE } from "../../../contract/catalog";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("GET /api/serviceprovidertypes/", () => {
  it("finds salons offering a service near Trivandrum, nearest first, with the list fields", async () => {
    const { status, body } = await api.json("GET", "/api/serviceprovidertypes/", {
      query: { service_id: 1, address: "Trivandrum", radius: "20", category_id: "", service_type_id: SERVICE_TYPE.salon },
    });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.data.length).toBeGreaterThan(0);
    const km = body.data.map((p: { distance_km: number }) => p.distance_km);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(Math.max(...km)).toBeLessThanOrEqual(20);
    for (const p of body.data) {
      expect(p.service_type_id).toBe(SERVICE_TYPE.salon);
      expect(p.branch_city).toBe("Trivandrum");
      expect(p.service_name).toBe("Haircut");
      expect(p.all_services).toContain("Haircut");
      expect(p.review_count).toMatch(/^\d+ reviews?$/);
      expect(p.working_hours).toMatch(/ to |Closed today/);
    }
  });

  it("accepts 'Lat: .., Lng: ..' and localities, measuring from that point", async () => {
    const byCoords = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Lat: 8.5236, Lng: 76.9606", radius: "20" } });
    const byName = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Kowdiar, Trivandrum, Kerala, India", radius: "20" } });
    expect(byCoords.status).toBe(200);
    expect(byName.status).toBe(200);
    expect(byCoords.body.data[0].distance_km).toBe(byName.body.data[0].distance_km);
  });

  it("filters by category (4 Bridal Makeup) and by service type 2 (freelancers)", async () => {
    const bridal = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: "20", category_id: 4 } });
    expect(bridal.status).toBe(200);
    for (const p of bridal.body.data) expect(p.all_services).toMatch(/Bridal|Saree|Makeup/);
    const home = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Kochi", radius: "20", service_type_id: SERVICE_TYPE.freelancer } });
    expect(home.status).toBe(200);
    for (const p of home.body.data) expect(p.service_type_id).toBe(SERVICE_TYPE.freelancer);
  });

  it("pages 20 at a time", async () => {
    const first = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: "100" } });
    expect(first.body.data.length).toBeLessThanOrEqual(20);
    if (first.body.has_more) {
      const second = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: "100", page: 2 } });
      expect(second.body.page).toBe(2);
      expect(second.body.data[0].distance_km).toBeGreaterThanOrEqual(first.body.data.at(-1).distance_km);
    }
  });

  it("answers status 'failure' with a not-found message for an unknown place or no match", async () => {
    const unknown = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Atlantis", radius: "20" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: "failure", message: NOT_FOUND });
    const far = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Lat: 20.0, Lng: 60.0", radius: "20" } });
    expect(far.status).toBe(404);
  });

  it("refuses bad parameters with field errors", async () => {
    const { status, body } = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", service_type_id: 7 } });
    expect(status).toBe(400);
    expect(body.errors.service_type_id).toBeTruthy();
  });
});

describe("GET /api/nearby-prebridal-packages/", () => {
  it("lists providers with a pre-bridal package", async () => {
    const { status, body } = await api.json("GET", "/api/nearby-prebridal-packages/", { query: { address: "Trivandrum" } });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) expect(p.service_name).toMatch(/Pre-Bridal/);
  });
});

describe("GET /api/bookservice/", () => {
  it("returns the branch, overview, services, packages, stylists, photos and frequently used services", async () => {
    const { status, body } = await api.json("GET", "/api/bookservice/", { query: { provider_id: 1, branch_id: 1, service_id: 0, category_id: "", subcategory_id: "" } });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ provider_id: 1, branch_id: 1, service_type: "Salon Services" });
    expect(typeof body.data[0].branch_latitude).toBe("number");
    expect(Object.keys(body.overview.Working_hours)).toContain("Monday");
    expect(body.overview.Working_hours.Monday).toMatch(/^[0-9:]+ [AP]M,[0-9:]+ [AP]M$/);
    expect(body.services.length).toBeGreaterThan(0);
    expect(body.services[0]).toHaveProperty("service_time");
    expect(body.stylist.length).toBeGreaterThan(0);
    expect(body.photos.length).toBeGreaterThan(0);
    expect(body.frequently_used_services.length).toBeGreaterThan(0);
    for (const pkg of body.packages) expect(pkg.category_name).toBe("Bridal Package");
  });

  it("filters services by category and subcategory", async () => {
    const { body } = await api.json("GET", "/api/bookservice/", { query: { provider_id: 1, branch_id: 1, category_id: 1 } });
    expect(body.services.length).toBeGreaterThan(0);
    for (const s of body.services) expect(s.category_id).toBe(1);
    const sub = await api.json("GET", "/api/bookservice/", { query: { provider_id: 1, branch_id: 1, category_id: 1, subcategory_id: 101 } });
    for (const s of sub.body.services) expect(s.subcategory_id).toBe(101);
  });

  it("refuses a non-numeric provider id with the spec's message, and unknown ids with 404", async () => {
    const bad = await api.json("GET", "/api/bookservice/", { query: { provider_id: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid provider ID.");
    expect((await api.json("GET", "/api/bookservice/", { query: { provider_id: 999999 } })).status).toBe(404);
    // A branch of another provider is not this provider's.
    expect((await api.json("GET", "/api/bookservice/", { query: { provider_id: 1, branch_id: 5 } })).status).toBe(404);
  });
});

describe("GET /api/recommended-providers/", () => {
  it("lists salons (1) and specialists (2) near a point, best rated first", async () => {
    for (const type of [1, 2]) {
      const { status, body } = await api.json("GET", "/api/recommended-providers/", { query: { latitude: 8.5241, longitude: 76.9366, service_type_id: type } });
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      const ratings = body.data.map((p: { rating: number }) => p.rating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      expect(body.data[0]).toMatchObject({ city: "Trivandrum", state: "Kerala" });
    }
  });

  it("is empty far from any provider and refuses a bad type", async () => {
    const empty = await api.json("GET", "/api/recommended-providers/", { query: { latitude: 20, longitude: 60, service_type_id: SERVICE_TYPE.salon } });
    expect(empty.body.data).toEqual([]);
    expect((await api.json("GET", "/api/recommended-providers/", { query: { latitude: 8.5, longitude: 76.9, service_type_id: 3 } })).status).toBe(400);
  });
});

describe("GET /api/providers-reviews/{id}/", () => {
  it("lists a provider's reviews newest first", async () => {
    const [row] = await api.db.query<{ provider_id: number }>("SELECT provider_id FROM reviews GROUP BY provider_id HAVING count(*) > 1 LIMIT 1");
    const { status, body } = await api.json("GET", `/api/providers-reviews/${row!.provider_id}/`);
    expect(status).toBe(200);
    expect(body.reviews.length).toBeGreaterThan(1);
    const dates = body.reviews.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.reviews[0]).toHaveProperty("user_name");
    expect((await api.json("GET", "/api/providers-reviews/abc/")).status).toBe(400);
  });
});
