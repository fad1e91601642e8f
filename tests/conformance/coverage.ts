import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SpecItem } from "./items";

/**
 * How much of the spec the list covers: every single-quoted string of both documents, and every
 * sentence of their constants sections (section 9), must be an item's words (or in its covers).
 */
const SPEC_DIR = fileURLToPath(new URL("../../docs/spec/", import.meta.url));
export const SPEC_DOCS = {
  1: readFileSync(`${SPEC_DIR}01-browse-cart-login.md`, "utf8"),
  2: readFileSync(`${SPEC_DIR}02-booking-and-after.md`, "utf8"),
} as const;
const DOC_NUMBERS = [1, 2] as const;

/** The single-quoted strings of a document ('Failed to send OTP.'), apostrophes inside words left alone. */
const quoted = (doc: string) => [...new Set([...doc.matchAll(/(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])/g)].map((m) => m[1]!))];

/** Section 9's sentences: each states a constant or a limit. */
function constantSentences(doc: string) {
  return doc
    .slice(doc.indexOf("## 9."))
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .flatMap((l) => l.slice(2).split(/(?<=\.)\s+(?=[A-Z])|;\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface Coverage {
  strings: { total: number; missing: string[] };
  constants: { total: number; missing: string[] };
}

/** What the items cover, and what of the spec no item covers yet (as `<doc>: <words>`). */
export function coverage(items: SpecItem[]): Coverage {
  const listed = new Set(items.flatMap((i) => [i.text, ...(i.covers ?? [])]));
  const inside = (s: string) => listed.has(s) || items.some((i) => i.text.includes(`'${s}'`));
  const strings = DOC_NUMBERS.flatMap((d) => quoted(SPEC_DOCS[d]).map((s) => ({ d, s })));
  const sentences = DOC_NUMBERS.flatMap((d) => constantSentences(SPEC_DOCS[d]).map((s) => ({ d, s })));
  const covered = (d: number, s: string) => items.some((i) => i.doc === d && i.section === "9" && (s.includes(i.text) || i.text.includes(s)));
  return {
    strings: { total: strings.length, missing: [...new Set(strings.filter(({ s }) => !inside(s)).map(({ d, s }) => `${d}: ${s}`))] },
    constants: { total: sentences.length, missing: sentences.filter(({ d, s }) => !covered(d, s)).map(({ d, s }) => `${d}: ${s}`) },
  };
}
