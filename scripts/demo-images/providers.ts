// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Provider storefronts (480x320). */
import { bokeh, C, g, lg, SKIN, svg } from "./drawing";
import { hand, icon } from "./icons";
import { arch } from "./packages";
import { mirrorChair } from "./photos";

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

export const PROVIDERS: { title: string; bg: [string, string]; art: () => string }[] = [
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

export function provider(i: number): string {
  const p = PROVIDERS[i - 1];
  const body = `<rect width="480" height="320" fill="url(#bg)"/>` + bokeh(480, 320, C.white, 4, 0.25) + p.art();
  return svg(480, 320, p.title, body, lg("bg", p.bg, 0, 1));
}
