import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api, salon, setupLifecycle } from "../appointments/lifecycle.test-helper";
import { PROVIDER_PHOTO_MAX_EDGE_PX, PROVIDER_PHOTOS_MAX } from "../../../contract/partner";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { MAX_IMAGE_BYTES } from "../../lib/image";

setupLifecycle();

/** A camera photo: 3000 x 2000, with the camera's make and its location in EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#a04070" } })
    .withExif({ IFD0: { Make: "PhonePhone", Model: "Camera 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" } })
    .jpeg()
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();

const photoForm = (bytes?: Buffer | string, name = "salon.jpg") => {
  const form = new FormData();
  if (bytes !== undefined) form.append("photo", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  return form;
};
const upload = (token: string, bytes?: Buffer | string) => api.json("POST", "/partner-api/photos/", { token, form: photoForm(bytes) });
const gallery = async (token: string) => (await api.json("GET", "/partner-api/photos/", { token })).body as { data: { photo_id: number; image: string; uploaded: boolean }[]; max: number };
const countOf = async (providerId: number) => Number((await api.db.query<{ n: string }>("SELECT count(*) AS n FROM photos WHERE provider_id = $1", [providerId]))[0]!.n);
const customerPhotos = async (providerId: number, branchId: number) =>
  (await api.json("GET", "/api/bookservice/", { query: { provider_id: providerId, branch_id: branchId } })).body.photos as { photo_id: number; image: string }[];
/** Leaves the provider's gallery with `n` photos given by address (as the demo's seeded ones). */
const galleryWith = async (providerId: number, n: number) => {
  await api.db.query("DELETE FROM photos WHERE provider_id = $1", [providerId]);
  for (let i = 0; i < n; i++) await api.db.query("INSERT INTO photos (provider_id, image) VALUES ($1, $2)", [providerId, `/images/demo/photo-${(i % 9) + 1}.svg`]);
};

describe("the provider's gallery", () => {
  it("takes the owner's photo resized, without its EXIF location, served as JPEG to everyone and shown on the customer's provider page", async () => {
    await galleryWith(salon.providerId, 2);
    const owner = await api.createMember({ providerId: salon.providerId });
    const added = await upload(owner.token, await cameraPhoto());
    expect(added).toMatchObject({ status: 201, body: { message: "Photo added. Customers see it now.", photo: { uploaded: true, image: expect.stringMatching(/^\/api\/provider-photos\/\d+\/$/) } } });
    const { image, photo_id } = added.body.photo;

    const res = await api.request("GET", image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", PROVIDER_PHOTO_MAX_EDGE_PX, Math.round((PROVIDER_PHOTO_MAX_EDGE_PX * 2) / 3)]);
    expect(meta.exif).toBeUndefined();

    // The console lists it after the photos given by address; the customer's page shows it in the same order.
    const listed = await gallery(owner.token);
    expect(listed.max).toBe(PROVIDER_PHOTOS_MAX);
    expect(listed.data.map((p) => p.uploaded)).toEqual([false, false, true]);
    expect(listed.data.at(-1)).toMatchObject({ photo_id, image });
    expect((await customerPhotos(salon.providerId, salon.branchId)).map((p) => p.image)).toEqual(listed.data.map((p) => p.image));

    // Staff see the gallery.
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    expect((await gallery(staff.token)).data).toHaveLength(3);
    expect((await api.request("GET", "/api/provider-photos/999999/")).status).toBe(404);
  });

  it("refuses what is not a picture, a file over 5 MB, an empty form, and staff; nothing is added", async () => {
    await galleryWith(salon.providerId, 0);
    const owner = await api.createMember({ providerId: salon.providerId });
    const svg = await upload(owner.token, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(svg).toMatchObject({ status: 400, body: { code: "image_type", errors: { photo: [ERROR_MESSAGES.image_type] } } });
    expect((await upload(owner.token, "%PDF-1.4 not a photo")).body.code).toBe("image_type");
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await upload(owner.token, big)).toMatchObject({ status: 400, body: { code: "image_too_large", errors: { photo: [ERROR_MESSAGES.image_too_large] } } });
    expect((await upload(owner.token)).body.code).toBe("photo_required");
    expect((await api.json("POST", "/partner-api/photos/", { token: owner.token, form: photoForm("", "") })).body.code).toBe("photo_required");
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    expect(await upload(staff.token, await smallPng())).toMatchObject({ status: 403, body: { code: "owner_only" } });
    expect((await upload("nonsense", await smallPng())).status).toBe(401);
    expect(await countOf(salon.providerId)).toBe(0);
  });

  it(`holds at most ${PROVIDER_PHOTOS_MAX} photos, also when uploads come at once`, async () => {
    expect(ERROR_MESSAGES.provider_photos_full).toContain(String(PROVIDER_PHOTOS_MAX));
    await galleryWith(salon.providerId, PROVIDER_PHOTOS_MAX - 2);
    const owner = await api.createMember({ providerId: salon.providerId });
    const png = await smallPng();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(owner.token, png)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toMatchObject({ code: "provider_photos_full", errors: { photo: [ERROR_MESSAGES.provider_photos_full] } });
    expect(await countOf(salon.providerId)).toBe(PROVIDER_PHOTOS_MAX);
    // Removing one makes room for one.
    const [first] = (await gallery(owner.token)).data;
    expect((await api.json("POST", `/partner-api/photos/${first!.photo_id}/remove/`, { token: owner.token })).status).toBe(200);
    expect((await upload(owner.token, png)).status).toBe(201);
    expect((await upload(owner.token, png)).body.code).toBe("provider_photos_full");
  });

  it("removes the owner's own photo only: another provider's is refused, staff are refused, and a removed photo is no longer served", async () => {
    await galleryWith(salon.providerId, 1);
    const owner = await api.createMember({ providerId: salon.providerId });
    const added = (await upload(owner.token, await smallPng())).body.photo as { photo_id: number; image: string };
    const other = await api.createMember({ providerId: salon.providerId + 1 });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const remove = (token: string, id: number | string) => api.json("POST", `/partner-api/photos/${id}/remove/`, { token });

    expect(await remove(other.token, added.photo_id)).toMatchObject({ status: 404, body: { code: "photo_missing" } });
    expect(await remove(staff.token, added.photo_id)).toMatchObject({ status: 403, body: { code: "owner_only" } });
    expect((await remove(owner.token, "x")).status).toBe(400);
    expect(await countOf(salon.providerId)).toBe(2);

    expect(await remove(owner.token, added.photo_id)).toMatchObject({ status: 200, body: { message: "Photo removed." } });
    expect((await api.request("GET", added.image)).status).toBe(404);
    expect((await customerPhotos(salon.providerId, salon.branchId)).map((p) => p.photo_id)).not.toContain(added.photo_id);
    expect(await remove(owner.token, added.photo_id)).toMatchObject({ status: 404, body: { code: "photo_missing" } });
    // A photo given by address is removed the same way.
    const [given] = (await gallery(owner.token)).data;
    expect((await remove(owner.token, given!.photo_id)).status).toBe(200);
    expect(await countOf(salon.providerId)).toBe(0);
  });
});
