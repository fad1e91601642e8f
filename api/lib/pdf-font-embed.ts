/**
 * A font embedded in one PDF document as a subset (only the glyphs used), as a CID font whose codes
 * we allot ourselves, with a ToUnicode CMap that maps each code to the text it stands for.
 */
import { createHash } from "node:crypto";
import type { Font, Glyph } from "fontkit";
import { PDFName, PDFString, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

/** One font embedded in one document: the glyphs used, under the codes we allot. */
export class EmbeddedFont {
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

export const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
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
