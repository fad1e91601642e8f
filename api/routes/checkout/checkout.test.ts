import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertCoupon, insertFixtureProvider } from "../bookings/test-fixtures";

let api: TestApi;
let user: { userId: number; token: string };

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
  await insertCoupon(api.db, { code: "SAVE100", kind: "flat", value: 100 });
  await insertCoupon(api.db, { code: "PCT15", kind: "percent", value: 15, max_discount: 1000, uses_per_user: 5 });
  await insertCoupon(api.db, { code: "TRY100", kind: "flat", value: 100 });
  await insertCoupon(api.db, { code: "ONCE100", kind: "flat", value: 100 });
  await insertCoupon(api.db, { code: "MIN5000", kind: "flat", value: 300, min_order: 5000 });
});
afterAll(() => api.close());

/** An accepted appointment with the code entered: subtotal 1000. */
const cart = (fields: Partial<Parameters<typeof insertAppointment>[1]> = {}) => insertAppointment(api.db, { userId: user.userId, ...fields });
const pay = (json: unknown, token = user.token) => api.json("POST", "/api/checkout/", { token, json });
const appointmentRow = async (id: number) => (await api.db.query<{ status_id: number }>("SELECT status_id FROM appointments WHERE appointment_id = $1", [id]))[0]!;
const paymentRows = (id: number) =>
  api.db.query<Record<string, unknown>>(
    "SELECT subtotal::float8 AS subtotal, discount::float8 AS discount, cgst::float8 AS cgst, sgst::float8 AS sgst, total::float8 AS total, coupon_code FROM payments WHERE appointment_id = $1",
    [id],
  );

