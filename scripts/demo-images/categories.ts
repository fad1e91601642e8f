// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Category tiles (400x300) and the colour sets the service cards share. */
import { bokeh, C, g, HAIR, lg, SKIN, svg } from "./drawing";
import { icon, type Ink } from "./icons";

const CATEGORY_NAMES = ["Hair", "Skin & Facial", "Nails", "Bridal Makeup", "Spa & Massage", "Waxing & Threading", "Mehendi", "Party Makeup"];

/** Per-category colour sets: [bg1, bg2, ink] */
export const CAT_STYLE: { bg: [string, string]; ink: Ink }[] = [
  { bg: ["#FCE9EE", "#F6D3DD"], ink: { a: C.rose, b: C.maroon, c: "#9AA3AD" } },
  { bg: ["#FFF4EC", "#F7DCCB"], ink: { a: HAIR[1], b: C.rose, c: C.leaf, skin: SKIN[0] } },
  { bg: ["#FDEBF1", "#F2C6D2"], ink: { a: "#C2185B", b: C.ink, c: C.gold } },
  { bg: ["#FBF3D5", "#F3D7A8"], ink: { a: "#B3213F", b: C.maroon, c: "#2E7D5B", skin: SKIN[1] } },
  { bg: ["#EEF4EE", "#DCE9DE"], ink: { a: C.leaf, b: "#5E5A5C", c: "#8A8487" } },
  { bg: ["#FFF1E6", "#F5D6C6"], ink: { a: C.rose, b: C.gold, c: C.goldDeep } },
  { bg: ["#FFF4E0", "#F2D2A9"], ink: { a: C.henna, b: C.henna, c: C.henna, skin: SKIN[1] } },
  { bg: ["#F7E4F0", "#E8C3DB"], ink: { a: "#C2185B", b: C.ink, c: C.gold } },
];

export function category(i: number): string {
  const s = CAT_STYLE[i - 1];
  const defs = lg("bg", s.bg);
  const body =
    `<rect width="400" height="300" fill="url(#bg)"/>` +
    bokeh(400, 300, C.white, 5, 0.35) +
    `<circle cx="200" cy="150" r="112" fill="${C.white}" opacity="0.55"/>` +
    g("translate(200 152) scale(0.95)", icon[i](s.ink));
  return svg(400, 300, `${CATEGORY_NAMES[i - 1]} category illustration`, body, defs);
}

/** Service cards: icon off-centre on a darker, richer panel with a curved band. */
export const SERVICE_BG: [string, string][] = [
  [C.rose, C.maroon],
  ["#C46A4E", "#8E3B2E"],
  ["#B0275E", "#6B1235"],
  [C.maroon, "#3E0A20"],
  ["#4E7A64", "#2D4E3E"],
  ["#B5485D", "#7A2338"],
  ["#9C5A1E", "#5E3210"],
  ["#7B2A6B", "#46123D"],
];
