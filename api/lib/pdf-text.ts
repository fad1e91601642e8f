/**
 * Text in any Indian script for pdf-lib documents: each string is cut into runs by script, each run
 * is shaped with the Noto Sans font of its script (fontkit: reordering, conjuncts, mark positions),
 * and the glyphs are drawn where the shaping put them. The fonts are embedded as subsets (only the
 * glyphs used), as CID fonts whose codes we allot ourselves, so that the text a reader extracts is
 * the text given, in its logical order, even where shaping reordered or merged the glyphs
 * (docs/decisions/0019-gst-invoice.md):
 *
 * - each run is split into clusters, the smallest groups of glyphs that stand for a group of
 *   characters (found by matching the characters' code points against the glyphs');
 * - where a cluster's glyphs, in the order drawn, spell its characters (Latin, most Indic
 *   syllables), each glyph maps to its own characters;
 * - otherwise (a pre-base vowel sign drawn before its consonant, a reph drawn after, a vowel sign
 *   split in two) the cluster's first glyph maps to all of its characters and the others to U+2060
 *   WORD JOINER, an invisible format character that extractors drop (pdf.js does; an extractor
 *   that keeps it gets an invisible character);
 * - such runs are also wrapped in an /ActualText span, which extractors that read it (poppler,
 *   Acrobat) use instead of the glyphs.
 *
 * The fonts come from the @expo-google-fonts packages (TrueType files, SIL Open Font License);
 * shaping and subsetting are fontkit's (upstream 2.x: @pdf-lib/fontkit 1.1 writes broken TrueType
 * subsets and needs a global regenerator runtime for Indic scripts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as createFont, type Font, type Glyph } from "fontkit";
import { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFString, PDFOperatorNames as Ops, type PDFArray, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

export type Weight = "regular" | "bold";
type Script = "latin" | "devanagari" | "bengali" | "gurmukhi" | "gujarati" | "oriya" | "tamil" | "telugu" | "kannada" | "malayalam";

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
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const WORD_JOINER = "\u2060";
/** Code points that may have no glyph of their own (joiners, variation selectors, the shaper's dotted circle). */
const isIgnorable = (cp: number) => cp === ZWNJ || cp === ZWJ || cp === 0x25cc || (cp >= 0xfe00 && cp <= 0xfe0f);

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
function fontFor(script: Script, weight: Weight): Font {
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

interface Run {
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

/** A glyph as shaped, placed from its cluster's start (font units). */
interface Placed {
  glyph: Glyph;
  x: number;
  y: number;
}

/** The smallest group of glyphs that stands for a group of characters. */
interface Cluster {
  glyphs: Placed[];
  text: string;
  /** Font units. */
  advance: number;
}

interface Shaped {
  font: Font;
  text: string;
  clusters: Cluster[];
  /** Font units. */
  advance: number;
}

const nfdCodePoints = (s: string) => [...s.normalize("NFD")].map((c) => c.codePointAt(0)!);

/**
 * Cuts the shaped glyphs into clusters: after each glyph, characters are taken until they account
 * for every code point the glyphs so far stand for (compared decomposed; joiners count for
 * nothing); where both sides balance, a cluster ends. What does not balance by the end is one cluster.
 */
function clustersOf(text: string, glyphs: Glyph[], positions: { xAdvance: number; xOffset: number; yOffset: number }[]): Cluster[] {
  const chars = [...text];
  const clusters: Cluster[] = [];
  const balance = new Map<number, number>();
  const bump = (cp: number, delta: number) => {
    if (isIgnorable(cp)) return;
    const value = (balance.get(cp) ?? 0) + delta;
    if (value) balance.set(cp, value);
    else balance.delete(cp);
  };
  const glyphsAhead = () => [...balance.values()].some((v) => v > 0);
  const close = (g0: number, g1: number, t0: number, t1: number) => {
    let x = 0;
    const placed = glyphs.slice(g0, g1).map((glyph, i) => {
      const p = positions[g0 + i]!;
      const at = { glyph, x: x + p.xOffset, y: p.yOffset };
      x += p.xAdvance;
      return at;
    });
    clusters.push({ glyphs: placed, text: chars.slice(t0, t1).join(""), advance: x });
  };
  let gStart = 0;
  let tStart = 0;
  let t = 0;
  for (let g = 0; g < glyphs.length; g++) {
    for (const cp of nfdCodePoints(String.fromCodePoint(...glyphs[g]!.codePoints))) bump(cp, 1);
    while (glyphsAhead() && t < chars.length) for (const cp of nfdCodePoints(chars[t++]!)) bump(cp, -1);
    if (balance.size === 0 && t > tStart) {
      // Joiners after the cluster belong to it.
      while (t < chars.length && isIgnorable(chars[t]!.codePointAt(0)!)) t++;
      close(gStart, g + 1, tStart, t);
      gStart = g + 1;
      tStart = t;
    }
  }
  if (gStart < glyphs.length) close(gStart, glyphs.length, tStart, chars.length);
  else if (tStart < chars.length && clusters.length) clusters[clusters.length - 1]!.text += chars.slice(tStart).join("");
  return clusters;
}

function shape(run: Run, weight: Weight): Shaped {
  const font = fontFor(run.script, weight);
  const laid = font.layout(run.text);
  const clusters = clustersOf(run.text, laid.glyphs, laid.positions);
  return { font, text: run.text, clusters, advance: clusters.reduce((sum, c) => sum + c.advance, 0) };
}

/** One font embedded in one document: the glyphs used, under the codes we allot. */
class EmbeddedFont {
  readonly ref: PDFRef;
  private readonly subset: ReturnType<Font["createSubset"]>;
  /** code - 1 -> the glyph drawn and the text it stands for. */
  private readonly codes: { gid: number; subsetGid: number; width: number; unicode: string }[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly names = new Map<PDFPage, PDFName>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: Font,
  ) {
    this.ref = doc.context.nextRef();
    this.subset = font.createSubset();
  }

  /** Font units to 1000ths of the font size (PDF widths and moves), to 0.001. */
  thousandths = (fontUnits: number) => Math.round((fontUnits * 1000000) / this.font.unitsPerEm) / 1000;

  /** The code that draws a glyph, stands for `unicode` and advances by `width` (1000ths). */
  code(glyphId: number, unicode: string, width: number): number {
    const key = `${glyphId}:${width}:${unicode}`;
    let code = this.byKey.get(key);
    if (code === undefined) {
      // fontkit's own typing says boolean; it returns the glyph's id in the subset.
      const subsetGid = this.subset.includeGlyph(glyphId as unknown as Glyph) as unknown as number;
      this.codes.push({ gid: glyphId, subsetGid, width, unicode });
      code = this.codes.length;
      this.byKey.set(key, code);
    }
    return code;
  }

  nameOn(page: PDFPage): PDFName {
    let name = this.names.get(page);
    if (!name) {
      name = page.node.newFontDictionary("F", this.ref);
      this.names.set(page, name);
    }
    return name;
  }

  embed() {
    const { context } = this.doc;
    const program = this.subset.encode();
    const glyphList = this.codes.map((c) => c.gid).join(",");
    const tag = [...createHash("sha256").update(`${this.font.postscriptName}:${glyphList}`).digest()]
      .slice(0, 6)
      .map((b) => String.fromCharCode(65 + (b % 26)))
      .join("");
    const baseFont = `${tag}+${this.font.postscriptName ?? "NotoSans"}`;
    const scale = (v: number) => Math.round((v * 1000) / this.font.unitsPerEm);
    const { bbox } = this.font;
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: baseFont,
      Flags: 4,
      FontBBox: [scale(bbox.minX), scale(bbox.minY), scale(bbox.maxX), scale(bbox.maxY)],
      ItalicAngle: this.font.italicAngle,
      Ascent: scale(this.font.ascent),
      Descent: scale(this.font.descent),
      CapHeight: scale(this.font.capHeight || this.font.ascent),
      XHeight: scale(this.font.xHeight || 0),
      StemV: 80,
      FontFile2: context.register(context.flateStream(program)),
    });
    // Code -> glyph: two bytes per code, from code 0 (.notdef).
    const cidToGid = new Uint8Array((this.codes.length + 1) * 2);
    this.codes.forEach((c, i) => {
      cidToGid[(i + 1) * 2] = c.subsetGid >> 8;
      cidToGid[(i + 1) * 2 + 1] = c.subsetGid & 0xff;
    });
    const cidFont = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      DW: 0,
      W: [1, this.codes.map((c) => c.width)],
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    });
    context.assign(
      this.ref,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(toUnicodeCMap(this.codes.map((c) => c.unicode)))),
      }),
    );
  }
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
const utf16Hex = (s: string) => [...s].map((c) => (c.length === 1 ? hex4(c.charCodeAt(0)) : hex4(c.charCodeAt(0)) + hex4(c.charCodeAt(1)))).join("");

