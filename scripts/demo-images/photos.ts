// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Gallery photos (400x400). */
import { bokeh, C, g, HAIR, lg, SKIN, sparkle, svg } from "./drawing";
import { hand, icon } from "./icons";
import { portrait } from "./people";

export function mirrorChair(x: number, y: number, s: number, frame: string, seat: string): string {
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

export function photo(i: number): string {
  const p = PHOTOS[i - 1];
  const body = `<rect width="400" height="400" fill="url(#bg)"/>` + bokeh(400, 400, C.white, 5, 0.2) + p.art();
  return svg(400, 400, p.title, body, lg("bg", p.bg));
}
