import type { IncomingMessage } from "node:http";
import { createWriteStream, type WriteStream } from "node:fs";
import { open, readdir, rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { PHOTO_FIELD, PHOTO_MAX_EDGE_PX, PHOTO_PROBLEM_FIELD, PHOTO_UPLOAD_MAX_MB, type PhotoProblem } from "../contract/booking";
import { REVIEW_PHOTO_FIELD, REVIEW_PHOTO_PROBLEM_FIELD, REVIEW_PHOTOS_MAX } from "../contract/review";
import { PROVIDER_PHOTO_FIELD, PROVIDER_PHOTO_PROBLEM_FIELD } from "../contract/partner";
import { imageTurns, toSmallJpeg } from "../api/lib/image";

const MB = 1024 * 1024;
export const PHOTO_UPLOAD_MAX_BYTES = PHOTO_UPLOAD_MAX_MB * MB;
/**
 * A body may run past the photo's limit by this much and still have its other fields read (the
 * date and the slot), the photo dropped with a message. Past it the request is refused unread.
 */
export const PHOTO_FORM_HARD_LIMIT = 2 * PHOTO_UPLOAD_MAX_BYTES;
/** The form's own fields are a few short values. */
const FIELD_LIMITS = { fields: 30, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 40 };
const PHOTO_FILE_PREFIX = "saaj-photo-";

/** Photos waiting their turn (api/lib/image.ts: one at a time per process); one more is dropped with "busy" rather than wait behind them. */
const MAX_WAITING = 4;
/** File parts skipped past the form's photos (a form's other file inputs, photos past its count). */
const MAX_EXTRA_FILE_PARTS = 4;

export type PhotoFormResult = { kind: "form"; body: Buffer; contentType: string } | { kind: "too-large" } | { kind: "bad-form" } | { kind: "failed" };

/** A page's form that carries photos: their field, how many are kept, and the field the server adds when it drops one. */
export interface PhotoFormSpec {
  field: string;
  max: number;
  problemField: string;
}
/** /DateTime's booking form: one reference photo. */
export const BOOKING_PHOTO_FORM: PhotoFormSpec = { field: PHOTO_FIELD, max: 1, problemField: PHOTO_PROBLEM_FIELD };
/** My Profile's review form: up to REVIEW_PHOTOS_MAX photos; more are dropped with "too_many". */
export const REVIEW_PHOTO_FORM: PhotoFormSpec = { field: REVIEW_PHOTO_FIELD, max: REVIEW_PHOTOS_MAX, problemField: REVIEW_PHOTO_PROBLEM_FIELD };
/** The provider console's gallery (/Partner/Photos): one photo at a time. */
export const PROVIDER_PHOTO_FORM: PhotoFormSpec = { field: PROVIDER_PHOTO_FIELD, max: 1, problemField: PROVIDER_PHOTO_PROBLEM_FIELD };

/**
 * A photo form's body as its web page sends it, photos included, read without holding a photo in
 * memory: the fields are kept, each photo is streamed to a file in the temporary folder, then
 * turned (libvips, through sharp) into a JPEG whose longest side is at most PHOTO_MAX_EDGE_PX, its
 * orientation applied and its metadata (location included) left behind. The result is a small form
 * with the same fields, which the page's action reads as usual. A photo over the limit, one that
 * is not an image, or one that cannot have its turn soon, is dropped, and the spec's problem field
 * says why, so the page keeps what was entered (the date and slot, the review) and says what to
 * do. The files are closed and removed however the request ends (sent, refused, dropped by the
 * client, the disk full).
 */
export async function readPhotoForm(req: IncomingMessage, spec: PhotoFormSpec = BOOKING_PHOTO_FORM): Promise<PhotoFormResult> {
  const base = path.join(os.tmpdir(), `${PHOTO_FILE_PREFIX}${randomUUID()}`);
  const files: string[] = [];
  try {
    const read = await spool(req, spec, () => {
      const file = `${base}-${files.length}`;
      files.push(file);
      return file;
    });
    if (read.kind !== "spooled") return read;
    const form = new FormData();
    for (const [name, value] of read.fields) if (name !== spec.problemField) form.append(name, value);
    let problem: PhotoProblem | "too_many" | undefined = read.extra ? "too_many" : undefined;
    for (const photo of read.photos) {
      if (photo.tooLarge) {
        problem ??= "too_large";
        continue;
      }
      const made = imageTurns.pendingCount >= MAX_WAITING ? "busy" : await imageTurns(() => downscale(photo.file));
      if (typeof made !== "string") form.append(spec.field, new File([new Uint8Array(made)], `${baseName(photo.name)}.jpg`, { type: "image/jpeg" }));
      else problem ??= made;
    }
    if (problem) form.append(spec.problemField, problem);
    const encoded = new Response(form);
    return { kind: "form", body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

type SpooledPhoto = { name: string; file: string; tooLarge: boolean };
type Spooled = { kind: "spooled"; fields: [string, string][]; photos: SpooledPhoto[]; extra: boolean };
type SpoolResult = Spooled | { kind: "too-large" } | { kind: "bad-form" } | { kind: "failed" };

function spool(req: IncomingMessage, spec: PhotoFormSpec, newFile: () => string): Promise<SpoolResult> {
  return new Promise((resolve) => {
    const fields: [string, string][] = [];
    const photos: SpooledPhoto[] = [];
    let extra = false;
    const parts = new Set<Readable>();
    const outs = new Set<WriteStream>();
    let parsed = false;
    let writing = 0;
    let settled = false;
    let parser: busboy.Busboy | undefined;
    const settle = (result: SpoolResult) => {
      if (settled) return;
      settled = true;
      req.off("data", count);
      if (result.kind !== "spooled") {
        // Nothing may stay open: the parser, the photos' parts and their files (an open file is disk kept).
        if (parser) req.unpipe(parser);
        parser?.destroy();
        for (const part of parts) part.destroy();
        for (const out of outs) out.destroy();
      }
      resolve(result);
    };
    const done = () => parsed && writing === 0 && settle({ kind: "spooled", fields, photos, extra });
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > PHOTO_FORM_HARD_LIMIT) settle({ kind: "too-large" });
    };
    try {
      parser = busboy({ headers: req.headers, limits: { ...FIELD_LIMITS, files: spec.max + MAX_EXTRA_FILE_PARTS, fileSize: PHOTO_UPLOAD_MAX_BYTES } });
    } catch {
      // No boundary, or not multipart: body-guard checked the type, so only a malformed header lands here.
      return settle({ kind: "bad-form" });
    }
    parser.on("field", (name, value) => fields.push([name, value]));
    parser.on("file", (name, stream, info) => {
      // An empty file input sends a part without a file name: no photo. Past the spec's count, photos are skipped.
      if (name !== spec.field || !info.filename) return void stream.resume();
      if (photos.length >= spec.max) {
        extra = true;
        return void stream.resume();
      }
      const photo: SpooledPhoto = { name: info.filename, file: newFile(), tooLarge: false };
      photos.push(photo);
      parts.add(stream);
      stream.on("limit", () => (photo.tooLarge = true));
      writing += 1;
      const out = createWriteStream(photo.file, { mode: 0o600 });
      outs.add(out);
      pipeline(stream, out).then(
        () => {
          writing -= 1;
          done();
        },
        // The disk full, the folder gone: the request fails, the process does not.
        () => settle({ kind: "failed" }),
      );
    });
    parser.on("close", () => {
      parsed = true;
      done();
    });
    parser.on("error", () => settle({ kind: "bad-form" }));
    req.on("data", count);
    req.on("error", () => settle({ kind: "bad-form" }));
    // The client went away (or Node's request timeout ended it) before the whole body came.
    req.on("close", () => !req.complete && settle({ kind: "bad-form" }));
    req.pipe(parser);
  });
}

/**
 * The photo as a JPEG of at most PHOTO_MAX_EDGE_PX a side; "unreadable" when it is not a JPEG, PNG,
 * GIF or WebP (by its bytes: no SVG, no other format libvips would open) or libvips cannot read it
 * in time; "too_large" over PHOTO_MAX_INPUT_PIXELS.
 */
async function downscale(file: string): Promise<Buffer | PhotoProblem> {
  const head = Buffer.alloc(16);
  const opened = await open(file, "r");
  try {
    await opened.read(head, 0, head.length, 0);
  } finally {
    await opened.close();
  }
  const made = await toSmallJpeg(file, head, PHOTO_MAX_EDGE_PX);
  return typeof made === "string" ? made : made.data;
}

/** No upload lasts this long (Node's request timeout is 5 minutes): a photo file this old was left by a copy that stopped mid-upload. */
const STALE_PHOTO_MS = 60 * 60 * 1000;

/** At start: removes photo files a stopped copy left in the temporary folder (a deploy's SIGTERM mid-upload). How many. */
export async function removeStalePhotos(now = Date.now()): Promise<number> {
  const folder = os.tmpdir();
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.startsWith(PHOTO_FILE_PREFIX)) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_PHOTO_MS)
      removed += await rm(file, { force: true }).then(
        () => 1,
        () => 0,
      );
  }
  return removed;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, "").slice(0, 100) || "photo";
