// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Package tiles (600x400). */
import { bokeh, C, dotRow, g, HAIR, lg, rg, SKIN, sparkle, svg } from "./drawing";
import { icon } from "./icons";
import { type Person, portrait } from "./people";

export function arch(x: number, y: number, w: number, h: number, fill: string, stroke: string): string {
  const r = w / 2;
  return `<path d="M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h}Z" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;
}

export function pkg(i: number): string {
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
