// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** The Saaj Pro banners. */
import { bokeh, C, dotRow, FONT, g, HAIR, lg, SKIN, sparkle, svg } from "./drawing";
import { icon } from "./icons";
import { type Person, portrait } from "./people";

export function banner(w: number, h: number): string {
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
