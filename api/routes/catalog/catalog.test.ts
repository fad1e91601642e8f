import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { PROVIDER_PAGES_PAGE_SIZE } from "../../../contract/catalog";

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

describe("GET /api/services/", () => {
  it("lists the catalogue's service names alphabetically", async () => {
    const { status, body } = await api.json("GET", "/api/services/");
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    const names: string[] = body.results.map((r: { service_name: string }) => r.service_name);
    expect(names).toEqual(expect.arrayContaining(["Haircut", "Bridal Makeup"]));
    const haircut = body.results.find((r: { service_name: string }) => r.service_name === "Haircut");
    expect(haircut).toEqual({ service_id: expect.any(Number), service_name: "Haircut" });
    const key = (s: string) => s.toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    const [{ n }] = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM services")) as [{ n: number }];
    expect(names).toHaveLength(n);
  });
});

describe("GET /api/cities/", () => {
  it("answers a bare sorted array of the distinct branch cities", async () => {
    const { status, body } = await api.json("GET", "/api/cities/");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toEqual(expect.arrayContaining(["Trivandrum", "Kochi", "Bengaluru", "Chennai"]));
    expect(new Set(body).size).toBe(body.length);
    expect(body).toEqual([...body].sort());
    const rows = await api.db.query<{ city: string }>("SELECT DISTINCT city FROM branches");
    expect(body).toHaveLength(rows.length);
  });

  it("is an empty array when there are no branches", async () => {
    const empty = await createTestApi({ seed: false });
    try {
      expect(await empty.json("GET", "/api/cities/")).toEqual({ status: 200, body: [] });
    } finally {
      await empty.close();
    }
  });
});

describe("GET /api/categories/", () => {
  it("lists featured, active categories in sort order with image and status", async () => {
    const { status, body } = await api.json("GET", "/api/categories/");
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.data.map((c: { category_id: number }) => c.category_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.data[3]).toEqual({ category_id: 4, category_name: "Bridal Makeup", image: expect.any(String), status: true });
  });

  it("leaves out categories that are not featured or not active, and follows sort_order", async () => {
    const bare = await createTestApi({ seed: false });
    try {
      await bare.db.query(
        `INSERT INTO categories (category_id, category_name, image, status, featured, sort_order) VALUES
          (1, 'Hair', '/h.svg', true, true, 2), (2, 'Nails', NULL, true, true, 1),
          (3, 'Hidden', NULL, false, true, 0), (4, 'Plain', NULL, true, false, 0), (5, 'Spa', NULL, true, true, 1)`,
      );
      const { body } = await bare.json("GET", "/api/categories/");
      expect(body.data).toEqual([
        { category_id: 2, category_name: "Nails", image: null, status: true },
        { category_id: 5, category_name: "Spa", image: null, status: true },
        { category_id: 1, category_name: "Hair", image: "/h.svg", status: true },
      ]);
    } finally {
      await bare.close();
    }
  });
});

