import pLimit from "p-limit";
import sharp from "sharp";

/** Reference photos: images only, judged by their bytes, not their name or declared type. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: [type: string, test: (b: Uint8Array) => boolean][] = [
  ["image/jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["image/png", (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)],
  ["image/gif", (b) => String.fromCharCode(...b.slice(0, 6)) === "GIF87a" || String.fromCharCode(...b.slice(0, 6)) === "GIF89a"],
  ["image/webp", (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP"],
];

/** The image type the bytes really are, or undefined. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find(([, test]) => test(bytes))?.[0];
}

/**
 * The most pixels a photo may have: a 50-megapixel camera's (8160 x 6120 is 49.9). A progressive
 * JPEG is decoded whole, about 6 bytes a pixel: 300 MB at this size, 1.5 GB at sharp's default.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/** Past this, libvips stops (a crafted image that is slow to decode). */
const DOWNSCALE_TIMEOUT_S = 10;
const JPEG_QUALITY = 82;
// Nothing kept between requests.
sharp.cache(false);

/**
 * Photos made small at once per process (the web form's and the API's); the others wait their
 * turn. Ten 32 MB camera photos at once (`npm run bench:upload`): all together +450 MB of memory;
 * one at a time +230 MB, and +60 MB with MALLOC_ARENA_MAX=2 (set in the image: libvips' threads
 * otherwise each keep a glibc arena), about a second each.
 */
export const imageTurns = pLimit(1);

export type SmallJpeg = { data: Buffer; width: number; height: number };

/**
 * The photo (a file's path or its bytes) as a JPEG of at most `maxEdge` px a side, its orientation
 * applied and its metadata (the camera's location too) left behind; "unreadable" when it is not a
 * JPEG, PNG, GIF or WebP (by its bytes: no SVG, no other format libvips would open) or libvips
 * cannot read it in time; "too_large" over MAX_INPUT_PIXELS.
 */
export async function toSmallJpeg(input: string | Uint8Array, head: Uint8Array, maxEdge: number): Promise<SmallJpeg | "unreadable" | "too_large"> {
  if (!sniffImageType(head)) return "unreadable";
  try {
    const { data, info } = await sharp(input, { sequentialRead: true, failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .timeout({ seconds: DOWNSCALE_TIMEOUT_S })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? "too_large" : "unreadable";
  }
}
