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
 * The fonts and script runs are in pdf-fonts.ts, the shaping in pdf-shaping.ts, the embedded
 * subsets in pdf-font-embed.ts.
 */
import type { Font } from "fontkit";
import { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames as Ops, type PDFArray, type PDFDocument, type PDFPage } from "pdf-lib";
import { EmbeddedFont, hex4 } from "./pdf-font-embed";
import { scriptRuns, type Weight } from "./pdf-fonts";
import { shape, type Shaped } from "./pdf-shaping";

const WORD_JOINER = "\u2060";

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