/** The ToUnicode CMap: code i + 1 -> unicode[i]. */
function toUnicodeCMap(unicode: string[]): string {
  const lines = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap", "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def"];
  lines.push("/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def", "1 begincodespacerange", "<0000> <FFFF>", "endcodespacerange");
  for (let i = 0; i < unicode.length; i += 100) {
    const block = unicode.slice(i, i + 100);
    lines.push(`${block.length} beginbfchar`, ...block.map((u, j) => `<${hex4(i + j + 1)}> <${utf16Hex(u)}>`), "endbfchar");
  }
  lines.push("endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end");
  return lines.join("\n");
}

export interface DrawOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  weight?: Weight;
  /** 0..1 each. */
  color?: [number, number, number];
  align?: "left" | "right" | "center";
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Draws and measures text in any Indian script on the pages of one document. Call `finish()`
 * before `doc.save()`: it embeds the fonts' subsets.
 */
export class TextWriter {
  private readonly fonts = new Map<Font, EmbeddedFont>();

  constructor(private readonly doc: PDFDocument) {}

  private layout(text: string, weight: Weight): Shaped[] {
    return scriptRuns(text).map((run) => shape(run, weight));
  }

  /** The width of text at a size, in points. */
  width(text: string, size: number, weight: Weight = "regular"): number {
    return this.layout(text, weight).reduce((sum, s) => sum + (s.advance * size) / s.font.unitsPerEm, 0);
  }