describe("POST /api/checkout/", () => {
  it("confirms the booking when the amount matches the server's total, to pay at the venue by default, and schedules it [spec 2.9.success-201]", async () => {
    const id = await cart();
    const { status, body } = await pay({ appointment_id: id, amount: 1180, coupon_code: "", coupon_amount: 0 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: "success",
      message: "Your booking is confirmed. Please pay at the venue.",
      amount: 1180,
      payment_method: "venue",
      payment_state: "venue_due",
      upi: null,
    });
    expect(body.payment_id).toEqual(expect.any(Number));
    expect((await appointmentRow(id)).status_id).toBe(2);
    expect(await paymentRows(id)).toEqual([{ subtotal: 1000, discount: 0, cgst: 90, sgst: 90, total: 1180, coupon_code: null }]);
  });

  it("applies a coupon: taxes stay on the subtotal, the discount comes off the grand total [spec 2.9.tax-rates 2.9.tax-on-subtotal 2.9.grand-total 2.9.taxable-grand-total]", async () => {
    const id = await cart();
    const { status, body } = await pay({ appointment_id: id, amount: 1080, coupon_code: "save100", coupon_amount: 100 });
    expect(status).toBe(201);
    expect(body.amount).toBe(1080);
    expect(await paymentRows(id)).toEqual([{ subtotal: 1000, discount: 100, cgst: 90, sgst: 90, total: 1080, coupon_code: "SAVE100" }]);
  });

  it("recomputes a percent coupon with several lines to the paisa", async () => {
    const id = await cart({
      items: [
        [FIXTURE.offerings[0]!, 2, 499],
        [FIXTURE.offerings[2]!, 1, 333],
      ],
    });
    // subtotal 1331, discount 15% = 199.65, taxes 119.79 each -> 1131.35 + 239.58
    const { status, body } = await pay({ appointment_id: id, amount: 1370.93, coupon_code: "PCT15", coupon_amount: 199.65 });
    expect(status).toBe(201);
    expect(body.amount).toBe(1370.93);
  });

  it("refuses an amount that does not match the cart", async () => {
    const id = await cart();
    for (const amount of [1179.99, 100, 1080]) {
      const { status, body } = await pay({ appointment_id: id, amount, coupon_code: "", coupon_amount: 0 });
      expect(status).toBe(400);
      expect(body.message).toBe("The amount does not match your cart. Please review your cart.");
    }
    expect((await appointmentRow(id)).status_id).toBe(6);
    expect(await paymentRows(id)).toEqual([]);
  });

  it("refuses a coupon amount other than the coupon's own discount, or without a code", async () => {
    const id = await cart();
    for (const json of [
      { appointment_id: id, amount: 980, coupon_code: "TRY100", coupon_amount: 200 },
      { appointment_id: id, amount: 1080, coupon_code: "", coupon_amount: 100 },
      { appointment_id: id, amount: 1080, coupon_code: "NOSUCH", coupon_amount: 100 },
    ]) {
      const { status, body } = await pay(json);
      expect(status).toBe(400);
      expect(body.message).toBe("Invalid coupon code");
    }
    const min = await pay({ appointment_id: id, amount: 880, coupon_code: "MIN5000", coupon_amount: 300 });
    expect(min.body.message).toBe("This coupon needs a minimum order of ₹5,000.");
  });

  it("refuses a coupon the user has already used", async () => {
    const first = await cart();
    expect((await pay({ appointment_id: first, amount: 1080, coupon_code: "ONCE100", coupon_amount: 100 })).status).toBe(201);
    const second = await cart();
    const { status, body } = await pay({ appointment_id: second, amount: 1080, coupon_code: "ONCE100", coupon_amount: 100 });
    expect(status).toBe(400);
    expect(body.message).toBe("You have already used this coupon.");
  });

  it("validates the appointment id and the amount with the spec's messages [spec 2.5.appointment-missing 2.5.invalid-total]", async () => {
    const id = await cart();
    for (const json of [{ amount: 1180 }, { appointment_id: "", amount: 1180 }, { appointment_id: null, amount: 1180 }]) {
      const { status, body } = await pay(json);
      expect(status).toBe(400);
      expect(body.message).toBe("Appointment ID is missing. Please start over.");
    }
    for (const amount of [0, -5, "abc", null]) {
      const { status, body } = await pay({ appointment_id: id, amount });
      expect(status).toBe(400);
      expect(body.message).toBe("Invalid total amount. Please review your cart.");
    }
  });

  it("refuses payment before the provider's code was entered", async () => {
    for (const fields of [{ otpVerified: false }, { statusId: 0, otpVerified: false }, { statusId: 0 }]) {
      const id = await cart(fields);
      const { status, body } = await pay({ appointment_id: id, amount: 1180 });
      expect(status).toBe(409);
      expect(body.message).toBe("Please enter the provider's code before paying.");
    }
  });

  it("refuses a cancelled appointment with its cancellation message", async () => {
    const id = await cart({ statusId: 4 });
    await api.db.query("UPDATE appointments SET cancellation_message = 'Stylist unavailable today' WHERE appointment_id = $1", [id]);
    const { status, body } = await pay({ appointment_id: id, amount: 1180 });
    expect(status).toBe(409);
    expect(body.message).toBe("Stylist unavailable today");
    const plain = await cart({ statusId: 4 });
    expect((await pay({ appointment_id: plain, amount: 1180 })).body.message).toBe("This booking has been cancelled.");
  });

  it("lets a first-booking coupon (WELCOME100) through once when two bookings are paid at the same moment", async () => {
    const newcomer = await api.createUser();
    const [one, two] = [await cart({ userId: newcomer.userId }), await cart({ userId: newcomer.userId })];
    const results = await Promise.all([one, two].map((id) => pay({ appointment_id: id, amount: 1080, coupon_code: "WELCOME100", coupon_amount: 100 }, newcomer.token)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(["You have already used this coupon.", "This coupon is for your first booking only."]).toContain(refused.body.message);
    const used = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND coupon_code = 'WELCOME100'", [newcomer.userId]);
    expect(used[0]!.n).toBe(1);
  });

  it("is safe to submit twice: same amount returns the same payment, another amount is a conflict", async () => {
    const id = await cart();
    const json = { appointment_id: id, amount: 1180, coupon_code: null, coupon_amount: null };
    const [a, b] = await Promise.all([pay(json), pay(json)]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.payment_id).toBe(a.body.payment_id);
    const again = await pay(json);
    expect(again.status).toBe(201);
    expect(again.body.payment_id).toBe(a.body.payment_id);
    expect(await paymentRows(id)).toHaveLength(1);
    const other = await pay({ ...json, amount: 1000 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("This booking is already paid.");
  });

  it("needs a login and refuses another user's appointment", async () => {
    const id = await cart();
    expect((await api.json("POST", "/api/checkout/", { json: { appointment_id: id, amount: 1180 } })).status).toBe(401);
    const stranger = await api.createUser();
    const { status, body } = await pay({ appointment_id: id, amount: 1180 }, stranger.token);
    expect(status).toBe(403);
    expect(body.status).toBe("failure");
    expect((await appointmentRow(id)).status_id).toBe(6);
    expect((await pay({ appointment_id: 999999, amount: 1180 })).status).toBe(404);
  });
});
