import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "./test-fixtures";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
});
afterAll(() => api.close());

const review = (token: string, json: Record<string, unknown>) => api.json("POST", "/api/reviews/", { token, json });
const reviewsOf = (userId: number) =>
  api.db.query<{ appointment_id: number; provider_id: number; user_name: string; rating: number; comment: string }>(
    "SELECT appointment_id, provider_id, user_name, rating, comment FROM reviews WHERE user_id = $1 ORDER BY review_id",
    [userId],
  );

describe("POST /api/reviews/", () => {
  it("saves a review of a completed booking, named after the user", async () => {
    const u = await api.createUser({ name: "Divya Pillai" });
    const id = await insertAppointment(api.db, { userId: u.userId, statusId: 5 });
    const { status, body } = await review(u.token, { rating: 4, comment: "  Lovely haircut  ", provider: FIXTURE.providerId, user: u.userId, appointment_id: id });
    expect(status).toBe(201);
    expect(body).toEqual({ status: "success", message: "Thank you for your review!" });
    expect(await reviewsOf(u.userId)).toEqual([{ appointment_id: id, provider_id: FIXTURE.providerId, user_name: "Divya Pillai", rating: 4, comment: "Lovely haircut" }]);
    // The provider's page marks it as written from a booking; a review with no booking is not.
    await api.db.query("INSERT INTO reviews (provider_id, user_name, rating, comment) VALUES ($1, 'Walk-in', 5, 'Seeded')", [FIXTURE.providerId]);
    const listed = (await api.json("GET", `/api/providers-reviews/${FIXTURE.providerId}/`)).body.data as { comment: string; verified_booking: boolean }[];
    expect(listed.find((r) => r.comment === "Lovely haircut")?.verified_booking).toBe(true);
    expect(listed.find((r) => r.comment === "Seeded")?.verified_booking).toBe(false);
  });

  it("without an appointment id picks the latest completed booking not yet reviewed, then refuses a duplicate", async () => {
    const u = await api.createUser({ name: "  " });
    const older = await insertAppointment(api.db, { userId: u.userId, statusId: 5, date: "2026-01-10" });
    const newer = await insertAppointment(api.db, { userId: u.userId, statusId: 5, date: "2026-03-10" });
    const json = { rating: 5, comment: "Great", provider: FIXTURE.providerId, user: u.userId };
    expect((await review(u.token, json)).status).toBe(201);
    expect((await review(u.token, json)).status).toBe(201);
    const rows = await reviewsOf(u.userId);
    expect(rows.map((r) => r.appointment_id)).toEqual([newer, older]);
    expect(rows[0]!.user_name).toBe("Saaj customer");
    const third = await review(u.token, json);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You have already reviewed this booking.");
  });

  it("refuses a second review of the same booking", async () => {
    const u = await api.createUser();
    const id = await insertAppointment(api.db, { userId: u.userId, statusId: 5 });
    const json = { rating: 3, comment: "Fine", provider: FIXTURE.providerId, user: u.userId, appointment_id: id };
    expect((await review(u.token, json)).status).toBe(201);
    const again = await review(u.token, { ...json, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already reviewed this booking.");
    expect(await reviewsOf(u.userId)).toHaveLength(1);
  });

  it("only after a completed booking with that provider", async () => {
    const u = await api.createUser();
    const scheduled = await insertAppointment(api.db, { userId: u.userId, statusId: 2 });
    const completedElsewhere = await insertAppointment(api.db, { userId: u.userId, statusId: 5, providerId: FIXTURE.otherProviderId });
    for (const json of [{ provider: FIXTURE.providerId, appointment_id: scheduled }, { provider: FIXTURE.providerId, appointment_id: completedElsewhere }, { provider: FIXTURE.providerId }]) {
      const { status, body } = await review(u.token, { rating: 5, comment: "Nice", user: u.userId, ...json });
      expect(status).toBe(403);
      expect(body.message).toBe("You can review a provider after a completed booking.");
    }
    expect(await reviewsOf(u.userId)).toEqual([]);
  });

  it("validates with the spec's messages [spec 2.5.comment-required 2.5.comment-500 2.5.rating-required 2.5.provider-missing] [spec 1.9.comment-500 2.9.comment-500 1.9.rating-1-5 1.9.star-max-5 2.9.rating-1-5]", async () => {
    const u = await api.createUser();
    const base = { rating: 4, comment: "Good", provider: FIXTURE.providerId, user: u.userId };
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: undefined }, "Rating is required"],
      [{ rating: 0 }, "Rating is required"],
      [{ rating: 6 }, "Rating is required"],
      [{ rating: 3.5 }, "Rating is required"],
      [{ comment: undefined }, "Comment is required"],
      [{ comment: "   " }, "Comment is required"],
      [{ comment: "x".repeat(501) }, "Comment must be under 500 characters"],
      [{ provider: undefined }, "Provider ID is missing."],
      [{ provider: "" }, "Provider ID is missing."],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await review(u.token, { ...base, ...change });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it("accepts a 500-character comment [spec 1.9.comment-500 2.9.comment-500]", async () => {
    const u = await api.createUser();
    await insertAppointment(api.db, { userId: u.userId, statusId: 5 });
    const { status } = await review(u.token, { rating: 2, comment: ` ${"y".repeat(500)} `, provider: FIXTURE.providerId, user: u.userId });
    expect(status).toBe(201);
  });

  it("needs a login and refuses another user's id or booking", async () => {
    const owner = await api.createUser();
    const id = await insertAppointment(api.db, { userId: owner.userId, statusId: 5 });
    const json = { rating: 5, comment: "Nice", provider: FIXTURE.providerId, user: owner.userId, appointment_id: id };
    expect((await api.json("POST", "/api/reviews/", { json })).status).toBe(401);
    const stranger = await api.createUser();
    expect((await review(stranger.token, json)).status).toBe(403);
    expect((await review(stranger.token, { ...json, user: stranger.userId })).status).toBe(403);
    expect(await reviewsOf(stranger.userId)).toEqual([]);
  });
});