  /** Breaks text into lines no wider than maxWidth, at spaces (a single longer word stays whole). */
  wrap(text: string, size: number, maxWidth: number, weight: Weight = "regular"): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, size, weight) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws text; returns its width in points. */
  draw(page: PDFPage, text: string, options: DrawOptions): number {
    const { size, weight = "regular", color = [0, 0, 0], align = "left" } = options;
    const shaped = this.layout(text, weight);
    const total = shaped.reduce((sum, s) => sum + (s.advance * size) / s.font.unitsPerEm, 0);
    let x = align === "right" ? options.x - total : align === "center" ? options.x - total / 2 : options.x;
    for (const s of shaped) {
      page.pushOperators(...this.runOperators(page, s, x, options.y, size, color));
      x += (s.advance * size) / s.font.unitsPerEm;
    }
    return total;
  }

  private embedded(font: Font): EmbeddedFont {
    let e = this.fonts.get(font);
    if (!e) {
      e = new EmbeddedFont(this.doc, font);
      this.fonts.set(font, e);
    }
    return e;
  }

  /**
   * BT … ET for one shaped run. Each cluster is drawn as: its first glyph, standing for the
   * cluster's first character and advancing by the whole cluster's width; then, when the cluster
   * has more characters, an invisible glyph (the space's) of no width standing for the rest; then
   * its other glyphs, of no width, standing for U+2060. TJ numbers move each glyph to where the
   * shaping put it. So an extractor reading the glyphs in order gets the characters in order,
   * and one that measures (pdf.js counts a glyph whose text has a combining mark as of no width)
   * sees each cluster as wide as it is drawn. Glyphs raised or lowered are shown apart with a text
   * rise. A run whose glyphs are not simply its characters is wrapped in an /ActualText span.
   */
  private runOperators(page: PDFPage, s: Shaped, x: number, y: number, size: number, color: [number, number, number]): PDFOperator[] {
    const font = this.embedded(s.font);
    const k = font.thousandths;
    const space = s.font.glyphForCodePoint(0x20).id;
    const { context } = this.doc;
    const actualText = s.clusters.some((c) => c.glyphs.length > 1 || [...c.text].length > 1);
    const ops: PDFOperator[] = [];
    if (actualText) {
      // An inline property list: pdf-lib writes any object's syntax, though its typing names fewer kinds.
      const properties = context.obj({ ActualText: PDFHexString.fromText(s.text) }) as unknown as PDFArray;
      ops.push(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
    }
    ops.push(
      PDFOperator.of(Ops.BeginText),
      PDFOperator.of(
        Ops.NonStrokingColorRgb,
        color.map((c) => PDFNumber.of(c)),
      ),
      PDFOperator.of(Ops.SetFontAndSize, [font.nameOn(page), PDFNumber.of(size)]),
      PDFOperator.of(
        Ops.SetTextMatrix,
        [1, 0, 0, 1, round(x), round(y)].map((n) => PDFNumber.of(n)),
      ),
    );
    let items: (PDFHexString | PDFNumber)[] = [];
    let rise = 0;
    let pen = 0; // where the next glyph would go, in 1000ths of the size from the run's start
    const show = () => {
      if (!items.length) return;
      if (rise) ops.push(PDFOperator.of(Ops.SetTextRise, [PDFNumber.of(round((rise * size) / 1000))]));
      ops.push(PDFOperator.of(Ops.ShowTextAdjusted, [context.obj(items) as PDFArray]));
      if (rise) ops.push(PDFOperator.of(Ops.SetTextRise, [PDFNumber.of(0)]));
      items = [];
    };
    const draw = (glyphId: number, unicode: string, width: number, at: number, glyphRise: number) => {
      if (glyphRise !== rise) {
        show();
        rise = glyphRise;
      }
      const move = round(pen - at); // TJ numbers move to the left
      if (move) items.push(PDFNumber.of(move));
      items.push(PDFHexString.of(hex4(font.code(glyphId, unicode, width))));
      pen = at + width;
    };
    let start = 0;
    const others: [glyphId: number, at: number, rise: number][] = [];
    for (const c of s.clusters) {
      const [first, ...more] = c.glyphs;
      const [head = "", ...rest] = [...c.text];
      if (first) {
        draw(first.glyph.id, head, k(c.advance), start + k(first.x), k(first.y));
        if (rest.length) draw(space, rest.join(""), 0, pen, rise);
        for (const g of more) others.push([g.glyph.id, start + k(g.x), k(g.y)]);
      }
      start += k(c.advance);
    }
    // The clusters' other glyphs last: pdf.js drops a TJ move that follows a glyph it skips
    // (U+2060), which would shift everything after it in its reading.
    for (const [glyphId, at, glyphRise] of others) draw(glyphId, WORD_JOINER, 0, at, glyphRise);
    show();
    ops.push(PDFOperator.of(Ops.EndText));
    if (actualText) ops.push(PDFOperator.of(Ops.EndMarkedContent));
    return ops;
  }

  /** Embeds the subsets of every font used; call once, before saving. */
  finish() {
    for (const font of this.fonts.values()) font.embed();
  }
}

/** The scripts this module can draw, for the tests. */
export const SCRIPTS = ["latin", ...INDIC] as const;
