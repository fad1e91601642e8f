/**
 * Prints how many spec items are proven and fails when one has no passing test.
 * Usage: tsx scripts/conformance.ts <vitest.json>... <playwright.json>
 * (the reports of the run that just finished: scripts/test-all.sh writes one Vitest report for the
 * stage on the embedded database, one for the API tests on PostgreSQL, and the Playwright report).
 * An item is proven when, in every context its `proof` names (js-off, js-on, vitest), a test whose
 * title carries `[spec <id>]` passed (Playwright: expected or flaky, that is passed on a retry).
 */
import { readFileSync } from "node:fs";
import { idsInTitle, loadSpecItems, type ProofContext } from "../tests/conformance/items";
import { coverage } from "../tests/conformance/coverage";

interface VitestReport {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}
interface PwSuite {
  title: string;
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
  suites?: PwSuite[];
}

const reports = process.argv.slice(2);
const playwrightPath = reports.pop();
const vitestPaths = reports;
if (!playwrightPath || vitestPaths.length === 0) {
  console.error("usage: tsx scripts/conformance.ts <vitest.json>... <playwright.json>");
  process.exit(2);
}

/** id -> the contexts in which a test claiming it passed. */
const proven = new Map<string, Set<ProofContext>>();
const mark = (title: string, context: ProofContext) => {
  for (const id of idsInTitle(title)) {
    if (!proven.has(id)) proven.set(id, new Set());
    proven.get(id)!.add(context);
  }
};

for (const vitestPath of vitestPaths) {
  const vitest = JSON.parse(readFileSync(vitestPath, "utf8")) as VitestReport;
  for (const file of vitest.testResults) for (const t of file.assertionResults) if (t.status === "passed") mark(t.fullName, "vitest");
}

const walk = (suite: PwSuite, titles: string[]) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      if ((t.status === "expected" || t.status === "flaky") && (t.projectName === "js-off" || t.projectName === "js-on")) mark([...titles, spec.title].join(" "), t.projectName);
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
};
for (const suite of (JSON.parse(readFileSync(playwrightPath, "utf8")) as { suites: PwSuite[] }).suites) walk(suite, [suite.title]);

const items = loadSpecItems();
const known = new Set(items.map((i) => i.id));
const missing: string[] = [];
let provenCount = 0;
let deviations = 0;
for (const item of items) {
  if (item.proof.length === 0) {
    deviations++;
    continue;
  }
  const lacking = item.proof.filter((c) => !proven.get(item.id)?.has(c));
  if (lacking.length === 0) provenCount++;
  else missing.push(`  ${item.id} (${lacking.join(", ")}): '${item.text}' on ${item.route}`);
}
const unknown = [...proven.keys()].filter((id) => !known.has(id));

const toProve = items.length - deviations;
console.log(`${provenCount} of ${toProve} spec items proven` + (deviations ? ` (and ${deviations} that we deliberately do otherwise, each with its reason in tests/conformance/items/)` : ""));
const c = coverage(items);
console.log(
  `The list covers ${c.strings.total - c.strings.missing.length} of the ${c.strings.total} quoted strings and ${c.constants.total - c.constants.missing.length} of the ${c.constants.total} constants sentences of the spec (the rest: tests/conformance/not-yet-listed.json)`,
);
if (missing.length) console.log(`Not proven (no passing test in):\n${missing.join("\n")}`);
if (unknown.length) console.log(`Tests claim items that are not in the list: ${unknown.join(", ")}`);
process.exit(missing.length || unknown.length ? 1 : 0);
