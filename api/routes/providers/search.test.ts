import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { NOT_FOUND, PAGE_SIZE, SEARCH_WINDOW } from "../../../contract/schemas/providers";
import { CATALOGUE } from "../../db/seed-data";

/** Search text (`q`): relevance, typos, other spellings, unknown words, counts and sorts. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Item = { provider_id: number; provider_name: string; service_name: string; all_services: string; distance_km: number; rating: number };
const search = (query: Record<string, string | number>) => api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: "20", ...query } });
const names = (category: number) => CATALOGUE.filter((c) => c.category === category).map((c) => c.name);
const HAIR = names(1);

describe("search text", () => {
  it("'hair' finds providers of every hair service, not one service it was rewritten into", async () => {
    const { status, body } = await search({ q: "hair", radius: "100" });
    expect(status).toBe(200);
    expect(body.sort).toBe("relevance");
    // Every match shows a hair service it offers (or has "hair" in its name).
    for (const p of body.data as Item[]) expect(HAIR.includes(p.service_name) || /hair/i.test(p.service_name) || /hair/i.test(p.provider_name)).toBe(true);
    // Everyone offering any hair service near Trivandrum is counted, more than offer Haircut alone.
    const haircut = await search({ service_id: 1, radius: "100" });
    expect(body.total).toBeGreaterThan(haircut.body.total);
  });

  it.each([
    ["hiar cut", "Haircut"],
    ["facail", "Classic Facial"],
    ["mehndi", "Bridal Mehendi"],
    ["mehendi", "Bridal Mehendi"],
    ["mehandi", "Bridal Mehendi"],
    ["henna", "Bridal Mehendi"],
    ["pedicur", "Pedicure"],
    ["eyebrow", "Eyebrow Threading"],
    ["dulhan makeup", "Bridal Makeup"],
  ])("'%s' finds %s", async (q, meant) => {
    const { status, body } = await search({ q, radius: "100" });
    expect(status, JSON.stringify(body)).toBe(200);
    const services = (body.data as Item[]).map((p) => p.all_services).join(", ");
    const matched = (body.data as Item[]).map((p) => p.service_name);
    const category = CATALOGUE.find((c) => c.name === meant)!.category;
    // The best match is the service meant, or one of its category (Gold Facial for 'facail').
    expect(names(category)).toContain(matched[0]);
    expect(services).toContain(meant.split(" ").at(-1));
  });

  it("a provider's name finds it, typos and all", async () => {
    const any = await search({ radius: "100" });
    const target = (any.body.data as Item[])[3]!;
    const word = target.provider_name.split(" ")[0]!;
    const exact = await search({ q: word, radius: "100" });
    expect(exact.status).toBe(200);
    expect((exact.body.data as Item[]).some((p) => p.provider_id === target.provider_id)).toBe(true);
  });

  it("unknown words find nothing, with two or three services they may have meant", async () => {
    for (const q of ["xyzzy", "qwrtp plmk"]) {
      const { status, body } = await search({ q });
      expect(status).toBe(404);
      expect(body.message).toBe(NOT_FOUND);
      expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      for (const s of body.suggestions) expect(CATALOGUE.map((c) => c.name)).toContain(s);
    }
    const close = await search({ q: "threding eybrow", service_type_id: 2, address: "Kochi", radius: "0.01" });
    expect(close.status).toBe(404);
    // Known words that only found nobody nearby: no "did you mean".
    expect(close.body.suggestions).toBeUndefined();
  });

  it("text of only punctuation is no text: everything nearby, nearest first", async () => {
    const { status, body } = await search({ q: "!!! ??" });
    expect(status).toBe(200);
    expect(body.sort).toBe("distance");
  });

  it("sorts by distance, rating and price, and counts every match on every page", async () => {
    const byDistance = await search({ q: "facial", sort: "distance", radius: "100" });
    const km = (byDistance.body.data as Item[]).map((p) => p.distance_km);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    const byRating = await search({ q: "facial", sort: "rating", radius: "100" });
    const stars = (byRating.body.data as Item[]).map((p) => p.rating);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    const byPrice = await search({ q: "facial", sort: "price", radius: "100" });
    expect(byPrice.status).toBe(200);
    expect(byPrice.body.total).toBe(byDistance.body.total);
    if (byDistance.body.has_more) {
      const second = await search({ q: "facial", sort: "distance", radius: "100", page: 2 });
      expect(second.body.total).toBe(byDistance.body.total);
    }
  });

  it("several services (a rebooking's search) find only the providers offering every one", async () => {
    const [haircut, facial, both] = await Promise.all([search({ service_id: 1, radius: "100" }), search({ service_id: 7, radius: "100" }), search({ service_ids: "1,7", radius: "100" })]);
    expect(both.status).toBe(200);
    expect(both.body.total).toBeGreaterThan(0);
    expect(both.body.total).toBeLessThan(Math.max(haircut.body.total, facial.body.total));
    const ids = [...new Set((both.body.data as Item[]).map((p) => p.provider_id))];
    const offered = await api.db.query<{ n: number }>(
      "SELECT count(DISTINCT service_id)::int AS n FROM offerings WHERE provider_id = ANY($1::int[]) AND service_id IN (1, 7) AND active GROUP BY provider_id",
      [ids],
    );
    expect(offered.map((r) => r.n)).toEqual(ids.map(() => 2));
    expect((await search({ service_ids: "1,x" })).status).toBe(400);
  });

  it("refuses a sort it does not know and text over 100 characters, with a message", async () => {
    const badSort = await search({ sort: "cheapest" });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toMatch(/sort must be one of/);
    const long = await search({ q: "a".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 100/);
  });
});

describe("search text in Hindi and Malayalam (docs/decisions/0033-catalogue-languages.md)", () => {
  const searchIn = (language: string, query: Record<string, string | number>) =>
    api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: "100", ...query }, headers: { "accept-language": language } });
  const found = (body: { data: Item[] }) => body.data.map((p) => p.provider_id);

  it.each([
    ["hi", "हेयरकट"],
    ["ml", "ഹെയർകട്ട്"],
  ])("%s: the service's name (%s) finds the providers 'Haircut' does, its service named in the language", async (language, name) => {
    const english = await search({ q: "Haircut", radius: "100" });
    const { status, body } = await searchIn(language, { q: name });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.total).toBe(english.body.total);
    expect(found(body)).toEqual(found(english.body));
    expect((body.data as Item[]).map((p) => p.service_name)).toContain(name);
  });

  it.each([
    ["hi", "हेयर", "Haircut"],
    ["hi", "मेहंदी", "Bridal Mehendi"],
    ["ml", "മൈലാഞ്ചി", "Bridal Mehendi"],
    ["ml", "ഹെയർ കട്ട്", "Haircut"],
    ["hi", "हेयर spa", "Hair Spa"],
    ["ml", "ഫേഷ്യൽ", "Classic Facial"],
    ["hi", "मैनिक्योर", "Manicure"],
  ])("%s: '%s' (a word, a category, another spacing, a misspelling, two scripts) finds %s", async (language, q, meant) => {
    const { status, body } = await searchIn(language, { q });
    expect(status, JSON.stringify(body)).toBe(200);
    const [english] = await api.db.query<{ i18n: Record<string, { name: string }> }>("SELECT i18n FROM services WHERE service_name = $1", [meant]);
    expect((body.data as Item[]).map((p) => p.service_name)).toContain(english!.i18n[language]!.name);
  });

  it("says 'did you mean' in the caller's language", async () => {
    const { status, body } = await searchIn("hi", { q: "xyzzy" });
    expect(status).toBe(404);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    for (const s of body.suggestions) expect(s).not.toMatch(/[A-Za-z]/);
  });
});

describe("the nearest-first window (docs/decisions/0016-nearest-search.md)", () => {
  /** A crowded spot 36 km from the demo branches: 530 branches of one new salon, 10 m apart eastwards. */
  const SPOT = { lat: 8.85, lng: 76.93 };
  const CROWD = SEARCH_WINDOW + 30;
  const at = `Lat: ${SPOT.lat}, Lng: ${SPOT.lng}`;
  let providerId: number;
  beforeAll(async () => {
    const [row] = await api.db.query<{ provider_id: number }>("INSERT INTO providers (provider_name, service_type_id) VALUES ('Crowded Corner Salon', 1) RETURNING provider_id");
    providerId = row!.provider_id;
    await api.db.query(
      `INSERT INTO branches (provider_id, branch_name, city, state, latitude, longitude, working_hours)
       SELECT $1, 'Crowded Corner ' || i, 'Trivandrum', 'Kerala', $2, $3 + i * 0.00001 / cos(radians($2)) * 9, '{}'::jsonb FROM generate_series(1, $4) AS i`,
      [providerId, SPOT.lat, SPOT.lng, CROWD],
    );
    await api.db.query("INSERT INTO offerings (provider_id, service_id, category_id, name, price) VALUES ($1, 1, 1, 'Haircut', 300)", [providerId]);
  });

  it("ranks the nearest SEARCH_WINDOW branches and says there were more", async () => {
    const first = await search({ address: at, service_id: 1, radius: "10" });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(SEARCH_WINDOW);
    expect(first.body.total_capped).toBe(true);
    const names = (first.body.data as { branch_name: string }[]).map((b) => b.branch_name);
    expect(names.slice(0, 3)).toEqual(["Crowded Corner 1", "Crowded Corner 2", "Crowded Corner 3"]);
    const last = await search({ address: at, service_id: 1, radius: "10", page: SEARCH_WINDOW / PAGE_SIZE });
    expect((last.body.data as { branch_name: string }[]).at(-1)!.branch_name).toBe(`Crowded Corner ${SEARCH_WINDOW}`);
    expect(last.body.has_more).toBe(false);
    // A radius that holds fewer than the window counts them exactly.
    const near = await search({ address: at, service_id: 1, radius: "0.1" });
    expect(near.body.total_capped).toBe(false);
    expect(near.body.total).toBeLessThan(SEARCH_WINDOW);
  });

  it("follows the provider's offerings as they change: a new service finds it, a withdrawn one no longer does", async () => {
    const before = await search({ address: at, service_id: 7, radius: "5" });
    expect(before.status).toBe(404);
    await api.db.query("INSERT INTO offerings (provider_id, service_id, category_id, name, price) VALUES ($1, 7, 2, 'Classic Facial', 900)", [providerId]);
    const offered = await search({ address: at, service_id: 7, radius: "5" });
    expect(offered.status).toBe(200);
    expect(offered.body.data[0].provider_id).toBe(providerId);
    const byCategory = await search({ address: at, category_id: 2, radius: "5" });
    expect(byCategory.status).toBe(200);
    await api.db.query("UPDATE offerings SET active = false WHERE provider_id = $1 AND service_id = 7", [providerId]);
    expect((await search({ address: at, service_id: 7, radius: "5" })).status).toBe(404);
    expect((await search({ address: at, category_id: 2, radius: "5" })).status).toBe(404);
    // The type follows the provider too.
    await api.db.query("UPDATE providers SET service_type_id = 2 WHERE provider_id = $1", [providerId]);
    expect((await search({ address: at, service_type_id: 1, radius: "5" })).status).toBe(404);
    expect((await search({ address: at, service_type_id: 2, radius: "5" })).body.data[0].provider_id).toBe(providerId);
  });
});
