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
import { banner } from "./demo-images/banners";
import { category } from "./demo-images/categories";
import { pkg } from "./demo-images/packages";
import { specialist, stylist, STYLISTS, testimonial } from "./demo-images/people";
import { photo } from "./demo-images/photos";
import { provider, PROVIDERS } from "./demo-images/providers";
import { serviceArt, SERVICES } from "./demo-images/services";

const OUT = join(process.cwd(), "public", "images", "demo");

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
