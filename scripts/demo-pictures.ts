/**
 * Draws each demo SVG (public/images/demo/*.svg) as WebP at DEMO_PICTURE_WIDTHS, beside it
 * (name-320.webp…), for pages to offer with srcset (app/lib/pictures.ts). Run by `npm run build`
 * and `npm run dev`; a picture whose WebP files are newer than its SVG is skipped. The WebP files
 * are not committed (.gitignore): the SVGs are the source.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEMO_PICTURE_WIDTHS } from "../app/lib/pictures";

const DIR = path.resolve("public/images/demo");
/** Good enough for drawings and portraits at a phone's size; the files stay a few KB each. */
const QUALITY = 80;

const newer = (file: string, than: number) => {
  try {
    return statSync(file).mtimeMs >= than;
  } catch {
    return false;
  }
};

const started = Date.now();
let made = 0;
const jobs: Promise<unknown>[] = [];
for (const file of readdirSync(DIR).filter((f) => f.endsWith(".svg"))) {
  const svg = path.join(DIR, file);
  const since = statSync(svg).mtimeMs;
  const drawnWidth = (await sharp(svg).metadata()).width!;
  for (const width of DEMO_PICTURE_WIDTHS) {
    const out = path.join(DIR, `${path.basename(file, ".svg")}-${width}.webp`);
    if (newer(out, since)) continue;
    made++;
    // density: drawn at the target width directly (not drawn small and scaled up).
    jobs.push(
      sharp(svg, { density: 72 * (width / drawnWidth) })
        .resize({ width })
        .webp({ quality: QUALITY })
        .toFile(out),
    );
  }
}
await Promise.all(jobs);
console.log(`demo pictures: ${made} WebP files made in ${((Date.now() - started) / 1000).toFixed(1)} s (${DEMO_PICTURE_WIDTHS.join(", ")} px wide)`);
