// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/**
 * Generates Saaj's own demo illustrations as small, self-contained SVG files.
 * Deterministic: no randomness, so rerunning produces byte-identical files.
 *
 *   npx tsx scripts/make-demo-images.ts
 *
 * Output: public/images/demo/*.svg (no external references, fonts or scripts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const OUT = join(process.cwd(), "public", "images", "demo");
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** Warm bridal palette (matches app/styles/theme.ts) plus illustration tints. */
const C = {
  rose: "#8E1B47",
  maroon: "#6B1235",
  roseSoft: "#F6E3E8",
  blush: "#F2C6D2",
  pink: "#E48AA6",
  gold: "#C9A227",
  goldDeep: "#7A5F00",
  goldSoft: "#FBF3D5",
  cream: "#FFF9F0",
  peach: "#F9D9C4",
  blue: "#1D56B0",
  blueSoft: "#E4EDFA",
  sky: "#9CC0EE",
  green: "#4E8A5B",
  leaf: "#7DB38A",
  henna: "#8A3B12",
  white: "#FFFFFF",
  ink: "#1F1A1C",
  grey: "#B9AEB2",
};

const SKIN = ["#F1C9A5", "#D9A27A", "#B97A55", "#8D5A3B", "#E3B38F", "#6E4430"];
const HAIR = ["#1F1416", "#2E1C14", "#3B2418", "#151012", "#4A2C1E", "#241A1A"];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svg(w: number, h: number, title: string, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` + `<title>${esc(title)}</title>` + (defs ? `<defs>${defs}</defs>` : "") + body + `</svg>\n`
  );
}

/** Linear gradient definition; diagonal by default. */
function lg(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${stops.length === 1 ? 0 : +(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function rg(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

const g = (t: string, body: string) => `<g transform="${t}">${body}</g>`;

/** Soft decorative circles / dots for backgrounds (deterministic positions). */
function bokeh(w: number, h: number, color: string, n = 5, opacity = 0.18): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = Math.round(((i * 0.618 + 0.13) % 1) * w);
    const y = Math.round(((i * 0.382 + 0.21) % 1) * h);
    const r = Math.round(Math.min(w, h) * (0.06 + ((i * 0.27) % 0.12)));
    out += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

/** Small paisley/dot border strip used on rich tiles. */
function dotRow(x: number, y: number, w: number, step: number, color: string, r = 2.5): string {
  // a dashed line with zero-length dashes and round caps draws a row of dots
  return `<path d="M${x} ${y}H${x + w}" stroke="${color}" stroke-width="${r * 2}" stroke-linecap="round" stroke-dasharray="0 ${step}"/>`;
}

// ---------------------------------------------------------------------------
// Category icons, drawn in a ~200x200 box centred on (0,0)
// ---------------------------------------------------------------------------

type Ink = { a: string; b: string; c: string; skin?: string };

const icon: Record<number, (k: Ink) => string> = {
  // 1 Hair: scissors + comb
  1: (k) =>
    g(
      "rotate(-12)",
      `<rect x="-70" y="-80" width="40" height="160" rx="8" fill="${k.b}"/>` +
        `<path d="M-30 -70h22M-30 -52h22M-30 -34h22M-30 -16h22M-30 2h22M-30 20h22M-30 38h22M-30 56h22M-30 72h22" stroke="${k.b}" stroke-width="7" stroke-linecap="round"/>`,
    ) +
    g(
      "translate(30 0) rotate(20)",
      `<path d="M-6 -90 L8 10 L-2 12 Z" fill="${k.c}"/><path d="M6 -90 L-8 10 L2 12 Z" fill="${k.c}" opacity="0.85"/>` +
        `<circle cx="-18" cy="42" r="22" fill="none" stroke="${k.a}" stroke-width="10"/>` +
        `<circle cx="18" cy="42" r="22" fill="none" stroke="${k.a}" stroke-width="10"/>` +
        `<circle cx="0" cy="8" r="5" fill="${k.a}"/>`,
    ),
  // 2 Skin & Facial: face with leaf
  2: (k) =>
    `<ellipse cx="-10" cy="5" rx="62" ry="78" fill="${k.skin ?? SKIN[0]}"/>` +
    `<path d="M-72 -10 C-70 -80 40 -100 52 -20 C30 -50 -20 -55 -72 -10Z" fill="${k.a}"/>` +
    `<path d="M-36 4 q8 6 16 0M4 4 q8 6 16 0" stroke="${C.ink}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M-24 42 q14 10 28 0" stroke="${C.rose}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-40" cy="26" r="9" fill="${C.pink}" opacity="0.5"/><circle cx="22" cy="26" r="9" fill="${C.pink}" opacity="0.5"/>` +
    g("translate(58 40) rotate(-35)", `<path d="M0 0 C20 -40 60 -40 80 0 C60 40 20 40 0 0Z" fill="${k.c}"/><path d="M0 0H78" stroke="${C.white}" stroke-width="3" opacity="0.8"/>`),
  // 3 Nails: nail polish bottle
  3: (k) =>
    `<rect x="-22" y="-92" width="44" height="70" rx="8" fill="${k.b}"/>` +
    `<rect x="-30" y="-28" width="60" height="14" rx="4" fill="${k.c}"/>` +
    `<path d="M-55 -14 H55 Q66 -14 66 0 V72 Q66 92 46 92 H-46 Q-66 92 -66 72 V0 Q-66 -14 -55 -14Z" fill="${k.a}"/>` +
    `<path d="M-48 0 V70" stroke="${C.white}" stroke-width="10" stroke-linecap="round" opacity="0.35"/>` +
    `<circle cx="8" cy="40" r="18" fill="${C.white}" opacity="0.25"/>`,
  // 4 Bridal Makeup: bride with maang tikka and bindi
  4: (k) =>
    `<path d="M-90 95 Q-90 -20 0 -95 Q90 -20 90 95Z" fill="${k.a}"/>` +
    `<path d="M-90 95 Q-90 -20 0 -95 Q90 -20 90 95" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
    `<ellipse cx="0" cy="10" rx="50" ry="62" fill="${k.skin ?? SKIN[1]}"/>` +
    `<path d="M-52 0 C-52 -60 52 -60 52 0 C40 -34 -40 -34 -52 0Z" fill="${HAIR[0]}"/>` +
    `<path d="M0 -48 V-20" stroke="${C.gold}" stroke-width="3"/><circle cx="0" cy="-14" r="8" fill="${C.gold}"/><circle cx="0" cy="-14" r="3.5" fill="${k.c}"/>` +
    `<circle cx="0" cy="4" r="4" fill="${C.rose}"/>` +
    `<path d="M-28 16 q8 6 16 0M12 16 q8 6 16 0" stroke="${C.ink}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M-14 46 q14 9 28 0" stroke="${C.rose}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-52" cy="34" r="9" fill="${C.gold}"/><circle cx="52" cy="34" r="9" fill="${C.gold}"/>` +
    `<circle cx="30" cy="30" r="6" fill="none" stroke="${C.gold}" stroke-width="3"/>`,
  // 5 Spa & Massage: candle + stones
  5: (k) =>
    `<ellipse cx="-20" cy="78" rx="70" ry="20" fill="${k.b}"/>` +
    `<ellipse cx="-18" cy="48" rx="54" ry="17" fill="${k.c}"/>` +
    `<ellipse cx="-16" cy="22" rx="38" ry="13" fill="${k.b}" opacity="0.85"/>` +
    `<rect x="44" y="-20" width="44" height="96" rx="8" fill="${C.cream}"/>` +
    `<path d="M66 -20 V-32" stroke="${C.ink}" stroke-width="3"/>` +
    `<path d="M66 -82 C80 -60 78 -40 66 -34 C54 -40 52 -60 66 -82Z" fill="${C.gold}"/>` +
    `<path d="M66 -64 C72 -52 70 -42 66 -40 C62 -42 60 -52 66 -64Z" fill="${C.goldSoft}"/>` +
    g("translate(-40 -30) rotate(-30)", `<path d="M0 0 C14 -30 44 -30 56 0 C44 30 14 30 0 0Z" fill="${k.a}"/>`),
  // 6 Waxing & Threading: spool with a looping thread
  6: (k) =>
    `<rect x="-78" y="-70" width="70" height="14" rx="5" fill="${k.b}"/><rect x="-78" y="40" width="70" height="14" rx="5" fill="${k.b}"/>` +
    `<rect x="-70" y="-56" width="54" height="96" fill="${k.a}"/>` +
    `<path d="M-70 -40H-16M-70 -24H-16M-70 -8H-16M-70 8H-16M-70 24H-16" stroke="${C.white}" stroke-width="3" opacity="0.35"/>` +
    `<path d="M-16 -10 C30 -60 90 -40 70 0 C50 40 10 10 40 -20 C70 -50 100 30 60 70" fill="none" stroke="${k.a}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M30 60 l40 -30" stroke="${k.c}" stroke-width="8" stroke-linecap="round"/>`,
  // 7 Mehendi: henna hand
  7: (k) => hand(k.skin ?? SKIN[2], C.henna),
  // 8 Party Makeup: lipstick + sparkle
  8: (k) =>
    g(
      "rotate(15)",
      `<rect x="-30" y="10" width="60" height="84" rx="6" fill="${k.b}"/>` +
        `<rect x="-34" y="0" width="68" height="18" rx="4" fill="${C.gold}"/>` +
        `<rect x="-22" y="-40" width="44" height="42" fill="${C.gold}" opacity="0.85"/>` +
        `<path d="M-20 -40 V-80 L20 -100 V-40Z" fill="${k.a}"/>` +
        `<path d="M-12 -44 V-78" stroke="${C.white}" stroke-width="5" opacity="0.4" stroke-linecap="round"/>`,
    ) +
    sparkle(-70, -60, 18, k.c) +
    sparkle(75, -30, 12, k.c) +
    sparkle(-60, 60, 10, k.c),
};

