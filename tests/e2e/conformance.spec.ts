import { loadSpecItems, specTag } from "../conformance/items";
import { test } from "./fixtures";
import { expectItemShown } from "./conformance/run";
import { SCENARIOS } from "./conformance/scenarios";

/**
 * The spec conformance suite's browser half: for each scenario, one test per JavaScript setting
 * that drives the page and then finds every item the scenario stands for, on screen. The titles
 * carry the item ids, which scripts/conformance.ts counts from the report.
 */
const items = loadSpecItems().filter((i) => i.scenario);
const unknown = items.filter((i) => !SCENARIOS[i.scenario!]);
if (unknown.length) throw new Error(`items name unknown scenarios: ${unknown.map((i) => `${i.id} -> ${i.scenario}`).join(", ")}`);

for (const [name, scenario] of Object.entries(SCENARIOS)) {
  const mine = items.filter((i) => i.scenario === name);
  if (mine.length === 0) continue;
  // Where no item of the scenario applies with JavaScript on (or off), that project never runs it.
  const modes = (["js-off", "js-on"] as const).filter((mode) => mine.some((i) => i.proof.includes(mode)));
  const tag = modes.length === 1 ? [`@${modes[0]}`] : [];
  test(`${scenario.title} ${specTag(...mine.map((i) => i.id))}`, { tag }, async ({ page, jsEnabled }) => {
    const here = mine.filter((i) => i.proof.includes(jsEnabled ? "js-on" : "js-off"));
    const checked = new Set<string>();
    const expectNow = async (id: string) => {
      const item = here.find((i) => i.id === id);
      if (!item) return;
      await expectItemShown(page, item);
      checked.add(id);
    };
    const scope = (await scenario.run({ page, jsEnabled, expectNow })) ?? page;
    for (const item of here) if (!checked.has(item.id)) await expectItemShown(scope, item);
  });
}
