// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Category icons, drawn in a ~200x200 box centred on (0,0). */
import { C, g, HAIR, SKIN, sparkle } from "./drawing";

export type Ink = { a: string; b: string; c: string; skin?: string };

export const icon: Record<number, (k: Ink) => string> = {
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

export function hand(skin: string, henna: string): string {
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