function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r / 4;
  return `<path d="M${x} ${y - r} L${x + q} ${y - q} L${x + r} ${y} L${x + q} ${y + q} L${x} ${y + r} L${x - q} ${y + q} L${x - r} ${y} L${x - q} ${y - q}Z" fill="${fill}"/>`;
}

function hand(skin: string, henna: string): string {
  const fingers = [
    [-46, -96, 26, 84],
    [-16, -112, 27, 98],
    [15, -104, 26, 90],
    [43, -84, 24, 72],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}"/>`)
    .join("");
  const tips = [-33, -2, 28, 55].map((x, i) => `<circle cx="${x}" cy="${[-82, -98, -90, -70][i]}" r="7"/>`).join("");
  const bands = [-33, -2, 28, 55]
    .map((x, i) => {
      const y = [-56, -70, -62, -46][i];
      return `<path d="M${x - 9} ${y}h18M${x - 9} ${y + 8}h18" />`;
    })
    .join("");
  return (
    `<g fill="${skin}">${fingers}<rect x="-52" y="-30" width="122" height="110" rx="40"/>` +
    `<rect x="-92" y="-20" width="28" height="80" rx="14" transform="rotate(-28 -78 20)"/><rect x="-30" y="60" width="80" height="50"/></g>` +
    `<g fill="${henna}">${tips}</g>` +
    `<g stroke="${henna}" stroke-width="3" fill="none">${bands}` +
    `<circle cx="10" cy="22" r="26"/><circle cx="10" cy="22" r="15"/><circle cx="10" cy="22" r="5" fill="${henna}"/>` +
    `<path d="M-16 64 q26 14 52 0M-14 76 q24 12 48 0"/></g>` +
    `<g fill="${henna}">${[0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => `<circle cx="${(10 + 34 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(22 + 34 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="3"/>`)
      .join("")}</g>`
  );
}

const CATEGORY_NAMES = ["Hair", "Skin & Facial", "Nails", "Bridal Makeup", "Spa & Massage", "Waxing & Threading", "Mehendi", "Party Makeup"];

/** Per-category colour sets: [bg1, bg2, ink] */
const CAT_STYLE: { bg: [string, string]; ink: Ink }[] = [
  { bg: ["#FCE9EE", "#F6D3DD"], ink: { a: C.rose, b: C.maroon, c: "#9AA3AD" } },
  { bg: ["#FFF4EC", "#F7DCCB"], ink: { a: HAIR[1], b: C.rose, c: C.leaf, skin: SKIN[0] } },
  { bg: ["#FDEBF1", "#F2C6D2"], ink: { a: "#C2185B", b: C.ink, c: C.gold } },
  { bg: ["#FBF3D5", "#F3D7A8"], ink: { a: "#B3213F", b: C.maroon, c: "#2E7D5B", skin: SKIN[1] } },
  { bg: ["#EEF4EE", "#DCE9DE"], ink: { a: C.leaf, b: "#5E5A5C", c: "#8A8487" } },
  { bg: ["#FFF1E6", "#F5D6C6"], ink: { a: C.rose, b: C.gold, c: C.goldDeep } },
  { bg: ["#FFF4E0", "#F2D2A9"], ink: { a: C.henna, b: C.henna, c: C.henna, skin: SKIN[1] } },
  { bg: ["#F7E4F0", "#E8C3DB"], ink: { a: "#C2185B", b: C.ink, c: C.gold } },
];

function category(i: number): string {
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
const SERVICE_BG: [string, string][] = [
  [C.rose, C.maroon],
  ["#C46A4E", "#8E3B2E"],
  ["#B0275E", "#6B1235"],
  [C.maroon, "#3E0A20"],
  ["#4E7A64", "#2D4E3E"],
  ["#B5485D", "#7A2338"],
  ["#9C5A1E", "#5E3210"],
  ["#7B2A6B", "#46123D"],
];

// ---------------------------------------------------------------------------
// Portraits (300x300 coordinate space)
// ---------------------------------------------------------------------------

type Person = {
  skin: string;
  hair: string;
  style: "bun" | "long" | "short" | "braid" | "curly";
  male?: boolean;
  beard?: boolean;
  bindi?: boolean;
  earrings?: string;
  top: string;
  bg: [string, string];
  extra?: string;
};

function portrait(p: Person): string {
  const back =
    p.style === "long"
      ? `<path d="M78 140 C70 60 230 60 222 140 L232 250 H68Z" fill="${p.hair}"/>`
      : p.style === "braid"
        ? `<path d="M196 150 C220 190 214 230 206 262" stroke="${p.hair}" stroke-width="22" stroke-linecap="round" fill="none"/>`
        : p.style === "bun"
          ? `<circle cx="150" cy="62" r="30" fill="${p.hair}"/>`
          : p.style === "curly"
            ? `<g fill="${p.hair}"><circle cx="92" cy="120" r="30"/><circle cx="208" cy="120" r="30"/><circle cx="96" cy="170" r="26"/><circle cx="204" cy="170" r="26"/></g>`
            : "";
  const front =
    p.style === "short"
      ? `<path d="M92 128 C88 64 212 64 208 128 C196 100 120 96 92 128Z" fill="${p.hair}"/>`
      : p.style === "curly"
        ? `<g fill="${p.hair}"><circle cx="112" cy="92" r="28"/><circle cx="150" cy="80" r="30"/><circle cx="188" cy="92" r="28"/></g>`
        : `<path d="M96 140 C88 70 212 70 204 140 C196 104 160 96 150 100 C140 96 104 104 96 140Z" fill="${p.hair}"/>`;
  const beard = p.beard ? `<path d="M104 150 C106 214 194 214 196 150 C186 190 114 190 104 150Z" fill="${p.hair}"/>` : "";
  const mouth = `<path d="M134 176 q16 12 32 0" stroke="${p.male ? "#5A2E22" : C.rose}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const ear = p.earrings ? `<circle cx="100" cy="168" r="7" fill="${p.earrings}"/><circle cx="200" cy="168" r="7" fill="${p.earrings}"/>` : "";
  return (
    `<rect width="300" height="300" fill="url(#pbg)"/>` +
    `<circle cx="150" cy="150" r="120" fill="${C.white}" opacity="0.35"/>` +
    back +
    `<path d="M40 300 C44 236 96 222 150 222 C204 222 256 236 260 300Z" fill="${p.top}"/>` +
    `<rect x="132" y="186" width="36" height="46" rx="12" fill="${p.skin}"/>` +
    `<ellipse cx="100" cy="150" rx="9" ry="14" fill="${p.skin}"/><ellipse cx="200" cy="150" rx="9" ry="14" fill="${p.skin}"/>` +
    `<ellipse cx="150" cy="146" rx="52" ry="62" fill="${p.skin}"/>` +
    front +
    beard +
    `<circle cx="130" cy="146" r="5.5" fill="${C.ink}"/><circle cx="170" cy="146" r="5.5" fill="${C.ink}"/>` +
    `<path d="M120 132 q10 -6 20 0M160 132 q10 -6 20 0" stroke="${p.hair}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="118" cy="166" r="9" fill="${C.pink}" opacity="${p.male ? 0 : 0.35}"/><circle cx="182" cy="166" r="9" fill="${C.pink}" opacity="${p.male ? 0 : 0.35}"/>` +
    mouth +
    (p.bindi ? `<circle cx="150" cy="122" r="5" fill="#B3213F"/>` : "") +
    ear +
    (p.extra ?? "")
  );
}

