import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { insertAppointment, insertFixtureProvider, insertPayment } from "./test-fixtures";
import { isFreeCancellation } from "../../lib/cancellation-terms";

let api: TestApi;
let user: { userId: number; token: string };

// 22 Nov 2026, 9:30 AM in India is 04:00 UTC.
const SLOT = { date: "2026-11-22", time: "9:30 AM" };
const utc = (iso: string) => new Date(iso);

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
});
afterAll(() => api.close());

/** A paid (Schedule) booking at SLOT: total paid 1180 unless given. */
async function paidBooking(fields: Partial<Parameters<typeof insertAppointment>[1]> = {}, total = 1180) {
  const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, ...SLOT, ...fields });
  await insertPayment(api.db, id, fields.userId ?? user.userId, total);
  return id;
}
const cancel = (json: Record<string, unknown>, token = user.token) => api.json("POST", "/api/cancel-booking/", { token, json: { user_id: user.userId, reason: "Personal Reasons", ...json } });
const row = async (id: number) =>
  (
    await api.db.query<{ status_id: number; cancel_reason: string; cancelled_by: string; fee: number | null }>(
      "SELECT status_id, cancel_reason, cancelled_by, cancellation_fee::float8 AS fee FROM appointments WHERE appointment_id = $1",
      [id],
    )
  )[0]!;

describe("isFreeCancellation", () => {
  it("is free more than 3 hours before the India time of the slot [spec 1.9.free-cancellation]", () => {
    const slot = { ...SLOT, stylistAssigned: true };
    expect(isFreeCancellation(slot, utc("2026-11-22T00:59:59Z"))).toBe(true);
    expect(isFreeCancellation(slot, utc("2026-11-22T01:00:00Z"))).toBe(false);
    expect(isFreeCancellation(slot, utc("2026-11-22T05:00:00Z"))).toBe(false);
    expect(isFreeCancellation({ ...slot, time: "7:00 PM" }, utc("2026-11-22T10:29:00Z"))).toBe(true);
  });

  it("is free whenever no stylist is assigned [spec 1.9.free-cancellation]", () => {
    expect(isFreeCancellation({ ...SLOT, stylistAssigned: false }, utc("2026-11-22T03:59:00Z"))).toBe(true);
  });
});

