// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** Portraits (300x300 coordinate space): stylists, testimonials and home-visit specialists. */
import { bokeh, C, g, HAIR, lg, SKIN, svg } from "./drawing";

export type Person = {
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

export function portrait(p: Person): string {
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

export const STYLISTS: (Person & { title: string })[] = [
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

export function stylist(i: number): string {
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

export function testimonial(i: number): string {
  const p = TESTIMONIALS[i - 1];
  return svg(160, 160, p.title, g("scale(0.5333)", portrait(p)), lg("pbg", p.bg));
}

/** Home-visit specialists: a portrait with a blue house badge (a shop front would mislead). */
export function specialist(i: number): string {
  const p = { ...STYLISTS[i - 1], bg: [C.blueSoft, "#C9DAF3"] as [string, string] };
  const badge = g(
    "translate(380 240)",
    `<circle r="58" fill="${C.white}"/><path d="M-40 0 L0 -36 L40 0 V38 H-40Z" fill="${C.blue}"/><rect x="-12" y="10" width="24" height="28" rx="3" fill="${C.white}"/><path d="M-50 4 L0 -44 L50 4" stroke="${C.blue}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const body = `<rect width="480" height="320" fill="url(#pbg)"/>` + bokeh(480, 320, C.white, 4, 0.3) + g("translate(100 10) scale(1.033)", portrait(p).replace(/^<rect[^>]*\/>/, "")) + badge;
  return svg(480, 320, `Home-visit beauty specialist: ${p.title.replace(/^Portrait of /, "")}`, body, lg("pbg", p.bg, 0, 1));
}