const STYLISTS: (Person & { title: string })[] = [
  {
    title: "Portrait of a smiling woman stylist with a bun, bindi and gold earrings",
    skin: SKIN[1],
    hair: HAIR[0],
    style: "bun",
    bindi: true,
    earrings: C.gold,
    top: C.rose,
    bg: ["#FCE9EE", "#F2C6D2"],
  },
  { title: "Portrait of a man stylist with short hair and a trimmed beard", skin: SKIN[3], hair: HAIR[3], style: "short", male: true, beard: true, top: C.blue, bg: ["#E4EDFA", "#C9DAF3"] },
  { title: "Portrait of a woman makeup artist with long hair and drop earrings", skin: SKIN[0], hair: HAIR[2], style: "long", earrings: C.rose, top: C.gold, bg: ["#FBF3D5", "#F3D7A8"] },
  { title: "Portrait of a woman mehendi artist with a braid and bindi", skin: SKIN[5], hair: HAIR[5], style: "braid", bindi: true, earrings: C.gold, top: "#2E7D5B", bg: ["#FFF1E6", "#F5D6C6"] },
  { title: "Portrait of a man hair stylist with curly hair", skin: SKIN[2], hair: HAIR[1], style: "curly", male: true, top: C.maroon, bg: ["#F7E4F0", "#E8C3DB"] },
  { title: "Portrait of a woman skin specialist with short hair and stud earrings", skin: SKIN[4], hair: HAIR[4], style: "short", earrings: C.blue, top: "#C46A4E", bg: ["#EEF4EE", "#DCE9DE"] },
];