describe("POST /api/cancel-booking/", () => {
  it("cancels free of charge more than 3 hours before [spec 2.9.free-cancel]", async () => {
    const id = await paidBooking();
    api.setNow(utc("2026-11-21T12:00:00Z"));
    const { status, body } = await cancel({ appointment_id: id, reason: "Scheduling Conflict" });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days." });
    expect(await row(id)).toEqual({ status_id: 4, cancel_reason: "Scheduling Conflict", cancelled_by: "user", fee: 0 });
  });

  it("charges 10% of the amount paid within 3 hours [spec 1.9.free-cancellation 2.9.otherwise-fee]", async () => {
    const id = await paidBooking();
    api.setNow(utc("2026-11-22T02:00:00Z")); // 7:30 AM in India, 2 hours before
    const { status, body } = await cancel({ appointment_id: id });
    expect(status).toBe(200);
    expect(body.message).toBe("Your booking has been cancelled. A cancellation fee of ₹118 applies; the rest will be refunded within 14 days.");
    expect((await row(id)).fee).toBe(118);
  });

  it("caps the fee at 250 rupees and can cancel a booking in progress", async () => {
    const id = await paidBooking({ statusId: 3 }, 5900);
    api.setNow(utc("2026-11-22T04:10:00Z"));
    const { body } = await cancel({ appointment_id: id, reason: "Emergency" });
    expect(body.message).toBe("Your booking has been cancelled. A cancellation fee of ₹250 applies; the rest will be refunded within 14 days.");
    expect(await row(id)).toMatchObject({ status_id: 4, fee: 250 });
  });

  it("is free late when no stylist is assigned [spec 2.9.free-cancel]", async () => {
    const id = await paidBooking({ stylist: false });
    api.setNow(utc("2026-11-22T03:00:00Z"));
    expect((await cancel({ appointment_id: id })).body.message).toBe("Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.");
  });

  it("promises no refund, and charges no fee, when nothing was paid yet (to pay at the venue)", async () => {
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, ...SLOT });
    await insertPayment(api.db, id, user.userId, 1180, null, false);
    api.setNow(utc("2026-11-22T02:00:00Z")); // 2 hours before
    const { body } = await cancel({ appointment_id: id });
    expect(body.message).toBe("Your booking has been cancelled. It was free of charge.");
    expect((await row(id)).fee).toBe(0);
  });

  it("is applied once: cancelling again is refused and changes nothing", async () => {
    const id = await paidBooking();
    api.setNow(utc("2026-11-22T02:00:00Z"));
    expect((await cancel({ appointment_id: id })).status).toBe(200);
    const again = await cancel({ appointment_id: id, reason: "Other" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This booking is already cancelled.");
    expect(await row(id)).toMatchObject({ cancel_reason: "Personal Reasons", fee: 118 });
  });

  it("refuses completed and cancelled bookings with 409; an unpaid one is cancelled free", async () => {
    const done = await insertAppointment(api.db, { userId: user.userId, statusId: 5, ...SLOT });
    const refused = await cancel({ appointment_id: done });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: "This booking is completed and can no longer be cancelled.", state: "completed" });
    expect((await row(done)).status_id).toBe(5);
    const byProvider = await insertAppointment(api.db, { userId: user.userId, statusId: 4, ...SLOT });
    await api.db.query("UPDATE appointments SET cancelled_by = 'provider' WHERE appointment_id = $1", [byProvider]);
    const again = await cancel({ appointment_id: byProvider });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This booking is already cancelled.");
    expect((await row(byProvider)).cancelled_by).toBe("provider");
    const unpaid = await insertAppointment(api.db, { userId: user.userId, ...SLOT });
    const free = await cancel({ appointment_id: unpaid });
    expect(free.status).toBe(200);
    expect(free.body.message).toBe("Your booking has been cancelled. It was free of charge.");
  });

  it("requires a reason from the list", async () => {
    const id = await paidBooking();
    for (const reason of [undefined, "", "   "]) {
      const { status, body } = await cancel({ appointment_id: id, reason });
      expect(status).toBe(400);
      expect(body.error).toBe("Reason is required");
    }
    const odd = await cancel({ appointment_id: id, reason: "Changed my mind" });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe("Please choose a reason from the list.");
    expect((await row(id)).status_id).toBe(2);
  });

  it("needs a login and refuses another user's booking or id", async () => {
    const id = await paidBooking();
    expect((await api.json("POST", "/api/cancel-booking/", { json: { appointment_id: id, reason: "Other" } })).status).toBe(401);
    const stranger = await api.createUser();
    const withMyId = await cancel({ appointment_id: id }, stranger.token);
    expect(withMyId.status).toBe(403);
    const withOwnId = await api.json("POST", "/api/cancel-booking/", {
      token: stranger.token,
      json: { user_id: stranger.userId, appointment_id: id, reason: "Other" },
    });
    expect(withOwnId.status).toBe(403);
    expect((await row(id)).status_id).toBe(2);
  });
});

describe("the cancellation terms the API states", () => {
  it("says free until 3 hours before, then the fee it charges, the same in My Bookings, the details and the cancel itself", async () => {
    const id = await paidBooking({}, 1180);
    const terms = async () => {
      const listed = (await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } })).body.data.find((b: { id: number }) => b.id === id);
      const details = (await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token })).body;
      expect(details.free_cancel_until).toBe(listed.free_cancel_until);
      expect(details.cancel_fee_now).toBe(listed.cancel_fee_now);
      return { until: details.free_cancel_until, now: details.cancel_fee_now, oncePaid: details.cancel_fee_once_paid };
    };
    api.setNow(utc("2026-11-22T00:59:59Z"));
    expect(await terms()).toEqual({ until: "2026-11-22T01:00:00.000Z", now: 0, oncePaid: 118 });
    api.setNow(utc("2026-11-22T01:00:00Z"));
    expect(await terms()).toEqual({ until: "2026-11-22T01:00:00.000Z", now: 118, oncePaid: 118 });
    expect((await cancel({ appointment_id: id })).status).toBe(200);
    expect((await row(id)).fee).toBe(118);
    // Once cancelled there are no terms left to state.
    expect(await terms()).toMatchObject({ until: null, now: null });
  });
});
