/**
 * For tests: the text of a PDF as pdf.js extracts it (the legacy build runs in Node), one line per
 * baseline, top to bottom; pieces of one line in reading order, a space where they stand apart, a
 * tab between columns (a gap wider than twice the text's height).
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

interface Piece {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over: give it a copy.
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!("str" in item) || !item.str) continue;
        pieces.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height });
      }
      pages.push(lines(pieces).join("\n"));
    }
  } finally {
    await doc.destroy();
  }
  return pages.join("\n");
}

/** Pieces whose baselines are within 2 points make a line. */
function lines(pieces: Piece[]): string[] {
  const rows: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const row = rows.find((r) => Math.abs(r[0]!.y - piece.y) <= 2);
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    let line = "";
    let end = -Infinity;
    for (const piece of row.sort((a, b) => a.x - b.x)) {
      const gap = piece.x - end;
      if (line && gap > piece.height * 2) line = `${line.trimEnd()}\t`;
      else if (line && gap > piece.height * 0.2 && !line.endsWith(" ") && !piece.str.startsWith(" ")) line += " ";
      line += line.endsWith("\t") ? piece.str.trimStart() : piece.str;
      end = piece.x + piece.width;
    }
    return line.trim();
  });
}

/** The text's fields: its lines, cut at the tabs between columns. */
export const fieldsOf = (text: string) => text.split(/[\n\t]/);
