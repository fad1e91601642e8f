import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { NOT_FOUND } from "../../../contract/schemas/providers";
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

  it("refuses a sort it does not know and text over 100 characters, with a message", async () => {
    const badSort = await search({ sort: "cheapest" });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toMatch(/sort must be one of/);
    const long = await search({ q: "a".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 100/);
  });
});
