import http from "node:http";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readlink, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import os from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedServer, type GuardedServer } from "./guarded-test-server";
import { PHOTO_FORM_HARD_LIMIT, PHOTO_UPLOAD_MAX_BYTES, removeStalePhotos } from "./photo-upload";
import { PHOTO_MAX_EDGE_PX } from "../contract/booking";

/** The booking form as a browser without JavaScript sends it, through the real guard, to a handler that reads what it was handed (./guarded-test-server.ts). */
let guarded: GuardedServer;
beforeAll(async () => {
  guarded = await guardedServer();
});
afterAll(() => guarded.close());

/** A photo as a phone's camera writes it: 6000 x 4000 px of fine detail, with the camera's EXIF (its orientation and where it was taken). */
async function cameraPhoto(quality: number) {
  const width = 6000;
  const height = 4000;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "PhonePhone", Model: "Camera 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" } })
    .jpeg({ quality })
    .toBuffer();
}

const bookingForm = (photo: Blob | undefined, name = "IMG_2041.jpg") => {
  const form = new FormData();
  form.append("date", "2026-12-14");
  form.append("formKey", "key-12345678");
  form.append("slot", "11:30 AM");
  if (photo) form.append("reference_image", photo, name);
  form.append("intent", "book");
  return form;
};

const post = (form: FormData) => fetch(`${guarded.base}/DateTime`, { method: "POST", body: form });
const leftovers = async () => (await readdir(os.tmpdir())).filter((f) => f.startsWith("saaj-photo-"));

describe("the booking form's photo without JavaScript (server/photo-upload.ts)", () => {
  it("takes a camera-sized photo, hands on a small JPEG without its location, and keeps every other field", async () => {
    guarded.handed.length = 0;
    const original = await cameraPhoto(100);
    expect(original.length).toBeGreaterThan(30 * 1024 * 1024);
    expect(original.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES);
    const r = await post(bookingForm(new Blob([new Uint8Array(original)], { type: "image/jpeg" })));
    expect(r.status).toBe(200);
    const form = guarded.handed[0]!;
    expect([...form.keys()]).toEqual(["date", "formKey", "slot", "intent", "reference_image"]);
    expect(form.get("slot")).toBe("11:30 AM");
    const photo = form.get("reference_image") as File;
    expect(photo.name).toBe("IMG_2041.jpg");
    expect(photo.type).toBe("image/jpeg");
    expect(photo.size).toBeLessThan(5 * 1024 * 1024);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", PHOTO_MAX_EDGE_PX, Math.round((PHOTO_MAX_EDGE_PX * 4000) / 6000)]);
    expect(meta.exif).toBeUndefined();
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it("drops a photo over the limit, says so, and keeps the date and slot", async () => {
    guarded.handed.length = 0;
    const huge = new Uint8Array(PHOTO_UPLOAD_MAX_BYTES + 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const r = await post(bookingForm(new Blob([huge], { type: "image/jpeg" })));
    expect(r.status).toBe(200);
    const form = guarded.handed[0]!;
    expect(form.get("reference_image")).toBeNull();
    expect(form.get("reference_image_problem")).toBe("too_large");
    expect([form.get("date"), form.get("slot"), form.get("intent")]).toEqual(["2026-12-14", "11:30 AM", "book"]);
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it("drops a file that is not a picture, and a problem the browser claims itself", async () => {
    guarded.handed.length = 0;
    const form = bookingForm(new Blob(["%PDF-1.7 not a photo"], { type: "image/jpeg" }), "scan.jpg");
    form.append("reference_image_problem", "too_large");
    expect((await post(form)).status).toBe(200);
    expect(guarded.handed[0]!.get("reference_image")).toBeNull();
    expect(guarded.handed[0]!.getAll("reference_image_problem")).toEqual(["unreadable"]);
    // No file chosen: the browser sends an empty part without a name; nothing is added.
    guarded.handed.length = 0;
    expect((await post(bookingForm(new Blob([]), ""))).status).toBe(200);
    expect([...guarded.handed[0]!.keys()]).toEqual(["date", "formKey", "slot", "intent"]);
  });

  it("closes and removes the photo's file when the client goes away mid-photo, and when the temporary folder cannot be written", async () => {
    const openPhotoFiles = async () => (await Promise.all((await readdir("/proc/self/fd")).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")))).filter((f) => f.includes("saaj-photo-"));
    const head = `--x\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-12-14\r\n--x\r\nContent-Disposition: form-data; name="reference_image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const req = http.request(`${guarded.base}/DateTime`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * 1024 * 1024) } });
      req.on("error", () => resolve());
      req.write(head);
      req.write(Buffer.alloc(2 * 1024 * 1024, 1), () => setTimeout(() => (req.destroy(), resolve()), 200));
    });
    await expect.poll(openPhotoFiles).toEqual([]);
    await expect.poll(leftovers).toEqual([]);

    const before = process.env.TMPDIR;
    process.env.TMPDIR = "/nonexistent/saaj-tmp";
    try {
      const r = await post(bookingForm(new Blob([new Uint8Array(64 * 1024)], { type: "image/jpeg" })));
      expect(r.status).toBe(503);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
  });

  it("refuses an image too large to decode safely, a picture that is not a photo format, and another site's form before reading it", async () => {
    guarded.handed.length = 0;
    // 54 megapixels of one colour: a few hundred KB that would take libvips hundreds of MB.
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: "#808080" } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect((await post(bookingForm(new Blob([new Uint8Array(bomb)], { type: "image/jpeg" })))).status).toBe(200);
    expect(guarded.handed[0]!.get("reference_image_problem")).toBe("too_large");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><rect width="8000" height="8000"/></svg>';
    expect((await post(bookingForm(new Blob([svg], { type: "image/svg+xml" }), "a.svg"))).status).toBe(200);
    expect(guarded.handed[1]!.get("reference_image_problem")).toBe("unreadable");
    const crossSite = await fetch(`${guarded.base}/DateTime`, { method: "POST", body: bookingForm(new Blob([new Uint8Array(bomb)])), headers: { origin: "http://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(guarded.handed).toHaveLength(2);
    expect(await leftovers()).toEqual([]);
  }, 30_000);

  it("removes at start the photo files a stopped copy left, and no file of an upload in progress", async () => {
    const old = path.join(os.tmpdir(), "saaj-photo-left-by-a-stopped-copy");
    const fresh = path.join(os.tmpdir(), "saaj-photo-being-uploaded");
    const other = path.join(os.tmpdir(), "not-ours-photo");
    for (const f of [old, fresh, other]) await writeFile(f, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const f of [old, other]) await utimes(f, twoHoursAgo, twoHoursAgo);
    expect(await removeStalePhotos()).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect([existsSync(fresh), existsSync(other)]).toEqual([true, true]);
    for (const f of [fresh, other]) await rm(f, { force: true });
  });

  it("refuses a body over the hard limit unread, with a page that says how large a photo may be", async () => {
    guarded.handed.length = 0;
    // Declared, not sent: the answer comes before any of the body is read.
    const r = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${guarded.base}/DateTime`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(PHOTO_FORM_HARD_LIMIT + 1) } });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatch(/under 40 MB/);
    expect(guarded.handed).toEqual([]);
  });
});
