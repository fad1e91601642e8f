import type { IncomingMessage } from "node:http";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import pLimit from "p-limit";
import sharp from "sharp";
import { PHOTO_FIELD, PHOTO_MAX_EDGE_PX, PHOTO_PROBLEM_FIELD, PHOTO_UPLOAD_MAX_MB, type PhotoProblem } from "../contract/booking";

const MB = 1024 * 1024;
export const PHOTO_UPLOAD_MAX_BYTES = PHOTO_UPLOAD_MAX_MB * MB;
/**
 * A body may run past the photo's limit by this much and still have its other fields read (the
 * date and the slot), the photo dropped with a message. Past it the request is refused unread.
 */
export const PHOTO_FORM_HARD_LIMIT = 2 * PHOTO_UPLOAD_MAX_BYTES;
/** The form's own fields are a few short values. */
const FIELD_LIMITS = { fields: 30, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 40 };
const JPEG_QUALITY = 82;

/**
 * Photos made small at once per process; the others wait their turn, on disk. Ten 32 MB camera
 * photos at once (`npm run bench:upload`): all together +450 MB of memory; one at a time +230 MB,
 * and +60 MB with MALLOC_ARENA_MAX=2 (set in the image: libvips' threads otherwise each keep a
 * glibc arena), about a second each.
 */
const DOWNSCALES_AT_ONCE = 1;
const downscaleSlot = pLimit(DOWNSCALES_AT_ONCE);
// Nothing kept between requests.
sharp.cache(false);

export type PhotoFormResult = { kind: "form"; body: Buffer; contentType: string } | { kind: "too-large" } | { kind: "bad-form" };

/**
 * The booking form's body as its web page sends it, photo included, read without holding the photo
 * in memory: the fields are kept, the photo is streamed to a file in the temporary folder, then
 * turned (libvips, through sharp) into a JPEG whose longest side is at most PHOTO_MAX_EDGE_PX, its
 * orientation applied and its metadata (location included) left behind. The result is a small form
 * with the same fields, which the page's action reads as usual. A photo over the limit, or one that
 * is not an image, is dropped, and PHOTO_PROBLEM_FIELD says why, so the page keeps the chosen date
 * and slot and says what to do.
 */
export async function readPhotoForm(req: IncomingMessage): Promise<PhotoFormResult> {
  const file = path.join(os.tmpdir(), `saaj-photo-${randomUUID()}`);
  try {
    const read = await spool(req, file);
    if (read.kind !== "spooled") return read;
    const form = new FormData();
    for (const [name, value] of read.fields) if (name !== PHOTO_PROBLEM_FIELD) form.append(name, value);
    let problem: PhotoProblem | undefined = read.photo === "too-large" ? "too_large" : undefined;
    if (read.photo && read.photo !== "too-large") {
      const photo = await downscaleSlot(() => downscale(file));
      if (photo) form.append(PHOTO_FIELD, new File([new Uint8Array(photo)], `${baseName(read.photo.name)}.jpg`, { type: "image/jpeg" }));
      else problem = "unreadable";
    }
    if (problem) form.append(PHOTO_PROBLEM_FIELD, problem);
    const encoded = new Response(form);
    return { kind: "form", body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
  } finally {
    await rm(file, { force: true });
  }
}

type Spooled = { kind: "spooled"; fields: [string, string][]; photo?: { name: string } | "too-large" };

function spool(req: IncomingMessage, file: string): Promise<Spooled | { kind: "too-large" } | { kind: "bad-form" }> {
  return new Promise((resolve) => {
    const fields: [string, string][] = [];
    let photo: Spooled["photo"];
    let writing: Promise<void> = Promise.resolve();
    let settled = false;
    const settle = (result: Spooled | { kind: "too-large" } | { kind: "bad-form" }) => {
      if (settled) return;
      settled = true;
      req.off("data", count);
      resolve(result);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...FIELD_LIMITS, files: 1, fileSize: PHOTO_UPLOAD_MAX_BYTES } });
    } catch {
      // No boundary, or not multipart: body-guard checked the type, so only a malformed header lands here.
      return settle({ kind: "bad-form" });
    }
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= PHOTO_FORM_HARD_LIMIT) return;
      req.unpipe(parser);
      parser.destroy();
      settle({ kind: "too-large" });
    };
    parser.on("field", (name, value) => fields.push([name, value]));
    parser.on("file", (name, stream, info) => {
      // An empty file input sends a part without a file name: no photo.
      if (name !== PHOTO_FIELD || !info.filename) return void stream.resume();
      photo = { name: info.filename };
      stream.on("limit", () => (photo = "too-large"));
      writing = pipeline(stream, createWriteStream(file, { mode: 0o600 }));
    });
    parser.on("error", () => settle({ kind: "bad-form" }));
    parser.on("close", () => {
      writing.then(
        () => settle({ kind: "spooled", fields, photo }),
        () => settle({ kind: "bad-form" }),
      );
    });
    req.on("data", count);
    req.on("error", () => settle({ kind: "bad-form" }));
    req.pipe(parser);
  });
}

/** The photo as a JPEG of at most PHOTO_MAX_EDGE_PX a side, or undefined when it is not an image libvips can read. */
async function downscale(file: string): Promise<Buffer | undefined> {
  try {
    return await sharp(file, { sequentialRead: true, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE_PX, height: PHOTO_MAX_EDGE_PX, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, "").slice(0, 100) || "photo";