describe("GET /provider-api/subcategories/", () => {
  it("lists every subcategory without a category, and one category's with it (no provider key needed)", async () => {
    const all = await api.json("GET", "/provider-api/subcategories/");
    expect(all.status).toBe(200);
    const [{ n }] = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM subcategories")) as [{ n: number }];
    expect(all.body.data).toHaveLength(n);

    const bridal = await api.json("GET", "/provider-api/subcategories/", { query: { category_id: 4 } });
    expect(bridal.status).toBe(200);
    expect(bridal.body.status).toBe("success");
    expect(bridal.body.data.length).toBeGreaterThan(0);
    for (const s of bridal.body.data) {
      expect(s).toEqual({ subcategory_id: expect.any(Number), subcategory_name: expect.any(String), category_id: 4 });
    }
    const empty = await api.json("GET", "/provider-api/subcategories/", { query: { category_id: "" } });
    expect(empty.body.data).toHaveLength(n);
  });

  it("refuses a category id that is not a positive whole number", async () => {
    for (const category_id of ["abc", "0", "-1", "1.5"]) {
      const { status, body } = await api.json("GET", "/provider-api/subcategories/", { query: { category_id } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", code: "invalid_request", message: "Invalid category ID.", errors: { category_id: ["Invalid category ID."] } });
    }
  });
});

describe("GET /provider-api/provider_category/", () => {
  let providerId: number;
  let branchId: number;
  beforeAll(async () => {
    const [p] = await api.db.query<{ provider_id: number }>("INSERT INTO providers (provider_name, service_type_id) VALUES ('Category Test Salon', 1) RETURNING provider_id");
    providerId = p!.provider_id;
    const [b] = await api.db.query<{ branch_id: number }>(
      "INSERT INTO branches (provider_id, branch_name, city, state, latitude, longitude) VALUES ($1, 'Main', 'Trivandrum', 'Kerala', 8.5, 76.9) RETURNING branch_id",
      [providerId],
    );
    branchId = b!.branch_id;
    // Active services in Hair (1) and Bridal Makeup (4); an inactive Nails (3) service; a Spa (5) package only.
    await api.db.query(
      `INSERT INTO offerings (provider_id, category_id, kind, name, price, active) VALUES
        ($1, 4, 'service', 'Bridal HD', 9000, true), ($1, 1, 'service', 'Cut', 300, true), ($1, 1, 'service', 'Colour', 900, true),
        ($1, 3, 'service', 'Manicure', 400, false), ($1, 5, 'package', 'Spa day', 2500, true)`,
      [providerId],
    );
  });

  it("lists the categories in which the provider has active services, in category order", async () => {
    const { status, body } = await api.json("GET", "/provider-api/provider_category/", { query: { provider_id: providerId, branch_id: branchId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "success",
      data: [
        { category_id: 1, category_name: "Hair" },
        { category_id: 4, category_name: "Bridal Makeup" },
      ],
    });
    const noBranch = await api.json("GET", "/provider-api/provider_category/", { query: { provider_id: providerId } });
    expect(noBranch.body.data).toEqual(body.data);
  });

  it("answers an empty list for a provider that does not exist", async () => {
    const { status, body } = await api.json("GET", "/provider-api/provider_category/", { query: { provider_id: 99_999_999 } });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("refuses a missing or malformed provider id, and a malformed branch id", async () => {
    for (const query of [{}, { provider_id: "" }, { provider_id: "abc" }, { provider_id: "0" }, { provider_id: "-3" }, { provider_id: "2.5" }]) {
      const { status, body } = await api.json("GET", "/provider-api/provider_category/", { query });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Invalid provider ID.", errors: { provider_id: ["Invalid provider ID."] } });
    }
    const { status, body } = await api.json("GET", "/provider-api/provider_category/", { query: { provider_id: providerId, branch_id: "x" } });
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid branch ID.");
  });
});

describe("GET /api/servicefaq/", () => {
  it("lists the FAQs of home (2) and salon (1) services", async () => {
    for (const service_type of [1, 2]) {
      const { status, body } = await api.json("GET", "/api/servicefaq/", { query: { service_type } });
      expect(status).toBe(200);
      expect(body.status).toBe("success");
      expect(body.data.length).toBeGreaterThan(0);
      for (const faq of body.data) {
        expect(faq).toEqual({
          faq_id: expect.any(Number),
          service_type,
          question: expect.any(String),
          answer: expect.any(String),
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
      }
    }
    const home = await api.json("GET", "/api/servicefaq/", { query: { service_type: 2 } });
    expect(home.body.data.map((f: { question: string }) => f.question)).toContain("How do home services work?");
  });

  it("refuses a service type other than 1 or 2", async () => {
    for (const query of [{}, { service_type: "3" }, { service_type: "0" }, { service_type: "abc" }, { service_type: "" }]) {
      const { status, body } = await api.json("GET", "/api/servicefaq/", { query });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "service_type must be 1 (salon) or 2 (home)." });
    }
  });
});

describe("unknown paths", () => {
  it("answer with a JSON 404", async () => {
    const { status, body } = await api.json("GET", "/api/nope/");
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: "failure", message: "Not found." });
  });
});

describe("GET /api/provider-pages/", () => {
  it("lists every branch's page once, a page at a time, oldest first, and refuses a page that is not a whole number from 1", async () => {
    const [{ branches }] = (await api.db.query<{ branches: number }>("SELECT count(*)::int AS branches FROM branches")) as [{ branches: number }];
    // Enough branches for a second page (the demo seed of the tests has 40 providers).
    const added = PROVIDER_PAGES_PAGE_SIZE + 5 - branches;
    await api.db.query(
      `INSERT INTO branches (provider_id, branch_name, city, state, latitude, longitude)
       SELECT 1, 'Sitemap Branch ' || n, 'Kochi', 'Kerala', 9.93, 76.26 FROM generate_series(1, ${added}) AS n`,
    );
    const first = await api.json("GET", "/api/provider-pages/");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "success", page: 1, page_size: PROVIDER_PAGES_PAGE_SIZE, total: PROVIDER_PAGES_PAGE_SIZE + 5, total_pages: 2 });
    expect(first.body.data).toHaveLength(PROVIDER_PAGES_PAGE_SIZE);
    expect(first.body.data[0]).toEqual({ provider_id: expect.any(Number), branch_id: expect.any(Number) });
    const second = await api.json("GET", "/api/provider-pages/?page=2");
    expect(second.body.data).toHaveLength(5);
    const ids = [...first.body.data, ...second.body.data].map((p: { branch_id: number }) => p.branch_id);
    expect(new Set(ids).size).toBe(PROVIDER_PAGES_PAGE_SIZE + 5);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await api.json("GET", "/api/provider-pages/?page=3")).body.data).toEqual([]);
    for (const page of ["0", "-1", "1.5", "abc", "1e999", "99999999999"]) {
      const refused = await api.json("GET", `/api/provider-pages/?page=${page}`);
      expect(refused.status, page).toBe(400);
      expect(refused.body.message).toBe("page must be a whole number from 1.");
    }
    await api.db.query("DELETE FROM branches WHERE branch_name LIKE 'Sitemap Branch %'");
  });
});
