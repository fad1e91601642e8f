import { readdir } from "node:fs/promises";
import os from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedServer, type GuardedServer } from "./guarded-test-server";
import { PHOTO_MAX_EDGE_PX } from "../contract/booking";
import { REVIEW_PHOTO_FIELD, REVIEW_PHOTO_PROBLEM_FIELD } from "../contract/review";

/** My Profile's review form as a browser without JavaScript sends it, through the real guard (./guarded-test-server.ts). */
let guarded: GuardedServer;
beforeAll(async () => {
  guarded = await guardedServer();
});
afterAll(() => guarded.close());

const photo = async () =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#804060" } })
        .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" } })
        .jpeg()
        .toBuffer(),
    ),
  ]);

const reviewForm = async (photos: number) => {
  const form = new FormData();
  form.append("appointmentId", "7");
  form.append("rating", "5");
  form.append("comment", "Lovely");
  for (let i = 0; i < photos; i++) form.append(REVIEW_PHOTO_FIELD, await photo(), `IMG_${i}.jpg`);
  form.append("intent", "review");
  return form;
};
const post = (form: FormData) => fetch(`${guarded.base}/MyProfile`, { method: "POST", headers: { origin: guarded.base }, body: form });

describe("the review form's photos without JavaScript (server/photo-upload.ts)", () => {
  it("hands on up to 3 photos, each a small JPEG without its location, and the other fields", async () => {
    guarded.handed.length = 0;
    expect((await post(await reviewForm(3))).status).toBe(200);
    const form = guarded.handed[0]!;
    expect(form.get("comment")).toBe("Lovely");
    expect(form.get(REVIEW_PHOTO_PROBLEM_FIELD)).toBeNull();
    const photos = form.getAll(REVIEW_PHOTO_FIELD) as File[];
    expect(photos.map((p) => p.name)).toEqual(["IMG_0.jpg", "IMG_1.jpg", "IMG_2.jpg"]);
    for (const p of photos) {
      const meta = await sharp(Buffer.from(await p.arrayBuffer())).metadata();
      expect(meta.width).toBe(PHOTO_MAX_EDGE_PX);
      expect(meta.exif).toBeUndefined();
    }
    expect((await readdir(os.tmpdir())).filter((f) => f.startsWith("saaj-photo-"))).toEqual([]);
  }, 30_000);

  it("keeps 3 of 4 photos and says there were too many", async () => {
    guarded.handed.length = 0;
    expect((await post(await reviewForm(4))).status).toBe(200);
    expect(guarded.handed[0]!.getAll(REVIEW_PHOTO_FIELD)).toHaveLength(3);
    expect(guarded.handed[0]!.get(REVIEW_PHOTO_PROBLEM_FIELD)).toBe("too_many");
  }, 30_000);
});