function stylist(i: number): string {
  const p = STYLISTS[i - 1];
  return svg(300, 300, p.title, portrait(p), lg("pbg", p.bg));
}

const TESTIMONIALS: (Person & { title: string })[] = [
  { title: "Avatar of a happy bride with a bindi", skin: SKIN[0], hair: HAIR[0], style: "long", bindi: true, earrings: C.gold, top: "#B3213F", bg: ["#FCE9EE", "#F2C6D2"] },
  { title: "Avatar of a smiling young man", skin: SKIN[2], hair: HAIR[3], style: "short", male: true, top: C.blue, bg: ["#E4EDFA", "#C9DAF3"] },
  { title: "Avatar of a smiling woman with a bun", skin: SKIN[3], hair: HAIR[1], style: "bun", earrings: C.rose, top: C.gold, bg: ["#FBF3D5", "#F3D7A8"] },
  { title: "Avatar of a woman with curly hair", skin: SKIN[4], hair: HAIR[4], style: "curly", earrings: C.gold, top: "#2E7D5B", bg: ["#EEF4EE", "#DCE9DE"] },
  { title: "Avatar of a bearded man", skin: SKIN[1], hair: HAIR[5], style: "short", male: true, beard: true, top: C.maroon, bg: ["#F7E4F0", "#E8C3DB"] },
  { title: "Avatar of a woman with a braid and bindi", skin: SKIN[5], hair: HAIR[0], style: "braid", bindi: true, earrings: C.gold, top: C.rose, bg: ["#FFF1E6", "#F5D6C6"] },
];

function testimonial(i: number): string {
  const p = TESTIMONIALS[i - 1];
  return svg(160, 160, p.title, g("scale(0.5333)", portrait(p)), lg("pbg", p.bg));
}

// ---------------------------------------------------------------------------
// Packages (600x400)
// ---------------------------------------------------------------------------

function arch(x: number, y: number, w: number, h: number, fill: string, stroke: string): string {
  const r = w / 2;
  return `<path d="M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h}Z" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;
}

function pkg(i: number): string {
  const bridal = i === 1;
  const defs = lg("bg", bridal ? [C.maroon, "#3E0A20"] : ["#B0275E", C.maroon], 1, 1) + rg("glow", bridal ? "#F3D7A8" : "#FCE9EE", bridal ? "#C9A227" : "#F2C6D2");
  const person: Person = bridal
    ? { skin: SKIN[1], hair: HAIR[0], style: "long", bindi: true, earrings: C.gold, top: "#B3213F", bg: ["#000", "#000"] }
    : { skin: SKIN[0], hair: HAIR[2], style: "bun", bindi: true, earrings: C.gold, top: C.pink, bg: ["#000", "#000"] };
  const tikka = `<path d="M150 84 V112" stroke="${C.gold}" stroke-width="3"/><circle cx="150" cy="118" r="8" fill="${C.gold}"/>`;
  const dupatta = bridal
    ? `<path d="M78 150 C70 60 230 60 222 150 L250 300 H50Z" fill="#B3213F" opacity="0.9"/><path d="M78 150 C70 60 230 60 222 150" fill="none" stroke="${C.gold}" stroke-width="6"/>`
    : "";
  const necklace = `<path d="M116 232 q34 36 68 0" stroke="${C.gold}" stroke-width="6" fill="none"/><circle cx="150" cy="258" r="8" fill="${C.gold}"/>`;
  // portrait drawn without its own background, clipped inside an arch
  const face = portrait({ ...person }).replace(/^<rect[^>]*\/><circle[^>]*\/>/, "");
  const flowers = [0, 1, 2, 3, 4, 5]
    .map((n) => {
      const x = 40 + n * 104;
      return `<circle cx="${x}" cy="392" r="22" fill="${n % 2 ? C.gold : "#E8833A"}"/><circle cx="${x}" cy="392" r="9" fill="${C.goldSoft}"/>`;
    })
    .join("");
  const body =
    `<rect width="600" height="400" fill="url(#bg)"/>` +
    bokeh(600, 400, C.gold, 6, 0.12) +
    `<rect x="16" y="16" width="568" height="368" rx="14" fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.7"/>` +
    dotRow(40, 36, 520, 16, C.gold, 2) +
    arch(300, 60, 240, 330, "url(#glow)", C.gold) +
    `<clipPath id="ac"><path d="M302 390 V182 A118 118 0 0 1 538 182 V390Z"/></clipPath>` +
    `<g clip-path="url(#ac)">${g("translate(270 90)", dupatta + face + tikka + necklace)}</g>` +
    sparkle(90, 120, 26, C.gold) +
    sparkle(150, 200, 14, C.goldSoft) +
    sparkle(70, 260, 10, C.gold) +
    `<g fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.8"><circle cx="190" cy="120" r="44"/><circle cx="190" cy="120" r="30" stroke-dasharray="4 6"/><circle cx="190" cy="120" r="14"/></g>` +
    (bridal ? "" : g("translate(190 120) scale(0.22)", icon[2]({ a: HAIR[1], b: C.rose, c: C.leaf, skin: SKIN[0] }))) +
    g("translate(120 300) scale(0.45)", icon[8]({ a: "#C2185B", b: C.ink, c: C.gold })) +
    `<g opacity="0.95">${flowers}</g>`;
  return svg(600, 400, bridal ? "Bridal makeup package: bride with maang tikka, dupatta and gold jewellery" : "Pre-bridal makeup package: glowing bride-to-be with skin and makeup care", body, defs);
}

