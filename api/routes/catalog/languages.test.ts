import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

/** Issue 30, item 8: the catalogue's words in the language the caller asks for (Accept-Language), English otherwise. */
let api: TestApi;
beforeAll(async () => (api = await createTestApi()));
afterAll(() => api.close());

const inLanguage = (language: string | undefined, path: string) => api.request("GET", path, language ? { headers: { "accept-language": language } } : {});
const bodyIn = async (language: string | undefined, path: string) => (await inLanguage(language, path)).json();

describe("catalogue words by Accept-Language", () => {
  it("names service types, categories and subcategories in Hindi and Malayalam, and in English when asked for none of ours", async () => {
    const types = async (l?: string) => (await bodyIn(l, "/api/service-types/")).results.map((r: { type_name: string }) => r.type_name);
    expect(await types("hi")).toEqual(["सैलून सेवाएँ", "घर पर सेवाएँ"]);
    expect(await types("ml-IN,ml;q=0.9,en;q=0.5")).toEqual(["സലൂൺ സേവനങ്ങൾ", "വീട്ടിലെത്തുന്ന സേവനങ്ങൾ"]);
    for (const english of [undefined, "en-IN", "fr", "*", "x".repeat(5000)]) expect(await types(english)).toEqual(["Salon Services", "Home Services"]);

    const categories = async (l?: string) => (await bodyIn(l, "/api/categories/")).data.map((c: { category_name: string }) => c.category_name);
    expect((await categories("hi")).slice(0, 2)).toEqual(["बाल", "त्वचा और फेशियल"]);
    expect((await bodyIn("ml", "/provider-api/subcategories/?category_id=7")).data.map((s: { subcategory_name: string }) => s.subcategory_name)).toEqual(["ബ്രൈഡൽ മൈലാഞ്ചി", "പാർട്ടി മൈലാഞ്ചി"]);
  });

  it("names the search box's services in the language, alphabetically, with the same ids", async () => {
    const services = async (l?: string) => (await bodyIn(l, "/api/services/")).results as { service_id: number; service_name: string }[];
    const [english, hindi, malayalam] = await Promise.all([services(undefined), services("hi"), services("ml")]);
    expect(english.find((s) => s.service_id === 1)!.service_name).toBe("Haircut");
    expect(hindi.find((s) => s.service_id === 1)!.service_name).toBe("हेयरकट");
    expect(malayalam.find((s) => s.service_id === 1)!.service_name).toBe("ഹെയർകട്ട്");
    expect(hindi.map((s) => s.service_id).sort()).toEqual(english.map((s) => s.service_id).sort());
    for (const s of [...hindi, ...malayalam]) expect(s.service_name).not.toMatch(/[A-Za-z]{3}/);
    const names = hindi.map((s) => s.service_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("says that its answers differ by language", async () => {
    expect((await inLanguage("hi", "/api/categories/")).headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("gives the FAQs and a provider's services and packages in the language, its own words kept where it has none", async () => {
    const faqs = (await bodyIn("hi", "/api/servicefaq/?service_type=2")).data;
    expect(faqs[0]).toMatchObject({ question: "घर पर सेवाएँ कैसे काम करती हैं?" });
    const [branch] = await api.db.query<{ provider_id: number; branch_id: number }>(
      "SELECT b.provider_id, b.branch_id FROM branches b WHERE EXISTS (SELECT 1 FROM offerings o WHERE o.provider_id = b.provider_id AND o.service_id = 1) AND EXISTS (SELECT 1 FROM offerings o WHERE o.provider_id = b.provider_id AND o.kind = 'package') ORDER BY b.branch_id LIMIT 1",
    );
    const path = `/api/bookservice/?provider_id=${branch!.provider_id}&branch_id=${branch!.branch_id}`;
    const hindi = await bodyIn("hi", path);
    const english = await bodyIn("en", path);
    const haircut = (d: { services: { service_name: string; description: string; category_name: string }[] }, name: string) => d.services.find((s) => s.service_name === name);
    expect(haircut(hindi, "हेयरकट")).toMatchObject({ description: "सलाह, धुलाई, सटीक कट और साफ़-सुथरी फ़िनिश।", category_name: "बाल" });
    expect(haircut(english, "Haircut")).toMatchObject({ category_name: "Hair" });
    expect(hindi.packages[0].package_name).not.toBe(english.packages[0].package_name);
    expect(hindi.packages[0].package_services).not.toMatch(/[A-Za-z]{3}/);
    // A name the provider wrote itself, with no Hindi of its own, stays as written.
    await api.db.query("UPDATE offerings SET name = 'Signature Cut', i18n = '{}'::jsonb WHERE provider_id = $1 AND service_id = 1", [branch!.provider_id]);
    expect(haircut(await bodyIn("hi", path), "Signature Cut")).toBeTruthy();
  });
});
