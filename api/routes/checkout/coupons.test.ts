import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertCoupon, insertFixtureProvider, insertPayment } from "../bookings/test-fixtures";

let api: TestApi;
let user: { userId: number; token: string };
let appointmentId: number; // subtotal 1000 + 2 x 250 = 1500

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
  appointmentId = await insertAppointment(api.db, {
    userId: user.userId,
    items: [
      [FIXTURE.offerings[0]!, 1, 1000],
      [FIXTURE.offerings[1]!, 2, 250],
    ],
  });
  const day = 24 * 3600 * 1000;
  await insertCoupon(api.db, { code: "FLAT200", kind: "flat", value: 200 });
  await insertCoupon(api.db, { code: "PCT10", kind: "percent", value: 10 });
  await insertCoupon(api.db, { code: "PCT20CAP", kind: "percent", value: 20, max_discount: 250 });
  await insertCoupon(api.db, { code: "BIGORDER", kind: "flat", value: 500, min_order: 2000 });
  await insertCoupon(api.db, { code: "OLDDEAL", kind: "flat", value: 100, expires_at: new Date(Date.now() - day) });
  await insertCoupon(api.db, { code: "SOONGONE", kind: "flat", value: 100, expires_at: new Date(Date.now() + day) });
  await insertCoupon(api.db, { code: "PAUSED", kind: "flat", value: 100, active: false });
  await insertCoupon(api.db, { code: "ONCEONLY", kind: "flat", value: 50 });
  await insertCoupon(api.db, { code: "TWICE", kind: "flat", value: 50, uses_per_user: 2 });
});
afterAll(() => api.close());

const verify = (json: unknown, token = user.token) => api.json("POST", "/api/verify_coupon/", { token, json });

describe("POST /api/verify_coupon/", () => {
  it("gives a flat coupon's amount", async () => {
    const { status, body } = await verify({ coupon_code: "FLAT200", appointment_id: appointmentId });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", data: { coupon_code: "FLAT200", discount_value: 200, description: "FLAT200 offer" } });
  });

  it("computes a percent coupon on the appointment's subtotal, with its cap", async () => {
    expect((await verify({ coupon_code: "PCT10", appointment_id: appointmentId })).body.data.discount_value).toBe(150);
    expect((await verify({ coupon_code: "PCT20CAP", appointment_id: appointmentId })).body.data.discount_value).toBe(250);
  });

  it("matches codes case-insensitively", async () => {
    const { status, body } = await verify({ coupon_code: " flat200 ", appointment_id: appointmentId });
    expect(status).toBe(200);
    expect(body.data.coupon_code).toBe("FLAT200");
  });

  it("uses the latest booking awaiting payment when no appointment is named", async () => {
    const { status, body } = await verify({ coupon_code: "PCT10" });
    expect(status).toBe(200);
    expect(body.data.discount_value).toBe(150);
  });

  it("refuses unknown, inactive and expired codes", async () => {
    for (const coupon_code of ["NOSUCH", "PAUSED", "OLDDEAL"]) {
      const { status, body } = await verify({ coupon_code, appointment_id: appointmentId });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Invalid coupon code" });
    }
    expect((await verify({ coupon_code: "", appointment_id: appointmentId })).body.message).toBe("Invalid coupon code");
  });

  it("expires with the API's clock", async () => {
    expect((await verify({ coupon_code: "SOONGONE", appointment_id: appointmentId })).status).toBe(200);
    api.advance(2 * 24 * 3600 * 1000);
    const { status, body } = await verify({ coupon_code: "SOONGONE", appointment_id: appointmentId });
    api.setNow(new Date());
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid coupon code");
  });

  it("enforces the minimum order", async () => {
    const { status, body } = await verify({ coupon_code: "BIGORDER", appointment_id: appointmentId });
    expect(status).toBe(400);
    expect(body.message).toBe("This coupon needs a minimum order of ₹2,000.");
  });

  it("enforces the per-user use limit", async () => {
    const other = await api.createUser();
    const paid = await insertAppointment(api.db, { userId: other.userId, statusId: 2 });
    await insertPayment(api.db, paid, other.userId, 1130, "ONCEONLY");
    const otherCart = await insertAppointment(api.db, { userId: other.userId });
    const once = await verify({ coupon_code: "ONCEONLY", appointment_id: otherCart }, other.token);
    expect(once.status).toBe(400);
    expect(once.body.message).toBe("You have already used this coupon.");
    // Someone else's use does not count against this user.
    expect((await verify({ coupon_code: "ONCEONLY", appointment_id: appointmentId })).status).toBe(200);

    const paid2 = await insertAppointment(api.db, { userId: other.userId, statusId: 2 });
    await insertPayment(api.db, paid2, other.userId, 1130, "TWICE");
    expect((await verify({ coupon_code: "TWICE", appointment_id: otherCart }, other.token)).status).toBe(200);
  });

  it("keeps a first-booking coupon (the seeded WELCOME100) to customers with no paid booking", async () => {
    const newcomer = await api.createUser();
    const cart = await insertAppointment(api.db, { userId: newcomer.userId, items: [[FIXTURE.offerings[0]!, 1, 1000]] });
    const first = await verify({ coupon_code: "WELCOME100", appointment_id: cart }, newcomer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.discount_value).toBe(100);
    // Once a booking of theirs is paid (with any coupon or none), it is not their first any more.
    const earlier = await insertAppointment(api.db, { userId: newcomer.userId, statusId: 2 });
    await insertPayment(api.db, earlier, newcomer.userId, 800, null);
    const again = await verify({ coupon_code: "WELCOME100", appointment_id: cart }, newcomer.token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This coupon is for your first booking only.");
  });

  it("needs a login and refuses another user's appointment", async () => {
    expect((await api.json("POST", "/api/verify_coupon/", { json: { coupon_code: "FLAT200" } })).status).toBe(401);
    const stranger = await api.createUser();
    const { status, body } = await verify({ coupon_code: "FLAT200", appointment_id: appointmentId }, stranger.token);
    expect(status).toBe(403);
    expect(body.status).toBe("failure");
  });
});
