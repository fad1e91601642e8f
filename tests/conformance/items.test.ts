import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverage, SPEC_DOCS } from "./coverage";
import { idsInTitle, loadSpecItems, specTag } from "./items";

/**
 * The list itself: well formed, quoting the spec exactly, and as complete as not-yet-listed.json
 * says (a ratchet: what the list newly covers must leave that file, and nothing may fall out of
 * the list unnoticed). Whether each item is proven is scripts/conformance.ts's job, after the tests.
 */
const items = loadSpecItems();
const notYet = JSON.parse(readFileSync(new URL("not-yet-listed.json", import.meta.url), "utf8")) as { strings: string[]; constants: string[] };

describe("the spec conformance list", () => {
  it("has unique ids", () => {
    const ids = items.map((i) => i.id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
  });

  it("quotes each document exactly, in the section it names", () => {
    const wrong = items.filter((i) => {
      const doc = SPEC_DOCS[i.doc];
      const start = doc.indexOf(`## ${i.section}.`);
      const end = doc.indexOf("\n## ", start + 1);
      return start < 0 || !doc.slice(start, end < 0 ? undefined : end).includes(i.text);
    });
    expect(wrong.map((i) => `${i.id}: ${i.text}`)).toEqual([]);
  });

  it("covers every quoted string of both documents but those not yet listed", () => {
    expect(coverage(items).strings.missing.sort()).toEqual([...notYet.strings].sort());
  });

  it("covers every sentence of both constants sections but those not yet listed", () => {
    expect(coverage(items).constants.missing.sort()).toEqual([...notYet.constants].sort());
  });

  it("reads the ids a test title claims", () => {
    expect(idsInTitle(`shows it ${specTag("1.8.a", "2.5.b-c")} and ${specTag("1.9.d")}`)).toEqual(["1.8.a", "2.5.b-c", "1.9.d"]);
  });
});
