// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/**
 * Per-service motifs (same ~200x200 box as the category icons), so a haircut, a blow dry
 * and a hair colour do not share one picture.
 */
import { CAT_STYLE, SERVICE_BG } from "./categories";
import { bokeh, C, dotRow, g, HAIR, lg, SKIN, sparkle, svg } from "./drawing";
import { icon, type Ink } from "./icons";

const motif = {
  dryer: (k: Ink) =>
    `<rect x="-80" y="-60" width="120" height="70" rx="35" fill="${k.a}"/><rect x="40" y="-46" width="44" height="42" rx="8" fill="${k.b}"/>` +
    `<rect x="-50" y="0" width="34" height="92" rx="12" fill="${k.b}"/><circle cx="-45" cy="-25" r="18" fill="${C.white}" opacity="0.35"/>` +
    `<path d="M98 -40 q12 14 0 28M112 -50 q18 24 0 48" stroke="${k.c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  tint: (k: Ink) =>
    `<path d="M-80 0 H60 Q60 70 -10 70 Q-80 70 -80 0Z" fill="${k.a}"/><ellipse cx="-10" cy="0" rx="70" ry="14" fill="${k.b}"/>` +
    g("translate(40 -40) rotate(35)", `<rect x="-8" y="-90" width="16" height="110" rx="6" fill="${k.c}"/><rect x="-14" y="16" width="28" height="34" rx="4" fill="${C.ink}"/>`),
  serum: (k: Ink) =>
    `<rect x="-40" y="-40" width="80" height="120" rx="16" fill="${k.a}"/><rect x="-18" y="-70" width="36" height="32" rx="4" fill="${k.b}"/>` +
    `<rect x="-28" y="0" width="56" height="40" rx="6" fill="${C.white}" opacity="0.5"/>` +
    [-70, 66, 80].map((x, n) => `<path d="M${x} ${-60 + n * 40} q10 16 0 24 q-10 -8 0 -24Z" fill="${k.c}"/>`).join(""),
  sponge: (k: Ink) =>
    `<rect x="-70" y="-30" width="120" height="80" rx="22" fill="${k.a}"/>` +
    [-40, -10, 20, -25, 5].map((x, n) => `<circle cx="${x}" cy="${n < 3 ? -5 : 25}" r="7" fill="${C.white}" opacity="0.45"/>`).join("") +
    [
      [60, -60, 18],
      [84, -20, 11],
      [40, -86, 9],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${k.c}" stroke-width="5"/>`)
      .join(""),
  sun: (k: Ink) =>
    `<circle cx="-30" cy="-30" r="40" fill="${C.gold}"/>` +
    Array.from({ length: 8 }, (_, n) => g(`translate(-30 -30) rotate(${n * 45})`, `<path d="M0 -52 V-70" stroke="${C.gold}" stroke-width="8" stroke-linecap="round"/>`)).join("") +
    g("translate(40 40) rotate(-20)", `<rect x="-22" y="-60" width="44" height="100" rx="10" fill="${k.a}"/><rect x="-14" y="40" width="28" height="20" rx="3" fill="${k.b}"/>`),
  tub: (k: Ink) =>
    `<path d="M-90 -10 H90 L70 70 Q66 84 52 84 H-52 Q-66 84 -70 70Z" fill="${k.a}"/><rect x="-96" y="-22" width="192" height="16" rx="8" fill="${k.b}"/>` +
    [
      [-50, -50, 16],
      [-10, -70, 12],
      [30, -48, 18],
      [64, -76, 10],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" stroke="${k.c}" stroke-width="4"/>`)
      .join(""),
  nails: (k: Ink) =>
    [-50, 0, 50]
      .map(
        (x, n) =>
          `<rect x="${x - 18}" y="${-70 + n * 10}" width="36" height="${130 - n * 20}" rx="18" fill="${k.skin ?? SKIN[1]}"/><path d="M${x - 14} ${-40 + n * 10} v-16 a14 14 0 0 1 28 0 v16Z" fill="${k.a}"/>`,
      )
      .join("") + sparkle(80, -70, 16, k.c),
  saree: (k: Ink) =>
    `<path d="M-70 -80 H40 L80 90 H-80Z" fill="${k.a}"/><path d="M40 -80 L80 90 H50 L14 -80Z" fill="${k.b}"/>` +
    `<path d="M-80 90 H80" stroke="${k.c}" stroke-width="10"/>` +
    [-40, -20, 0].map((x) => `<path d="M${x} -70 L${x - 10} 84" stroke="${k.c}" stroke-width="3" opacity="0.6"/>`).join(""),
  bun: (k: Ink) =>
    `<ellipse cx="0" cy="20" rx="62" ry="72" fill="${HAIR[0]}"/><circle cx="0" cy="-52" r="40" fill="${HAIR[1]}"/>` +
    Array.from(
      { length: 9 },
      (_, n) =>
        `<circle cx="${(46 * Math.cos((n * Math.PI) / 8 + Math.PI)).toFixed(1)}" cy="${(-52 + 46 * Math.sin((n * Math.PI) / 8 + Math.PI)).toFixed(1)}" r="8" fill="${C.white}" stroke="${k.c}" stroke-width="2"/>`,
    ).join(""),
  oil: (k: Ink) =>
    `<path d="M-80 10 H80 Q80 80 0 80 Q-80 80 -80 10Z" fill="${k.b}"/><ellipse cx="0" cy="10" rx="80" ry="16" fill="${C.gold}"/>` +
    `<path d="M0 -90 q26 40 0 56 q-26 -16 0 -56Z" fill="${C.gold}"/><path d="M-60 -40 c10 -20 30 -20 40 0M20 -40 c10 -20 30 -20 40 0" stroke="${k.a}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  foot: (k: Ink) =>
    `<path d="M-30 -70 C10 -80 30 -40 30 0 C30 50 50 80 0 86 C-50 90 -40 40 -44 0 C-48 -40 -60 -64 -30 -70Z" fill="${k.skin ?? SKIN[1]}"/>` +
    [
      [-20, -86, 12],
      [6, -84, 10],
      [26, -74, 8],
      [40, -58, 7],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${k.skin ?? SKIN[1]}"/>`)
      .join("") +
    [
      [-6, -20],
      [0, 20],
      [-10, 56],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${k.a}" opacity="0.6"/>`)
      .join(""),
  wax: (k: Ink) =>
    `<rect x="-80" y="-20" width="110" height="100" rx="12" fill="${k.b}"/><ellipse cx="-25" cy="-20" rx="55" ry="14" fill="${C.gold}"/>` +
    g("translate(40 -30) rotate(30)", `<rect x="-10" y="-70" width="20" height="130" rx="10" fill="${C.cream}" stroke="${k.a}" stroke-width="4"/><path d="M-10 -70 h20 v30 h-20Z" fill="${C.gold}"/>`),
  cone: (k: Ink) =>
    g("rotate(-30)", `<path d="M-24 -60 H24 L0 80Z" fill="${C.henna}"/><rect x="-28" y="-76" width="56" height="20" rx="6" fill="${k.c}"/>`) +
    `<path d="M50 40 c20 -10 40 10 20 30 c-20 20 -50 0 -30 -20 M60 -40 c14 0 20 16 6 24" stroke="${C.henna}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ring: (k: Ink) =>
    `<circle cx="0" cy="30" r="58" fill="none" stroke="${C.gold}" stroke-width="16"/><path d="M-26 -44 L0 -80 L26 -44 L0 -20Z" fill="${C.white}" stroke="${k.a}" stroke-width="4"/>` +
    sparkle(-70, -60, 14, k.c) +
    sparkle(70, -50, 10, k.c),
};

/** Each catalogue service (seed ids 1 to 30): its motif and, where two share one, a different tint. */
export const SERVICES: { name: string; cat: number; art: (k: Ink) => string; tint?: Partial<Ink> }[] = [
  { name: "Haircut", cat: 1, art: icon[1] },
  { name: "Hair Styling", cat: 1, art: motif.dryer },
  { name: "Blow Dry", cat: 1, art: motif.dryer, tint: { a: C.blue, b: C.ink } },
  { name: "Global Hair Colour", cat: 1, art: motif.tint, tint: { a: "#7B2A6B", c: C.gold } },
  { name: "Root Touch-up", cat: 1, art: motif.tint, tint: { a: "#8A3B12", c: C.pink } },
  { name: "Hair Spa", cat: 1, art: motif.serum, tint: { a: C.leaf, b: C.green, c: C.sky } },
  { name: "Keratin Treatment", cat: 1, art: motif.serum, tint: { a: C.gold, b: C.goldDeep, c: C.pink } },
  { name: "Classic Facial", cat: 2, art: icon[2] },
  { name: "Gold Facial", cat: 2, art: icon[2], tint: { a: C.gold, c: C.goldDeep } },
  { name: "Clean-up", cat: 2, art: motif.sponge, tint: { a: C.sky, c: C.blue } },
  { name: "De-tan Pack", cat: 2, art: motif.sun, tint: { a: C.leaf, b: C.green } },
  { name: "Manicure", cat: 3, art: icon[3] },
  { name: "Pedicure", cat: 3, art: motif.tub, tint: { a: C.sky, b: C.blue, c: C.pink } },
  { name: "Gel Nail Extensions", cat: 3, art: motif.nails, tint: { a: "#C2185B", c: C.gold, skin: SKIN[0] } },
  { name: "HD Bridal Makeup", cat: 4, art: icon[4] },
  { name: "Airbrush Bridal Makeup", cat: 4, art: (k) => icon[4](k) + sparkle(-80, -70, 16, C.goldSoft) + sparkle(84, -60, 12, C.goldSoft), tint: { a: "#C2185B", skin: SKIN[0] } },
  { name: "Bridal Makeup", cat: 4, art: icon[4], tint: { a: C.gold, skin: SKIN[2] } },
  { name: "Saree Draping", cat: 4, art: motif.saree, tint: { a: "#B3213F", b: C.maroon, c: C.gold } },
  { name: "Bridal Hairdo", cat: 4, art: motif.bun, tint: { c: C.leaf } },
  { name: "Full Body Massage", cat: 5, art: icon[5] },
  { name: "Head Massage", cat: 5, art: motif.oil, tint: { a: C.leaf, b: "#8B6B4E" } },
  { name: "Foot Reflexology", cat: 5, art: motif.foot, tint: { a: C.green, skin: SKIN[2] } },
  { name: "Full Arms Waxing", cat: 6, art: motif.wax, tint: { a: C.rose, b: "#B5485D" } },
  { name: "Full Legs Waxing", cat: 6, art: motif.wax, tint: { a: C.blue, b: "#5E5A5C" } },
  { name: "Eyebrow Threading", cat: 6, art: icon[6] },
  { name: "Upper Lip Threading", cat: 6, art: icon[6], tint: { a: C.blue, c: C.rose } },
  { name: "Bridal Mehendi", cat: 7, art: icon[7] },
  { name: "Arabic Mehendi", cat: 7, art: motif.cone, tint: { c: C.gold } },
  { name: "Party Makeup", cat: 8, art: icon[8] },
  { name: "Engagement Makeup", cat: 8, art: motif.ring, tint: { a: C.rose, c: C.goldSoft } },
];

export function serviceArt(id: number): string {
  const s = SERVICES[id - 1];
  const style = CAT_STYLE[s.cat - 1];
  const [b1, b2] = SERVICE_BG[s.cat - 1];
  const ink = { ...style.ink, ...s.tint };
  const defs = lg("bg", [b1, b2], 1, 0.4) + lg("band", [style.bg[0], style.bg[1]], 0, 1);
  const body =
    `<rect width="400" height="300" fill="url(#bg)"/>` +
    bokeh(400, 300, C.gold, 4, 0.2) +
    `<path d="M150 300 C170 180 260 60 400 30 V300Z" fill="url(#band)"/>` +
    dotRow(20, 24, 120, 12, C.gold, 2) +
    g("translate(280 175) scale(0.72)", s.art(ink)) +
    sparkle(70, 110, 14, C.goldSoft) +
    sparkle(110, 200, 8, C.goldSoft);
  return svg(400, 300, `${s.name} illustration`, body, defs);
}
