import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "./test-fixtures";
import { REVIEW_EDIT_MS, REVIEW_PHOTO_MAX_EDGE_PX } from "../../../contract/review";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
});
afterAll(() => api.close());

/** A camera photo: 3000 x 2000, with the camera's make and its location in EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#a04070" } })
    .withExif({ IFD0: { Make: "PhonePhone", Model: "Camera 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" } })
    .jpeg()
    .toBuffer();

const formOf = (fields: Record<string, string | number>, photos: (Buffer | string)[] = []) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const p of photos) form.append("photos", new File([typeof p === "string" ? p : new Uint8Array(p)], "photo.jpg", { type: "image/jpeg" }));
  return form;
};

const completedBooking = async () => {
  const u = await api.createUser({ name: "Meera Nair" });
  const id = await insertAppointment(api.db, { userId: u.userId, statusId: 5 });
  return { u, id, base: { rating: 4, comment: "Neat work", provider: FIXTURE.providerId, appointment_id: id } };
};
const listed = async () =>
  (await api.json("GET", `/api/providers-reviews/${FIXTURE.providerId}/`)).body as {
    reviews: { comment: string; rating: number; skill: number | null; hygiene: number | null; photos: string[]; updated_at: string | null }[];
    sub_ratings: { name: string; average: number | null; count: number }[];
  };

describe("a review's sub-ratings", () => {
  it("are optional, stored and averaged on the provider's reviews", async () => {
    const a = await completedBooking();
    expect((await api.json("POST", "/api/reviews/", { token: a.u.token, json: { ...a.base, comment: "Sub one", skill: 5, hygiene: 4, punctuality: null } })).status).toBe(201);
    const b = await completedBooking();
    expect((await api.json("POST", "/api/reviews/", { token: b.u.token, form: formOf({ ...b.base, comment: "Sub two", skill: "3", hygiene: "", behaviour: "2" }) })).status).toBe(201);
    const { reviews, sub_ratings } = await listed();
    expect(reviews.find((r) => r.comment === "Sub one")).toMatchObject({ skill: 5, hygiene: 4, photos: [] });
    expect(reviews.find((r) => r.comment === "Sub two")).toMatchObject({ skill: 3, hygiene: null });
    expect(sub_ratings).toEqual([
      { name: "skill", average: 4, count: 2 },
      { name: "hygiene", average: 4, count: 1 },
      { name: "punctuality", average: null, count: 0 },
      { name: "behaviour", average: 2, count: 1 },
    ]);
  });

  it("are each a whole number from 1 to 5, in JSON and in a form", async () => {
    const { u, base } = await completedBooking();
    for (const bad of [0, 6, 2.5, "x", true]) {
      const { status, body } = await api.json("POST", "/api/reviews/", { token: u.token, json: { ...base, punctuality: bad } });
      expect(status, String(bad)).toBe(400);
      expect(body.message).toBe("Each detail rating is a whole number from 1 to 5.");
    }
    expect((await api.json("POST", "/api/reviews/", { token: u.token, form: formOf({ ...base, skill: "9" }) })).status).toBe(400);
    expect((await api.json("POST", "/api/reviews/", { token: u.token, form: formOf({ ...base, rating: "" }) })).body.message).toBe("Rating is required");
  });
});

describe("a review's photos", () => {
  it("are sized on the server and stripped of the camera's location, served as JPEG", async () => {
    const { u, base } = await completedBooking();
    const { status } = await api.json("POST", "/api/reviews/", { token: u.token, form: formOf({ ...base, comment: "With photo" }, [await cameraPhoto()]) });
    expect(status).toBe(201);
    const [path] = (await listed()).reviews.find((r) => r.comment === "With photo")!.photos;
    expect(path).toMatch(/^\/api\/review-photos\/\d+\/$/);
    const res = await api.request("GET", path!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([REVIEW_PHOTO_MAX_EDGE_PX, Math.round((REVIEW_PHOTO_MAX_EDGE_PX * 2) / 3)]);
    expect(meta.exif).toBeUndefined();
    expect((await api.request("GET", "/api/review-photos/999999/")).status).toBe(404);
  });

  it("are at most 3, and only pictures; nothing is saved when refused", async () => {
    const { u, base } = await completedBooking();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const four = await api.json("POST", "/api/reviews/", { token: u.token, form: formOf(base, [photo, photo, photo, photo]) });
    expect(four.status).toBe(400);
    expect(four.body.message).toBe("You can add up to 3 photos.");
    const notPicture = await api.json("POST", "/api/reviews/", { token: u.token, form: formOf(base, ["<svg xmlns='http://www.w3.org/2000/svg'/>"]) });
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.code).toBe("image_type");
    expect((await api.json("POST", "/api/reviews/", { token: u.token, json: { ...base, photos: ["x"] } })).status).toBe(400);
    expect((await api.db.query("SELECT 1 FROM reviews WHERE user_id = $1", [u.userId])).length).toBe(0);
    expect((await api.json("POST", "/api/reviews/", { token: u.token, form: formOf({ ...base, comment: "Three" }, [photo, photo, photo]) })).status).toBe(201);
    expect((await listed()).reviews.find((r) => r.comment === "Three")!.photos).toHaveLength(3);
  });
});

describe("editing a review", () => {
  it("changes it for 30 days, keeps one review per booking, and keeps photos unless new ones are sent", async () => {
    const { u, id, base } = await completedBooking();
    const photo = await cameraPhoto();
    expect((await api.json("POST", "/api/reviews/", { token: u.token, form: formOf({ ...base, comment: "First try" }, [photo, photo]) })).status).toBe(201);
    const writtenAt = (ago: number) => api.db.query("UPDATE reviews SET created_at = $1 WHERE appointment_id = $2", [new Date(api.deps.now().getTime() - ago), id]);
    await writtenAt(REVIEW_EDIT_MS - 60_000);
    const edited = await api.json("PUT", "/api/reviews/", { token: u.token, json: { ...base, rating: 2, comment: "Second thoughts", hygiene: 1 } });
    expect(edited).toEqual({ status: 200, body: { status: "success", message: "Your review has been updated." } });
    const rows = await api.db.query<{ rating: number; comment: string; hygiene: number }>("SELECT rating, comment, hygiene FROM reviews WHERE appointment_id = $1", [id]);
    expect(rows).toEqual([{ rating: 2, comment: "Second thoughts", hygiene: 1 }]);
    const shown = (await listed()).reviews.find((r) => r.comment === "Second thoughts")!;
    expect(shown.photos).toHaveLength(2);
    expect(shown.updated_at).not.toBeNull();
    expect((await api.json("PUT", "/api/reviews/", { token: u.token, form: formOf({ ...base, comment: "One photo now" }, [photo]) })).status).toBe(200);
    expect((await listed()).reviews.find((r) => r.comment === "One photo now")!.photos).toHaveLength(1);
    // Writing again is still refused: the edit is the way to change it.
    expect((await api.json("POST", "/api/reviews/", { token: u.token, json: base })).status).toBe(409);
    // My Bookings says until when.
    const mine = (await api.json("GET", "/api/user-bookings/", { token: u.token, query: { user_id: u.userId } })).body.data.find((b: { appointment_id: number }) => b.appointment_id === id);
    expect(mine.review).toMatchObject({ rating: 4, comment: "One photo now", photos: [expect.stringMatching(/^\/api\/review-photos\//)] });
    await writtenAt(REVIEW_EDIT_MS + 60_000);
    const late = await api.json("PUT", "/api/reviews/", { token: u.token, json: { ...base, comment: "Too late" } });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe("A review can be edited for 30 days after it was written. This one can no longer be changed.");
    expect((await api.db.query("SELECT comment FROM reviews WHERE appointment_id = $1", [id]))[0]).toEqual({ comment: "One photo now" });
  });

  it("only the customer's own review of the booking named", async () => {
    const { u, id, base } = await completedBooking();
    expect((await api.json("PUT", "/api/reviews/", { token: u.token, json: base })).body.code).toBe("review_not_found");
    expect((await api.json("POST", "/api/reviews/", { token: u.token, json: base })).status).toBe(201);
    const stranger = await api.createUser();
    expect((await api.json("PUT", "/api/reviews/", { token: stranger.token, json: base })).status).toBe(403);
    const { appointment_id: _id, ...unnamed } = base;
    expect((await api.json("PUT", "/api/reviews/", { token: u.token, json: unnamed })).body.message).toBe("Appointment ID is missing.");
    expect((await api.json("PUT", "/api/reviews/", { token: u.token })).body.message).toBe("Provider ID is missing.");
    expect(await api.db.query("SELECT comment FROM reviews WHERE appointment_id = $1", [id])).toEqual([{ comment: "Neat work" }]);
  });
});
