import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedServer, type GuardedServer } from "./guarded-test-server";
import { PHOTO_MAX_EDGE_PX } from "../contract/booking";
import { PROVIDER_PHOTO_FIELD, PROVIDER_PHOTO_PROBLEM_FIELD } from "../contract/partner";

/** The console's photo form (/Partner/Photos) as a browser without JavaScript sends it, through the real guard (./guarded-test-server.ts). */
let guarded: GuardedServer;
beforeAll(async () => {
  guarded = await guardedServer();
});
afterAll(() => guarded.close());

const post = (photo: Blob, name: string) => {
  const form = new FormData();
  form.append("intent", "add");
  form.append(PROVIDER_PHOTO_FIELD, photo, name);
  return fetch(`${guarded.base}/Partner/Photos`, { method: "POST", headers: { origin: guarded.base }, body: form });
};

describe("the console's photo form without JavaScript (server/photo-upload.ts)", () => {
  it("hands on the photo as a small JPEG without its location", async () => {
    guarded.handed.length = 0;
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#804060" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await post(new Blob([new Uint8Array(camera)]), "IMG_1.jpg")).status).toBe(200);
    const form = guarded.handed[0]!;
    expect(form.get("intent")).toBe("add");
    expect(form.get(PROVIDER_PHOTO_PROBLEM_FIELD)).toBeNull();
    const meta = await sharp(Buffer.from(await (form.get(PROVIDER_PHOTO_FIELD) as File).arrayBuffer())).metadata();
    expect(meta.width).toBe(PHOTO_MAX_EDGE_PX);
    expect(meta.exif).toBeUndefined();
  }, 30_000);

  it("drops a file that is not a picture and says why", async () => {
    guarded.handed.length = 0;
    expect((await post(new Blob(["not a photo"]), "notes.jpg")).status).toBe(200);
    expect(guarded.handed[0]!.get(PROVIDER_PHOTO_FIELD)).toBeNull();
    expect(guarded.handed[0]!.get(PROVIDER_PHOTO_PROBLEM_FIELD)).toBe("unreadable");
  });
});
