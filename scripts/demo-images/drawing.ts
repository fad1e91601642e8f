// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the reason on the next line
// @ts-nocheck: a one-off generator of committed SVG files; its tables are indexed by construction.
/** The palette and the SVG drawing primitives every demo image is built from. */
export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** Warm bridal palette (matches app/styles/theme.ts) plus illustration tints. */
export const C = {
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

export const SKIN = ["#F1C9A5", "#D9A27A", "#B97A55", "#8D5A3B", "#E3B38F", "#6E4430"];
export const HAIR = ["#1F1416", "#2E1C14", "#3B2418", "#151012", "#4A2C1E", "#241A1A"];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function svg(w: number, h: number, title: string, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` + `<title>${esc(title)}</title>` + (defs ? `<defs>${defs}</defs>` : "") + body + `</svg>\n`
  );
}

/** Linear gradient definition; diagonal by default. */
export function lg(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${stops.length === 1 ? 0 : +(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function rg(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

export const g = (t: string, body: string) => `<g transform="${t}">${body}</g>`;

/** Soft decorative circles / dots for backgrounds (deterministic positions). */
export function bokeh(w: number, h: number, color: string, n = 5, opacity = 0.18): string {
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
export function dotRow(x: number, y: number, w: number, step: number, color: string, r = 2.5): string {
  // a dashed line with zero-length dashes and round caps draws a row of dots
  return `<path d="M${x} ${y}H${x + w}" stroke="${color}" stroke-width="${r * 2}" stroke-linecap="round" stroke-dasharray="0 ${step}"/>`;
}

export function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r / 4;
  return `<path d="M${x} ${y - r} L${x + q} ${y - q} L${x + r} ${y} L${x + q} ${y + q} L${x} ${y + r} L${x - q} ${y + q} L${x - r} ${y} L${x - q} ${y - q}Z" fill="${fill}"/>`;
}
