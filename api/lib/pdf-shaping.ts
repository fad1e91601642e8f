/**
 * A run of one script shaped with its font (fontkit: reordering, conjuncts, mark positions), and
 * its glyphs grouped into clusters, the smallest groups of glyphs that stand for a group of
 * characters (found by matching the characters' code points against the glyphs').
 */
import type { Font, Glyph } from "fontkit";
import { fontFor, ZWJ, ZWNJ, type Run, type Weight } from "./pdf-fonts";

/** Code points that may have no glyph of their own (joiners, variation selectors, the shaper's dotted circle). */
const isIgnorable = (cp: number) => cp === ZWNJ || cp === ZWJ || cp === 0x25cc || (cp >= 0xfe00 && cp <= 0xfe0f);

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

export interface Shaped {
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

export function shape(run: Run, weight: Weight): Shaped {
  const font = fontFor(run.script, weight);
  const laid = font.layout(run.text);
  const clusters = clustersOf(run.text, laid.glyphs, laid.positions);
  return { font, text: run.text, clusters, advance: clusters.reduce((sum, c) => sum + c.advance, 0) };
}