// ---------------------------------------------------------------------------
// Gallery photos (400x400)
// ---------------------------------------------------------------------------

function mirrorChair(x: number, y: number, s: number, frame: string, seat: string): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<ellipse cx="0" cy="-80" rx="60" ry="80" fill="${C.blueSoft}" stroke="${frame}" stroke-width="10"/>` +
      `<path d="M-30 -120 l30 -20M-20 -90 l30 -20" stroke="${C.white}" stroke-width="6" opacity="0.7"/>` +
      `<rect x="-70" y="10" width="140" height="14" rx="4" fill="${frame}"/>` +
      `<rect x="-45" y="40" width="90" height="80" rx="18" fill="${seat}"/>` +
      `<rect x="-55" y="100" width="110" height="34" rx="12" fill="${seat}"/>` +
      `<rect x="-6" y="134" width="12" height="40" fill="${C.grey}"/><rect x="-40" y="172" width="80" height="10" rx="5" fill="${C.grey}"/>`,
  );
}

function necklaceArt(): string {
  const beads = Array.from({ length: 13 }, (_, n) => {
    const a = Math.PI * (0.1 + (0.8 * n) / 12);
    return `<circle cx="${(200 + 120 * Math.cos(a)).toFixed(1)}" cy="${(150 + 110 * Math.sin(a)).toFixed(1)}" r="${n === 6 ? 0 : 12}"/>`;
  }).join("");
  return (
    `<path d="M80 60 C90 220 310 220 320 60" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
    `<g fill="${C.gold}">${beads}</g>` +
    `<path d="M200 250 l30 30 l-30 50 l-30 -50Z" fill="${C.gold}"/><circle cx="200" cy="288" r="12" fill="#B3213F"/>` +
    `<circle cx="200" cy="332" r="8" fill="${C.white}"/>`
  );
}

function makeupKit(): string {
  const pans = [0, 1, 2, 3, 4, 5]
    .map((n) => `<circle cx="${120 + (n % 3) * 60}" cy="${170 + Math.floor(n / 3) * 60}" r="24" fill="${["#E48AA6", "#C2185B", "#C9A227", "#8E3B2E", "#F2C6D2", "#7B2A6B"][n]}"/>`)
    .join("");
  return (
    `<rect x="80" y="130" width="200" height="140" rx="16" fill="${C.ink}"/>` +
    pans +
    g(
      "translate(320 110) rotate(20)",
      `<rect x="-8" y="0" width="16" height="150" rx="6" fill="${C.maroon}"/><rect x="-10" y="-20" width="20" height="24" fill="${C.grey}"/><path d="M-10 -20 Q0 -70 10 -20Z" fill="#3B2418"/>`,
    ) +
    g(
      "translate(345 140) rotate(30)",
      `<rect x="-6" y="0" width="12" height="130" rx="5" fill="${C.gold}"/><rect x="-8" y="-16" width="16" height="20" fill="${C.grey}"/><path d="M-8 -16 Q0 -52 8 -16Z" fill="${C.pink}"/>`,
    ) +
    g("translate(110 330) scale(0.45) rotate(-70)", icon[8]({ a: "#C2185B", b: C.ink, c: C.gold }))
  );
}

function flowerArt(): string {
  const flower = (x: number, y: number, r: number, col: string) => {
    const petals = [0, 60, 120, 180, 240, 300]
      .map((a) => `<ellipse cx="${(x + r * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(y + r * Math.sin((a * Math.PI) / 180)).toFixed(1)}" rx="${r * 0.75}" ry="${r * 0.75}"/>`)
      .join("");
    return `<g fill="${col}">${petals}</g><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="${C.gold}"/>`;
  };
  return (
    `<path d="M200 400 C190 320 140 260 120 200M200 400 C210 300 260 250 280 170M200 400 C200 320 200 260 200 120" stroke="${C.green}" stroke-width="6" fill="none"/>` +
    `<path d="M160 290 c-40 -10 -50 -40 -40 -50 c30 0 40 20 40 50Z M240 280 c40 -10 50 -40 40 -50 c-30 0 -40 20 -40 50Z" fill="${C.leaf}"/>` +
    flower(120, 190, 26, "#E8833A") +
    flower(280, 160, 30, C.pink) +
    flower(200, 110, 34, "#B3213F") +
    flower(90, 90, 16, C.gold) +
    flower(320, 70, 14, "#E8833A")
  );
}

