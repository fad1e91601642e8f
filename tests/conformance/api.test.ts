import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../api/test/setup";
import { loadSpecItems, specTag } from "./items";
import { API_SCENARIOS } from "./api-scenarios";

/**
 * The spec conformance suite's API half: each scenario calls the real API, and every item it
 * stands for must be in the answer, word for word. Titles carry the ids (scripts/conformance.ts).
 */
const items = loadSpecItems().filter((i) => i.api);

it("every API item names a scenario that exists", () => {
  expect(items.filter((i) => !API_SCENARIOS[i.api!]).map((i) => `${i.id} -> ${i.api}`)).toEqual([]);
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

for (const [name, scenario] of Object.entries(API_SCENARIOS)) {
  const mine = items.filter((i) => i.api === name);
  if (mine.length === 0) continue;
  it(`${scenario.title} ${specTag(...mine.map((i) => i.id))}`, async () => {
    const answer = await scenario.run(api);
    const text = JSON.stringify(answer.body);
    for (const item of mine) {
      const why = `${item.id}: '${item.text}' in ${answer.status} ${text}`;
      if (item.pattern) expect(text, why).toMatch(new RegExp(item.pattern));
      else expect(text, why).toContain(JSON.stringify(item.text).slice(1, -1));
    }
  });
}
