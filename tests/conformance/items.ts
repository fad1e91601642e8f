import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The spec conformance list: every visible string, message and constant of the two spec documents
 * (docs/spec/), one item each, kept as JSON under tests/conformance/items/ (one file per area).
 * An item is proven when a test whose title carries `[spec <id>]` passes in every context its
 * `proof` names (scripts/conformance.ts reads the Vitest and Playwright reports).
 */
const CONTEXTS = ["js-off", "js-on", "vitest"] as const;
export type ProofContext = (typeof CONTEXTS)[number];

const item = z
  .object({
    /** `<document>.<section>.<slug>`, e.g. 1.8.failed-send-otp. */
    id: z.string().regex(/^[12]\.\d\.[a-z0-9-]+$/),
    doc: z.union([z.literal(1), z.literal(2)]),
    section: z.string().regex(/^\d$/),
    kind: z.enum(["text", "message", "constant", "rule"]),
    /** The spec's words, quoted exactly as the document has them (checked against docs/spec/). */
    text: z.string().min(1),
    /** What the page shows when the spec's text has a placeholder (a regular expression's source). */
    pattern: z.string().optional(),
    /** Other quoted strings of the spec this item stands for (alternatives, placeholders). */
    covers: z.array(z.string()).optional(),
    route: z.string(),
    where: z.string(),
    trigger: z.string(),
    /** tests/e2e/conformance: the scenario that triggers it, after which the text is looked for. */
    scenario: z.string().optional(),
    /** How the text shows when not as visible text. */
    as: z.enum(["text", "placeholder", "alt", "label", "title", "attribute", "option"]).optional(),
    /** tests/conformance/api.test.ts: the API scenario whose answer must carry the text. */
    api: z.string().optional(),
    proof: z.array(z.enum(CONTEXTS)),
    /** Where we deliberately do otherwise, what we do and why. */
    deviation: z.string().optional(),
  })
  .strict()
  .refine((i) => i.proof.length > 0 || i.deviation, { message: "an item with no proof must say why (deviation)" })
  .refine((i) => !i.scenario || i.proof.some((p) => p !== "vitest"), { message: "a scenario item is proven in the browser (js-off or js-on)" })
  .refine((i) => !i.api || i.proof.includes("vitest"), { message: "an api item is proven by Vitest" });

export type SpecItem = z.infer<typeof item>;

const ITEMS_DIR = fileURLToPath(new URL("items", import.meta.url));

/** Every item of every file under items/, in file order. */
export function loadSpecItems(dir = ITEMS_DIR): SpecItem[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => {
      const parsed = z.array(item).safeParse(JSON.parse(readFileSync(path.join(dir, f), "utf8")));
      if (!parsed.success) throw new Error(`${f}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      return parsed.data;
    });
}

/** A test's title mark for the items it proves: `[spec 1.8.a 2.5.b]`. */
export const specTag = (...ids: string[]) => `[spec ${ids.join(" ")}]`;

/** The item ids a test title claims. */
export function idsInTitle(title: string): string[] {
  return [...title.matchAll(/\[spec ([^\]]+)\]/g)].flatMap((m) => m[1]!.trim().split(/\s+/));
}