const PHOTOS: { title: string; bg: [string, string]; art: () => string }[] = [
  {
    title: "Salon interior with mirror, styling chair and plant",
    bg: ["#FFF4EC", "#F2C6D2"],
    art: () =>
      `<rect y="300" width="400" height="100" fill="#E9D3C4"/>` +
      mirrorChair(150, 170, 0.95, C.gold, C.rose) +
      `<rect x="290" y="240" width="50" height="70" rx="8" fill="${C.maroon}"/><path d="M315 240 C290 180 300 160 315 150 C330 160 340 180 315 240Z" fill="${C.leaf}"/><path d="M315 240 C280 200 270 190 280 180M315 240 C350 200 360 190 350 180" stroke="${C.green}" stroke-width="6" fill="none"/>`,
  },
  {
    title: "Bridal look: bride in red dupatta with gold jewellery",
    bg: [C.maroon, "#3E0A20"],
    art: () =>
      g(
        "translate(50 70)",
        `<path d="M78 150 C70 60 230 60 222 150 L250 330 H50Z" fill="#B3213F"/><path d="M78 150 C70 60 230 60 222 150" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
          portrait({ skin: SKIN[2], hair: HAIR[0], style: "long", bindi: true, earrings: C.gold, top: "#B3213F", bg: ["#000", "#000"] }).replace(/^<rect[^>]*\/><circle[^>]*\/>/, "") +
          `<path d="M150 84 V112" stroke="${C.gold}" stroke-width="3"/><circle cx="150" cy="118" r="8" fill="${C.gold}"/>`,
      ) +
      sparkle(60, 60, 18, C.gold) +
      sparkle(340, 90, 12, C.gold),
  },
  { title: "Mehendi: hand decorated with an intricate henna pattern", bg: ["#FFF4E0", "#F2D2A9"], art: () => g("translate(200 220) scale(1.4)", hand(SKIN[1], C.henna)) },
  {
    title: "Hair styling: woman with a flowing blow-dry and a hair dryer",
    bg: ["#FCE9EE", "#E8C3DB"],
    art: () =>
      g("translate(40 60) scale(0.9)", portrait({ skin: SKIN[4], hair: HAIR[2], style: "long", earrings: C.gold, top: C.rose, bg: ["#000", "#000"] }).replace(/^<rect[^>]*\/><circle[^>]*\/>/, "")) +
      g(
        "translate(330 100) rotate(20)",
        `<rect x="-50" y="-24" width="90" height="48" rx="24" fill="${C.ink}"/><rect x="-70" y="-16" width="26" height="32" rx="6" fill="${C.grey}"/><rect x="10" y="18" width="22" height="70" rx="8" fill="${C.ink}"/>`,
      ) +
      `<path d="M240 90 q-14 10 0 20 q14 10 0 20M220 70 q-14 10 0 20 q14 10 0 20" stroke="${C.white}" stroke-width="4" fill="none" opacity="0.8"/>`,
  },
  {
    title: "Nails: manicured hand with rose nail polish and a polish bottle",
    bg: ["#FDEBF1", "#F2C6D2"],
    art: () => g("translate(160 230) scale(1.2)", hand(SKIN[0], "#C2185B").replace(/<g stroke=[\s\S]*$/, "")) + g("translate(320 290) scale(0.6)", icon[3]({ a: "#C2185B", b: C.ink, c: C.gold })),
  },
  {
    title: "Facial treatment: relaxed face with a clay mask and cucumber slices",
    bg: ["#EEF4EE", "#DCE9DE"],
    art: () =>
      `<rect y="280" width="400" height="120" fill="${C.white}"/><ellipse cx="200" cy="210" rx="110" ry="90" fill="${SKIN[1]}"/><ellipse cx="200" cy="200" rx="92" ry="72" fill="#A8D5B0"/><circle cx="160" cy="190" r="24" fill="#9BCB7A"/><circle cx="160" cy="190" r="17" fill="#DDF0C8"/><circle cx="240" cy="190" r="24" fill="#9BCB7A"/><circle cx="240" cy="190" r="17" fill="#DDF0C8"/><path d="M180 240 q20 12 40 0" stroke="${C.rose}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M90 170 C90 80 310 80 310 170 C280 120 120 120 90 170Z" fill="${C.white}"/>` +
      g("translate(330 330) scale(0.5)", icon[2]({ a: HAIR[1], b: C.rose, c: C.leaf, skin: SKIN[0] }).replace(/^[\s\S]*?(<g transform)/, "$1")),
  },
  {
    title: "Bridal jewellery: gold necklace with a ruby pendant",
    bg: [C.maroon, "#3E0A20"],
    art: () => `<path d="M60 0 C60 120 340 120 340 0" fill="${C.goldSoft}" opacity="0.12"/>` + necklaceArt() + sparkle(70, 320, 14, C.gold) + sparkle(330, 330, 10, C.gold),
  },
  { title: "Makeup kit: eyeshadow palette, brushes and lipstick", bg: ["#F7E4F0", "#E8C3DB"], art: makeupKit },
  { title: "Flowers: marigolds and roses for bridal decor", bg: ["#FFF1E6", "#F5D6C6"], art: flowerArt },
];

function photo(i: number): string {
  const p = PHOTOS[i - 1];
  const body = `<rect width="400" height="400" fill="url(#bg)"/>` + bokeh(400, 400, C.white, 5, 0.2) + p.art();
  return svg(400, 400, p.title, body, lg("bg", p.bg));
}

// ---------------------------------------------------------------------------
// Providers (480x320)
// ---------------------------------------------------------------------------

function storefront(main: string, awning: string, awningAlt: string): string {
  const stripes = Array.from({ length: 8 }, (_, n) => `<path d="M${80 + n * 40} 90 h40 v40 a20 20 0 0 1 -40 0Z" fill="${n % 2 ? awningAlt : awning}"/>`).join("");
  return (
    `<rect y="270" width="480" height="50" fill="#D8C6BC"/>` +
    `<rect x="70" y="60" width="340" height="212" fill="${main}"/>` +
    `<rect x="60" y="52" width="360" height="18" rx="4" fill="${C.maroon}"/>` +
    `<rect x="150" y="70" width="180" height="20" fill="${C.goldSoft}"/>` +
    stripes +
    `<rect x="100" y="150" width="130" height="100" rx="6" fill="${C.blueSoft}" stroke="${C.white}" stroke-width="6"/>` +
    `<path d="M120 230 l40 -60M150 236 l40 -60" stroke="${C.white}" stroke-width="6" opacity="0.7"/>` +
    `<rect x="260" y="150" width="90" height="120" rx="6" fill="${C.maroon}"/><circle cx="335" cy="212" r="5" fill="${C.gold}"/>` +
    `<rect x="110" y="250" width="110" height="20" fill="${C.green}"/><g fill="${C.pink}"><circle cx="125" cy="248" r="9"/><circle cx="150" cy="244" r="9"/><circle cx="175" cy="248" r="9"/><circle cx="200" cy="244" r="9"/></g>`
  );
}

function spaRoom(): string {
  return (
    `<rect y="230" width="480" height="90" fill="#CFE0D2"/>` +
    `<rect x="90" y="170" width="300" height="30" rx="12" fill="${C.white}"/><rect x="90" y="160" width="70" height="18" rx="9" fill="${C.roseSoft}"/>` +
    `<rect x="110" y="200" width="14" height="60" fill="#8B6B4E"/><rect x="356" y="200" width="14" height="60" fill="#8B6B4E"/>` +
    `<rect x="210" y="188" width="100" height="12" rx="4" fill="${C.leaf}"/>` +
    g("translate(410 210) scale(0.45)", icon[5]({ a: C.leaf, b: "#5E5A5C", c: "#8A8487" })) +
    `<circle cx="90" cy="80" r="34" fill="${C.goldSoft}" opacity="0.8"/>`
  );
}

function nailBar(): string {
  const bottles = ["#C2185B", C.rose, C.gold, "#7B2A6B", C.pink, "#B3213F"]
    .map((c, n) => `<rect x="${70 + n * 58}" y="72" width="26" height="36" rx="6" fill="${c}"/><rect x="${77 + n * 58}" y="56" width="12" height="18" fill="${C.ink}"/>`)
    .join("");
  return (
    `<rect x="50" y="112" width="380" height="10" fill="${C.maroon}"/>` +
    bottles +
    `<rect x="60" y="200" width="360" height="24" rx="6" fill="${C.maroon}"/><rect x="80" y="224" width="20" height="80" fill="${C.maroon}"/><rect x="380" y="224" width="20" height="80" fill="${C.maroon}"/>` +
    `<rect x="200" y="186" width="80" height="14" rx="7" fill="${C.white}"/>` +
    g("translate(160 200) scale(0.35) rotate(-90)", hand(SKIN[2], "#C2185B").replace(/<g stroke=[\s\S]*$/, ""))
  );
}

const PROVIDERS: { title: string; bg: [string, string]; art: () => string }[] = [
  { title: "Salon storefront with a striped rose awning and flower boxes", bg: ["#FFF9F0", "#FCE9EE"], art: () => storefront("#F6E3E8", C.rose, C.cream) },
  {
    title: "Studio styling chair in front of a lit mirror",
    bg: ["#FBF3D5", "#F3D7A8"],
    art: () =>
      `<rect y="270" width="480" height="50" fill="#E3CBB4"/>` +
      mirrorChair(240, 140, 0.75, C.gold, C.maroon) +
      [60, 420].map((x) => `<circle cx="${x}" cy="70" r="10" fill="${C.gold}"/><path d="M${x} 0 V60" stroke="${C.goldDeep}" stroke-width="3"/>`).join(""),
  },
  { title: "Calm spa room with a massage table, towels and candles", bg: ["#EEF4EE", "#DCE9DE"], art: spaRoom },
  { title: "Nail bar with a shelf of polish bottles and a manicure table", bg: ["#FDEBF1", "#F2C6D2"], art: nailBar },
  {
    title: "Bridal studio with an arched doorway and marigold garlands",
    bg: [C.maroon, "#3E0A20"],
    art: () =>
      arch(150, 60, 180, 240, "#F3D7A8", C.gold) +
      g("translate(240 200) scale(0.6)", icon[4]({ a: "#B3213F", b: C.maroon, c: "#2E7D5B", skin: SKIN[1] })) +
      Array.from({ length: 9 }, (_, n) => `<circle cx="${30 + n * 52}" cy="${24 + (n % 2) * 10}" r="13" fill="${n % 2 ? C.gold : "#E8833A"}"/>`).join("") +
      `<rect y="300" width="480" height="20" fill="${C.gold}" opacity="0.5"/>`,
  },

  {
    title: "Mehendi studio corner with cushions, henna cones and patterns",
    bg: ["#FFF4E0", "#F2D2A9"],
    art: () =>
      `<rect y="250" width="480" height="70" fill="#E8C9A0"/><rect x="60" y="200" width="360" height="60" rx="24" fill="${C.rose}"/><rect x="80" y="170" width="90" height="50" rx="20" fill="${C.gold}"/><rect x="310" y="170" width="90" height="50" rx="20" fill="${C.gold}"/>` +
      g("translate(240 110) scale(0.55)", hand(SKIN[1], C.henna)) +
      [380, 410]
        .map((x, n) => g(`translate(${x} 100) rotate(${n ? 20 : -10})`, `<path d="M-10 0 L0 60 L10 0Z" fill="${C.henna}"/><rect x="-12" y="-8" width="24" height="10" rx="3" fill="${C.gold}"/>`))
        .join(""),
  },
];

function provider(i: number): string {
  const p = PROVIDERS[i - 1];
  const body = `<rect width="480" height="320" fill="url(#bg)"/>` + bokeh(480, 320, C.white, 4, 0.25) + p.art();
  return svg(480, 320, p.title, body, lg("bg", p.bg, 0, 1));
}

// ---------------------------------------------------------------------------
// Pro banners
// ---------------------------------------------------------------------------

function banner(w: number, h: number): string {
  const desktop = w > h * 2;
  const defs = lg("bg", [C.rose, C.maroon], 1, 0.6);
  const text = desktop
    ? `<text x="60" y="130" font-size="34" font-weight="700" fill="${C.white}">Are you a beauty professional?</text>` +
      `<text x="60" y="180" font-size="40" font-weight="700" fill="${C.goldSoft}">Join Saaj</text>` +
      `<rect x="60" y="212" width="180" height="4" rx="2" fill="${C.gold}"/>`
    : `<text x="40" y="80" font-size="30" font-weight="700" fill="${C.white}">Are you a beauty</text>` +
      `<text x="40" y="118" font-size="30" font-weight="700" fill="${C.white}">professional?</text>` +
      `<text x="40" y="160" font-size="30" font-weight="700" fill="${C.goldSoft}">Join Saaj</text>` +
      `<rect x="40" y="178" width="120" height="4" rx="2" fill="${C.gold}"/>`;
  const clip = (cx: number, cy: number, r: number, id: string, p: Person) =>
    `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><circle cx="${cx}" cy="${cy}" r="${r + 5}" fill="${C.gold}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.goldSoft}"/>` +
    `<g clip-path="url(#${id})">${g(`translate(${cx - r} ${cy - r}) scale(${((2 * r) / 300).toFixed(3)})`, portrait(p).replace(/^<rect[^>]*\/><circle[^>]*\/>/, ""))}</g>`;
  const a: Person = { skin: SKIN[1], hair: HAIR[0], style: "bun", bindi: true, earrings: C.gold, top: C.rose, bg: ["#000", "#000"] };
  const b: Person = { skin: SKIN[3], hair: HAIR[3], style: "short", male: true, beard: true, top: C.blue, bg: ["#000", "#000"] };
  const c: Person = { skin: SKIN[0], hair: HAIR[2], style: "long", earrings: C.gold, top: "#2E7D5B", bg: ["#000", "#000"] };
  const people = desktop
    ? clip(860, 150, 90, "c1", a) + clip(1025, 108, 62, "c2", b) + clip(1045, 226, 52, "c3", c) + g("translate(1140 180) scale(0.36)", icon[1]({ a: C.goldSoft, b: C.gold, c: C.white }))
    : clip(150, 290, 80, "c1", a) + clip(330, 280, 64, "c2", b) + clip(480, 290, 72, "c3", c) + g("translate(520 110) scale(0.4)", icon[1]({ a: C.goldSoft, b: C.gold, c: C.white }));
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    bokeh(w, h, C.gold, 6, 0.12) +
    dotRow(20, h - 16, w - 40, 18, C.gold, 2) +
    `<g font-family="${FONT}" font-weight="700">${text.replace(/ font-weight="700"/g, "")}</g>` +
    people +
    sparkle(desktop ? 720 : 540, desktop ? 56 : 200, 14, C.gold) +
    sparkle(desktop ? 1150 : 250, desktop ? 60 : 200, 10, C.goldSoft);
  return svg(w, h, "Banner inviting beauty professionals to join Saaj, with illustrated stylists", body, defs);
}

// ---------------------------------------------------------------------------
// Per-service motifs (same ~200x200 box as the category icons), so a haircut, a blow dry
// and a hair colour do not share one picture.
// ---------------------------------------------------------------------------

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
const SERVICES: { name: string; cat: number; art: (k: Ink) => string; tint?: Partial<Ink> }[] = [
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

function serviceArt(id: number): string {
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

/** Home-visit specialists: a portrait with a blue house badge (a shop front would mislead). */
function specialist(i: number): string {
  const p = { ...STYLISTS[i - 1], bg: [C.blueSoft, "#C9DAF3"] as [string, string] };
  const badge = g(
    "translate(380 240)",
    `<circle r="58" fill="${C.white}"/><path d="M-40 0 L0 -36 L40 0 V38 H-40Z" fill="${C.blue}"/><rect x="-12" y="10" width="24" height="28" rx="3" fill="${C.white}"/><path d="M-50 4 L0 -44 L50 4" stroke="${C.blue}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const body = `<rect width="480" height="320" fill="url(#pbg)"/>` + bokeh(480, 320, C.white, 4, 0.3) + g("translate(100 10) scale(1.033)", portrait(p).replace(/^<rect[^>]*\/>/, "")) + badge;
  return svg(480, 320, `Home-visit beauty specialist: ${p.title.replace(/^Portrait of /, "")}`, body, lg("pbg", p.bg, 0, 1));
}

// ---------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
const files: [string, string][] = [];
for (let i = 1; i <= 8; i++) files.push([`category-${i}.svg`, category(i)]);
for (let i = 1; i <= SERVICES.length; i++) files.push([`service-${i}.svg`, serviceArt(i)]);
for (let i = 1; i <= STYLISTS.length; i++) files.push([`specialist-${i}.svg`, specialist(i)]);
for (let i = 1; i <= 2; i++) files.push([`package-${i}.svg`, pkg(i)]);
for (let i = 1; i <= 6; i++) files.push([`stylist-${i}.svg`, stylist(i)]);
for (let i = 1; i <= 9; i++) files.push([`photo-${i}.svg`, photo(i)]);
for (let i = 1; i <= PROVIDERS.length; i++) files.push([`provider-${i}.svg`, provider(i)]);
for (let i = 1; i <= 6; i++) files.push([`testimonial-${i}.svg`, testimonial(i)]);
files.push(["pro-banner-desktop.svg", banner(1200, 300)]);
files.push(["pro-banner-mobile.svg", banner(600, 400)]);

let total = 0;
for (const [name, content] of files) {
  const bytes = Buffer.byteLength(content);
  if (bytes >= 6000) throw new Error(`${name} is ${bytes} bytes (limit: under 6 KB)`);
  if (/<script|href=["']http|xlink:href|@import|url\(http/i.test(content)) throw new Error(`${name} has a forbidden construct`);
  writeFileSync(join(OUT, name), content);
  total += bytes;
}
console.log(`Wrote ${files.length} SVG files to ${OUT} (${total} bytes total)`);
