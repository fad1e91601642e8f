/**
 * The Noto Sans fonts of the Indian scripts, and text cut into runs of one script each. The fonts
 * come from the @expo-google-fonts packages (TrueType files, SIL Open Font License); shaping and
 * subsetting are fontkit's (upstream 2.x: @pdf-lib/fontkit 1.1 writes broken TrueType subsets and
 * needs a global regenerator runtime for Indic scripts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as createFont, type Font } from "fontkit";

export type Weight = "regular" | "bold";
export type Script = "latin" | "devanagari" | "bengali" | "gurmukhi" | "gujarati" | "oriya" | "tamil" | "telugu" | "kannada" | "malayalam";

/** The npm package and file stem of each script's Noto Sans. */
const FAMILIES: Record<Script, [pkg: string, stem: string]> = {
  latin: ["noto-sans", "NotoSans"],
  devanagari: ["noto-sans-devanagari", "NotoSansDevanagari"],
  bengali: ["noto-sans-bengali", "NotoSansBengali"],
  gurmukhi: ["noto-sans-gurmukhi", "NotoSansGurmukhi"],
  gujarati: ["noto-sans-gujarati", "NotoSansGujarati"],
  oriya: ["noto-sans-oriya", "NotoSansOriya"],
  tamil: ["noto-sans-tamil", "NotoSansTamil"],
  telugu: ["noto-sans-telugu", "NotoSansTelugu"],
  kannada: ["noto-sans-kannada", "NotoSansKannada"],
  malayalam: ["noto-sans-malayalam", "NotoSansMalayalam"],
};
const INDIC = Object.keys(FAMILIES).filter((s) => s !== "latin") as Script[];

/** Unicode blocks of the Indian scripts (the dandas U+0964/5 are shared: they follow their run). */
const BLOCKS: [from: number, to: number, script: Script][] = [
  [0x0900, 0x097f, "devanagari"],
  [0x0980, 0x09ff, "bengali"],
  [0x0a00, 0x0a7f, "gurmukhi"],
  [0x0a80, 0x0aff, "gujarati"],
  [0x0b00, 0x0b7f, "oriya"],
  [0x0b80, 0x0bff, "tamil"],
  [0x0c00, 0x0c7f, "telugu"],
  [0x0c80, 0x0cff, "kannada"],
  [0x0d00, 0x0d7f, "malayalam"],
  [0x1cd0, 0x1cff, "devanagari"],
  [0xa8e0, 0xa8ff, "devanagari"],
  [0x11fc0, 0x11fff, "tamil"],
];
const DANDAS = new Set([0x0964, 0x0965]);
export const ZWNJ = 0x200c;
export const ZWJ = 0x200d;

function scriptOf(cp: number): Script | undefined {
  if (DANDAS.has(cp)) return undefined;
  for (const [from, to, script] of BLOCKS) if (cp >= from && cp <= to) return script;
  if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0xc0 && cp <= 0x24f)) return "latin";
  return undefined;
}

const require = createRequire(import.meta.url);
const FONT_FILES: Record<Script, Record<Weight, () => string>> = Object.fromEntries(
  Object.entries(FAMILIES).map(([script, [pkg, stem]]) => [
    script,
    {
      regular: () => require.resolve(`@expo-google-fonts/${pkg}/400Regular/${stem}_400Regular.ttf`),
      bold: () => require.resolve(`@expo-google-fonts/${pkg}/700Bold/${stem}_700Bold.ttf`),
    },
  ]),
) as Record<Script, Record<Weight, () => string>>;

/** Parsed fonts, shared by every document (parsing Noto Sans takes a few milliseconds; they are read once). */
const parsed = new Map<string, Font>();
export function fontFor(script: Script, weight: Weight): Font {
  const key = `${script}:${weight}`;
  let font = parsed.get(key);
  if (!font) {
    font = createFont(readFileSync(FONT_FILES[script][weight]())) as Font;
    skipNullAnchors(font);
    parsed.set(key, font);
  }
  return font;
}

const NULL_ANCHOR = Symbol("null GPOS anchor");
interface GposProcessor {
  getAnchor(anchor: unknown): unknown;
  applyLookup(type: number, table: unknown): boolean;
  __saajNullAnchors?: true;
}

/**
 * fontkit throws on a GPOS anchor offset of 0 ('no anchor for this mark class'), which the
 * OpenType spec allows and Noto Sans Malayalam uses (foliojs/fontkit#367). Such a lookup now does
 * not apply, as in HarfBuzz: the mark keeps its default position and later subtables may place it.
 */
function skipNullAnchors(font: Font) {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } })._layoutEngine?.engine;
  const gpos = engine?.GPOSProcessor;
  if (!gpos) return;
  const proto = Object.getPrototypeOf(gpos) as GposProcessor;
  if (proto.__saajNullAnchors) return;
  const { getAnchor, applyLookup } = proto;
  proto.getAnchor = function (anchor) {
    if (anchor == null) throw NULL_ANCHOR;
    return getAnchor.call(this, anchor);
  };
  proto.applyLookup = function (type, table) {
    try {
      return applyLookup.call(this, type, table);
    } catch (error) {
      if (error === NULL_ANCHOR) return false;
      throw error;
    }
  };
  proto.__saajNullAnchors = true;
}

export interface Run {
  script: Script;
  text: string;
}

/** Cuts text into runs of one script; spaces, digits and punctuation stay with the run they are in. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const own = scriptOf(cp);
    const last = runs[runs.length - 1];
    if (last && (own === undefined || own === last.script) && (own !== undefined || cp === ZWJ || cp === ZWNJ || coveredBy(last.script, cp))) {
      last.text += char;
      continue;
    }
    runs.push({ script: own ?? (DANDAS.has(cp) ? "devanagari" : "latin"), text: char });
  }
  return runs;
}

const coveredBy = (script: Script, cp: number) => fontFor(script, "regular").hasGlyphForCodePoint(cp);

/** The scripts this module can draw, for the tests. */
export const SCRIPTS = ["latin", ...INDIC] as const;
