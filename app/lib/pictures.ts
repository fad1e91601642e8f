/**
 * The demo's pictures as raster images: each SVG in public/images/demo is drawn as WebP at these
 * widths when the app is built (scripts/demo-pictures.ts), and pages offer them with srcset, so a
 * phone decodes a small bitmap instead of opening each SVG as a document (issue 26). Any other
 * address (a provider's own photo) is used as it is.
 */
export const DEMO_PICTURE_WIDTHS = [160, 320, 640, 1280] as const;
const DEMO_SVG = /^\/images\/demo\/([\w-]+)\.svg$/;

/** `src`, `srcSet` and `sizes` for an <img> of `url`, shown `sizes` wide (a CSS length or media list). */
export function pictureSources(url: string | undefined, sizes: string): { src: string | undefined; srcSet?: string; sizes?: string } {
  const name = url ? DEMO_SVG.exec(url)?.[1] : undefined;
  if (!name) return { src: url };
  const at = (width: number) => `/images/demo/${name}-${width}.webp`;
  return { src: at(320), srcSet: DEMO_PICTURE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(", "), sizes };
}
