import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider, insertPayment } from "./test-fixtures";

let api: TestApi;
let user: { userId: number; token: string };
const ids = {} as Record<"pending" | "paid" | "lateSameDay" | "cancelled" | "providerCancelled", number>;

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
  const db = api.db;
  ids.pending = await insertAppointment(db, { userId: user.userId, statusId: 0, date: "2026-11-20", time: "10:00 AM", otpVerified: false, stylist: false });
  ids.paid = await insertAppointment(db, {
    userId: user.userId,
    statusId: 2,
    date: "2026-11-22",
    time: "9:30 AM",
    items: [
      [FIXTURE.offerings[0]!, 1, 1000],
      [FIXTURE.offerings[1]!, 2, 250],
    ],
  });
  await db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, coupon_code, paid_at) VALUES ($1, $2, 1500, 100, 135, 135, 1670, NULL, now())", [
    ids.paid,
    user.userId,
  ]);
  ids.lateSameDay = await insertAppointment(db, { userId: user.userId, statusId: 5, date: "2026-11-22", time: "12:00 PM" });
  await insertPayment(db, ids.lateSameDay, user.userId, 1180);
  ids.cancelled = await insertAppointment(db, { userId: user.userId, statusId: 4, date: "2026-10-01", time: "5:00 PM" });
  await db.query("UPDATE appointments SET cancel_reason = 'Emergency' WHERE appointment_id = $1", [ids.cancelled]);
  ids.providerCancelled = await insertAppointment(db, { userId: user.userId, statusId: 4, date: "2026-09-01", time: "5:00 PM" });
  await db.query("UPDATE appointments SET cancellation_message = 'Stylist unavailable' WHERE appointment_id = $1", [ids.providerCancelled]);
  await db.query("INSERT INTO reviews (provider_id, user_id, user_name, appointment_id, rating, comment) VALUES ($1, $2, 'T', $3, 5, 'Great')", [FIXTURE.providerId, user.userId, ids.lateSameDay]);
  const stranger = await api.createUser();
  await insertAppointment(db, { userId: stranger.userId, statusId: 2 });
});
afterAll(() => api.close());

const list = (query: Record<string, string | number | undefined>, token = user.token) => api.json("GET", "/api/user-bookings/", { token, query });

describe("GET /api/user-bookings/", () => {
  it("lists the user's bookings, latest appointment first, in the spec's shape", async () => {
    const { status, body } = await list({ user_id: user.userId });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.data.map((b: { id: number }) => b.id)).toEqual([ids.lateSameDay, ids.paid, ids.pending, ids.cancelled, ids.providerCancelled]);
    expect(body.data[1]).toEqual({
      id: ids.paid,
      appointment_id: ids.paid,
      formatted_date: "22 Nov 2026",
      formatted_time: "9:30 AM",
      branch_name: "Glow Fixture Studio Kadavanthra",
      services: ["Haircut", "Hair Spa"],
      stylist_name: "Anjali Nair",
      payment_amount: 1670,
      status_name: "Schedule",
      reason: null,
      provider_id: FIXTURE.providerId,
      branch_id: FIXTURE.branchId,
      reviewed: false,
      refund: null,
      state: "scheduled",
      end_reason: null,
      expires_in: 0,
      // Free until 6:30 AM in India that day (3 hours before 9:30 AM); that has passed: 10% of ₹1,670.
      free_cancel_until: "2026-11-22T01:00:00.000Z",
      cancel_fee_now: 167,
      payment_state: "paid_venue",
    });
  });

  it("names statuses, shows reasons, the computed total when unpaid, and whether it was reviewed", async () => {
    const { body } = await list({ user_id: user.userId });
    const byId = Object.fromEntries(body.data.map((b: { id: number }) => [b.id, b]));
    expect(byId[ids.pending]).toMatchObject({ status_name: "Pending", stylist_name: "Not assigned", payment_amount: 1180, formatted_time: "10:00 AM" });
    expect(byId[ids.lateSameDay]).toMatchObject({ status_name: "Completed", reviewed: true, formatted_time: "12:00 PM" });
    expect(byId[ids.cancelled]).toMatchObject({ status_name: "Cancelled", reason: "Emergency", formatted_date: "01 Oct 2026", free_cancel_until: null, cancel_fee_now: null });
    expect(byId[ids.providerCancelled]).toMatchObject({ status_name: "Cancelled", reason: "Stylist unavailable" });
  });

  it("is empty for a user without bookings", async () => {
    const fresh = await api.createUser();
    expect((await list({ user_id: fresh.userId }, fresh.token)).body).toEqual({ status: "success", data: [] });
  });

  it("needs the user id", async () => {
    for (const user_id of [undefined, "", "abc"]) {
      const { status, body } = await list({ user_id });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "User ID is required" });
    }
  });

  it("needs a login and refuses another user's id", async () => {
    expect((await api.json("GET", "/api/user-bookings/", { query: { user_id: user.userId } })).status).toBe(401);
    const stranger = await api.createUser();
    const { status, body } = await list({ user_id: user.userId }, stranger.token);
    expect(status).toBe(403);
    expect(body.status).toBe("failure");
  });
});
