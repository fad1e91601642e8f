import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "../bookings/test-fixtures";
import { sha256 } from "../../lib/crypto";
import { sendPendingRefunds } from "../../lib/refunds";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  await api.db.query("UPDATE providers SET api_key_hash = $1 WHERE provider_id = $2", [sha256(api.providerKey(FIXTURE.providerId)), FIXTURE.providerId]);
  // Haircut and Hair Spa are the catalogue's (1 and 6); the fixture's Manicure is the provider's own.
  await api.db.query("UPDATE offerings SET service_id = CASE offering_id WHEN $1 THEN 1 WHEN $2 THEN 6 END WHERE offering_id IN ($1, $2)", [FIXTURE.offerings[0], FIXTURE.offerings[1]]);
});
afterAll(() => api.close());

/** A scheduled booking of three services paid ₹1,180 by UPI. */
async function paidByUpi(userId: number) {
  const items = FIXTURE.offerings.map((o, i): [number, number, number] => [o, 1, [400, 300, 300][i]!]);
  const id = await insertAppointment(api.db, { userId, statusId: 2, date: "2026-12-20", time: "4:30 PM", items });
  await api.db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, method, paid_at) VALUES ($1, $2, 1000, 0, 90, 90, 1180, 'upi', now())", [id, userId]);
  return id;
}
const providerCancels = (id: number) =>
  api.json("POST", "/provider-api/cancel-appointment/", { providerKey: api.providerKey(FIXTURE.providerId), json: { appointment_id: id, cancellation_message: "Our stylist is unwell." } });
const refundsOf = (id: number) =>
  api.db.query<{ amount: number; refunded: boolean; reference: string | null }>(
    "SELECT amount::float8 AS amount, refunded_at IS NOT NULL AS refunded, gateway_reference AS reference FROM refunds WHERE appointment_id = $1",
    [id],
  );
const couponsOf = (userId: number) => api.db.query<{ coupon_code: string; value: number }>("SELECT coupon_code, value::float8 AS value FROM coupons WHERE for_user_id = $1", [userId]);
const messagesOf = (phone: string) => api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'provider-cancelled'", [phone]);

describe("when the provider cancels an accepted booking", () => {
  it("refunds what was paid by UPI in full through the gateway, gives an apology coupon for that customer only, and says both", async () => {
    api.setNow(new Date("2026-12-19T06:00:00Z"));
    const user = await api.createUser();
    const id = await paidByUpi(user.userId);
    expect((await providerCancels(id)).status).toBe(200);
    expect(await refundsOf(id)).toEqual([{ amount: 1180, refunded: true, reference: `demo-refund-${id}` }]);
    // The booking's page shows it (its link, from the message).
    const [message] = await messagesOf(user.phone);
    const token = /\/Booking\/(\S+)$/.exec(message!.body)![1]!;
    const page = await api.json("GET", `/api/booking-link/${token}/`, { client: "10.79.0.1" });
    expect((page.body as { data: { refund: unknown; state: string } }).data).toMatchObject({ state: "cancelled", refund: { amount: 1180, refunded_at: expect.any(String) } });
    // And My Bookings.
    const listed = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
    expect((listed.body as { data: { id: number; refund: unknown }[] }).data.find((b) => b.id === id)?.refund).toEqual({ amount: 1180, refunded_at: expect.any(String) });
    const [coupon] = await couponsOf(user.userId);
    expect(coupon).toMatchObject({ value: 200 });
    expect(message!.body).toContain(`Our stylist is unwell. ₹1,180 is refunded to your UPI account. We are sorry: here is ₹200 off your next booking, code ${coupon!.coupon_code}.`);
    // The rebooking search: the same kind of provider, city and day, offering every catalogue service booked.
    expect(message!.body).toContain("Book the same services elsewhere: https://saaj.test/SearchResults?type=1&location=Kochi&service_ids=1%2C6&date=2026-12-20 See your booking:");

    // The coupon is this customer's: another one is told there is no such coupon.
    const mine = await api.json("POST", "/api/verify_coupon/", { token: user.token, json: { coupon_code: coupon!.coupon_code } });
    expect(mine.status).toBe(200);
    const stranger = await api.createUser();
    const theirs = await api.json("POST", "/api/verify_coupon/", { token: stranger.token, json: { coupon_code: coupon!.coupon_code } });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({ code: "invalid_coupon" });
  });

  it("refunds and apologises once when the provider's cancel arrives several times at once", async () => {
    const user = await api.createUser();
    const id = await paidByUpi(user.userId);
    const answers = await Promise.all([providerCancels(id), providerCancels(id), providerCancels(id), providerCancels(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await couponsOf(user.userId)).toHaveLength(1);
    expect(await messagesOf(user.phone)).toHaveLength(1);
  });

  it("owes nothing for a request it never accepted", async () => {
    api.setNow(new Date()); // the request was made now: it is still open
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 0, otpVerified: false, date: "2026-12-20", time: "5:30 PM" });
    expect((await providerCancels(id)).status).toBe(200);
    expect(await refundsOf(id)).toEqual([]);
    expect(await couponsOf(user.userId)).toEqual([]);
    expect((await messagesOf(user.phone))[0]!.body).not.toContain("refunded");
  });

  it("keeps a refund the gateway could not take, and sends it on a later run", async () => {
    const user = await api.createUser();
    const id = await paidByUpi(user.userId);
    const demo = api.deps.config.demoMode;
    api.deps.config.demoMode = false; // no gateway takes refunds: it waits
    try {
      expect((await providerCancels(id)).status).toBe(200);
      expect(await refundsOf(id)).toEqual([{ amount: 1180, refunded: false, reference: null }]);
    } finally {
      api.deps.config.demoMode = demo;
    }
    await sendPendingRefunds(api.deps);
    expect(await refundsOf(id)).toEqual([{ amount: 1180, refunded: true, reference: `demo-refund-${id}` }]);
  });
});
