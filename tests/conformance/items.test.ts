import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { idsInTitle, loadSpecItems, specTag } from "./items";

/**
 * The list itself: well formed, quoting the spec exactly, and complete (every quoted string of both
 * documents and every sentence of their constants sections has an item). Whether each item is
 * proven is scripts/conformance.ts's job, after the tests have run.
 */
const SPEC_DIR = fileURLToPath(new URL("../../docs/spec", import.meta.url));
const DOCS = { 1: readFileSync(path.join(SPEC_DIR, "01-browse-cart-login.md"), "utf8"), 2: readFileSync(path.join(SPEC_DIR, "02-booking-and-after.md"), "utf8") };
const items = loadSpecItems();

/** The single-quoted strings of a document ('Failed to send OTP.'), apostrophes inside words left alone. */
const quoted = (doc: string) => [...doc.matchAll(/(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])/g)].map((m) => m[1]!);

/** Section 9's sentences: each states a constant or a limit. */
function constantSentences(doc: string) {
  const section = doc.slice(doc.indexOf("## 9."));
  return section
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .flatMap((l) => l.slice(2).split(/(?<=\.)\s+(?=[A-Z])|;\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

describe("the spec conformance list", () => {
  it("has unique ids", () => {
    const ids = items.map((i) => i.id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
  });

  it("quotes each document exactly, in the section it names", () => {
    const wrong = items.filter((i) => {
      const doc = DOCS[i.doc];
      const start = doc.indexOf(`## ${i.section}.`);
      const end = doc.indexOf("\n## ", start + 1);
      return start < 0 || !doc.slice(start, end < 0 ? undefined : end).includes(i.text);
    });
    expect(wrong.map((i) => `${i.id}: ${i.text}`)).toEqual([]);
  });

  it("has an item for every quoted string of both documents", () => {
    const listed = new Set(items.flatMap((i) => [i.text, ...(i.covers ?? [])]));
    const inside = (s: string) => listed.has(s) || items.some((i) => i.text.includes(`'${s}'`));
    const missing = ([1, 2] as const).flatMap((d) =>
      quoted(DOCS[d])
        .filter((s) => !inside(s))
        .map((s) => `${d}: '${s}'`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has an item for every sentence of both constants sections", () => {
    const missing = ([1, 2] as const).flatMap((d) =>
      constantSentences(DOCS[d])
        .filter((s) => !items.some((i) => i.doc === d && i.section === "9" && (s.includes(i.text) || i.text.includes(s))))
        .map((s) => `${d}: ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads the ids a test title claims", () => {
    expect(idsInTitle(`shows it ${specTag("1.8.a", "2.5.b-c")} and ${specTag("1.9.d")}`)).toEqual(["1.8.a", "2.5.b-c", "1.9.d"]);
  });
});
