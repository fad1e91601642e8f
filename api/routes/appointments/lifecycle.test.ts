import { describe, expect, it } from "vitest";
import { STATUS, type StatusId } from "../../../contract/booking";
import { END_MESSAGES, TRANSITIONS, type LifecycleEvent } from "./lifecycle";
import { expireUnconfirmedAppointments } from "./appointments.service";
import { insertCoupon } from "../bookings/test-fixtures";
import { api, booking, emptySlotDay, form, key, salon, setupLifecycle, status, statusOf } from "./lifecycle.test-helper";
import { bookingLinkToken } from "../../lib/booking-link";

/**
 * The booking lifecycle (docs/booking-lifecycle.md) through the HTTP API: every transition, every
 * refused one, the clock's transitions, the provider's code and the quote. What must hold under
 * parallel requests is in lifecycle-concurrency.test.ts.
 */
setupLifecycle();

describe("every transition, through the API", () => {
  it("requested -> accepted -> awaiting payment -> scheduled -> in progress -> completed", async () => {
    const { user, id, code } = await booking("accepted");
    expect((await status(user.token, id)).body).toMatchObject({ status_id: STATUS.accepted, state: "accepted", attempts_left: 5 });
    expect((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: code } })).status).toBe(200);
    const waiting = await status(user.token, id);
    expect(waiting.body).toMatchObject({ status_id: STATUS.awaitingPayment, state: "awaiting_payment", code_entered: true, expires_in: 15 * 60 });
    const details = await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token });
    expect(details.body).toMatchObject({ state: "awaiting_payment", address: expect.stringContaining(","), payment: null });
    expect(details.body.quote).toMatchObject({ discount: 0, coupon_code: null });
    const paid = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: details.body.quote.total } });
    expect(paid.status).toBe(201);
    expect((await status(user.token, id)).body).toMatchObject({ state: "scheduled", expires_in: 0 });
    const after = await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token });
    expect(after.body.payment).toMatchObject({ total: details.body.quote.total });
    expect(after.body.quote.total).toBe(details.body.quote.total);
    for (const [path, state] of [
      ["/provider-api/start-appointment/", "in_progress"],
      ["/provider-api/complete-appointment/", "completed"],
    ] as const) {
      expect((await api.json("POST", path, { providerKey: key(), json: { appointment_id: id } })).status).toBe(200);
      expect((await status(user.token, id)).body.state).toBe(state);
    }
  });

  it("the provider completes a scheduled appointment without starting it first", async () => {
    const { user, id } = await booking("scheduled");
    expect((await status(user.token, id)).body.state).toBe("scheduled");
    const done = await api.json("POST", "/provider-api/complete-appointment/", { providerKey: key(), json: { appointment_id: id } });
    expect(done).toMatchObject({ status: 200, body: { status: "success", message: "Appointment completed." } });
    expect((await status(user.token, id)).body).toMatchObject({ status_id: STATUS.completed, state: "completed" });
    // Completed is final: neither start nor complete applies again.
    for (const path of ["/provider-api/start-appointment/", "/provider-api/complete-appointment/"]) {
      expect((await api.json("POST", path, { providerKey: key(), json: { appointment_id: id } })).status).toBe(409);
    }
    expect((await statusOf(id)).status_id).toBe(STATUS.completed);
  });

  it("the customer withdraws before paying, from each open state", async () => {
    for (const stage of ["requested", "accepted", "awaiting_payment"] as const) {
      const { user, id } = await booking(stage);
      const done = await api.json("POST", "/provider-api/cancel-appointment/", { token: user.token, json: { appointment_id: id } });
      expect(done.status).toBe(200);
      expect((await status(user.token, id)).body).toMatchObject({
        state: "cancelled",
        end_reason: "customer_cancelled",
        cancelled_by: "user",
        cancellation_message: END_MESSAGES.customer_cancelled,
      });
    }
  });

  it("the provider cancels with a message until the service starts, also after the code was entered or it was paid [spec 2.2.cancelled-by-provider]", async () => {
    for (const stage of ["requested", "accepted", "awaiting_payment", "scheduled"] as const) {
      const { user, id } = await booking(stage);
      const done = await api.json("POST", "/provider-api/cancel-appointment/", {
        providerKey: key(),
        json: { appointment_id: id, cancellation_message: "Our stylist is unwell today." },
      });
      expect(done.status).toBe(200);
      expect((await status(user.token, id)).body).toMatchObject({ state: "cancelled", end_reason: "provider_cancelled", cancellation_message: "Our stylist is unwell today." });
      // Paying afterwards is refused with the provider's message and the state, whatever the amount:
      // for a booking paid before the cancel, even a replay of its own payment.
      const details = await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token });
      for (const amount of [1, details.body.payment?.total ?? details.body.quote.total]) {
        const pay = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount } });
        expect(pay, `${stage} ${amount}`).toMatchObject({ status: 409, body: { message: "Our stylist is unwell today.", state: "cancelled" } });
      }
      expect((await statusOf(id)).status_id).toBe(STATUS.cancelled);
    }
    const { user, id } = await booking("awaiting_payment");
    await api.json("POST", "/provider-api/cancel-appointment/", { providerKey: key(), json: { appointment_id: id } });
    const bookings = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
    expect(bookings.body.data[0]).toMatchObject({ status_name: "Cancelled", reason: "Appointment was cancelled by the service provider", end_reason: "provider_cancelled" });
  });

  it("the customer cancels from My Bookings with a reason, from any state before completion", async () => {
    for (const stage of ["requested", "accepted", "awaiting_payment", "scheduled"] as const) {
      const { user, id } = await booking(stage);
      const list = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
      expect(list.body.data[0].cancel_fee_now).toBe(0);
      const done = await api.json("POST", "/api/cancel-booking/", { token: user.token, json: { appointment_id: id, reason: "Emergency" } });
      expect(done.status).toBe(200);
      const after = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
      expect(after.body.data[0]).toMatchObject({ status_name: "Cancelled", reason: "Emergency", cancel_fee_now: null });
    }
  });
});

/** Which HTTP call applies each event, for the refusal table. */
async function attempt(event: LifecycleEvent, b: { user: { token: string; userId: number }; id: number; code: string }) {
  const json = { appointment_id: b.id };
  switch (event) {
    case "accept":
      return api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(), json });
    case "enterCode":
      return api.json("POST", "/api/verify_otp/", { token: b.user.token, json: { ...json, otp: b.code || "1234" } });
    case "pay":
      return api.json("POST", "/api/checkout/", { token: b.user.token, json: { ...json, amount: 2000 } });
    case "start":
      return api.json("POST", "/provider-api/start-appointment/", { providerKey: key(), json });
    case "complete":
      return api.json("POST", "/provider-api/complete-appointment/", { providerKey: key(), json });
    case "withdraw":
      return api.json("POST", "/provider-api/cancel-appointment/", { token: b.user.token, json });
    case "cancelBooking":
      return api.json("POST", "/api/cancel-booking/", { token: b.user.token, json: { ...json, reason: "Other" } });
    case "providerCancel":
      return api.json("POST", "/provider-api/cancel-appointment/", { providerKey: key(), json });
    case "reportNoShow":
      return api.json("POST", `/api/booking-link/${bookingLinkToken(api.deps.config.codeSecret, b.id, api.deps.now())}/no-show/`, { client: "10.80.0.1" });
    case "decline":
      return api.json("POST", `/partner-api/requests/${b.id}/decline/`, { token: (await api.createMember({ providerId: salon.providerId })).token, json: { reason: "fully_booked" } });
    case "markNoShow":
      return api.json("POST", `/partner-api/appointments/${b.id}/no-show/`, { token: (await api.createMember({ providerId: salon.providerId })).token });
  }
}

describe("every refused transition answers 409 and changes nothing", () => {
  const all = Object.values(STATUS) as StatusId[];
  for (const [event, rule] of Object.entries(TRANSITIONS) as [LifecycleEvent, (typeof TRANSITIONS)[LifecycleEvent]][]) {
    // Entering the right code again after it was accepted is answered 200 (it is checked, not applied).
    const refusedFrom = all.filter((s) => !(rule.from as readonly number[]).includes(s) && !(event === "enterCode" && s !== STATUS.requested && s !== STATUS.cancelled));
    it(`${event} from ${refusedFrom.join(", ")}`, async () => {
      for (const from of refusedFrom) {
        const b = await booking("accepted");
        await api.db.query(`UPDATE appointments SET status_id = $2, otp_verified_at = CASE WHEN $2 = ${STATUS.accepted} THEN NULL ELSE now() END WHERE appointment_id = $1`, [b.id, from]);
        const answer = await attempt(event, b);
        expect(answer.status, `${event} from status ${from}`).toBe(409);
        expect(answer.body.message).toEqual(expect.any(String));
        expect((await statusOf(b.id)).status_id).toBe(from);
      }
    });
  }
});

describe("the clock", () => {
  it("a demo's shorter time for the code (DEMO_CONFIRM_WINDOW_SECONDS) is the one kept and reported", async () => {
    const spec = api.deps.config.confirmWindowMs;
    api.deps.config.confirmWindowMs = 30_000;
    try {
      const { user, id } = await booking("requested");
      expect((await status(user.token, id)).body).toMatchObject({ state: "requested", expires_in: 30 });
      api.advance(31_000);
      expect((await status(user.token, id)).body).toMatchObject({ state: "cancelled", end_reason: "provider_timeout" });
    } finally {
      api.deps.config.confirmWindowMs = spec;
    }
  });

  it("a request the provider does not accept in 120 s ends as provider_timeout", async () => {
    const { user, id } = await booking("requested");
    api.advance(119_000);
    expect((await status(user.token, id)).body).toMatchObject({ state: "requested", expires_in: 1 });
    api.advance(2_000);
    expect((await status(user.token, id)).body).toMatchObject({ state: "cancelled", end_reason: "provider_timeout", cancelled_by: "system" });
  });

  it("an accepted request whose code is not entered in 120 s ends as code_timeout, not blaming the provider", async () => {
    const { user, id, code } = await booking("accepted");
    api.advance(119_000);
    await expireUnconfirmedAppointments(api.deps);
    expect((await status(user.token, id)).body).toMatchObject({ state: "accepted", expires_in: 1 });
    api.advance(2_000);
    await expireUnconfirmedAppointments(api.deps);
    const s = await status(user.token, id);
    expect(s.body).toMatchObject({ state: "cancelled", end_reason: "code_timeout", cancellation_message: END_MESSAGES.code_timeout });
    expect(s.body.cancellation_message).not.toMatch(/provider did not/);
    const late = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: code } });
    expect(late.status).toBe(409);
    const list = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
    expect(list.body.data[0].reason).toBe(END_MESSAGES.code_timeout);
  });

  it("an unpaid booking holds its slot for 15 minutes after the code, then frees it", async () => {
    const slot = salon.slots[5]!;
    const date = await emptySlotDay(slot);
    const user = await api.createUser();
    const made = await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { appointment_date: date, appointment_time: slot }) });
    const id = made.body.appointment_id;
    const { body: accepted } = await api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(), json: { appointment_id: id } });
    await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: accepted.otp } });
    // Fill the slot's other places so the hold is what keeps it full.
    const stylists = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stylists WHERE branch_id = $1", [salon.branchId]))[0]!.n;
    for (let i = 1; i < stylists; i++) {
      const other = await api.createUser();
      expect((await api.json("POST", "/api/book_now/", { token: other.token, form: form(other.userId, { appointment_date: date, appointment_time: slot }) })).status).toBe(201);
    }
    const slots = () => api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, branch_id: salon.branchId, appointment_date: date } });
    api.advance(14 * 60_000 + 59_000);
    expect((await status(user.token, id)).body).toMatchObject({ state: "awaiting_payment", expires_in: 1 });
    // The other requests were never accepted and have expired by now; only the hold keeps its place.
    expect((await slots()).body[0].full_slots).toEqual(stylists === 1 ? [slot] : []);
    api.advance(2_000);
    const ended = await status(user.token, id);
    expect(ended.body).toMatchObject({ state: "cancelled", end_reason: "hold_expired", cancellation_message: END_MESSAGES.hold_expired });
    const pay = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1000 } });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe(END_MESSAGES.hold_expired);
    expect((await slots()).body[0].full_slots).toEqual([]);
    const next = await api.createUser();
    expect((await api.json("POST", "/api/book_now/", { token: next.token, form: form(next.userId, { appointment_date: date, appointment_time: slot }) })).status).toBe(201);
  });
});

describe("the provider's code", () => {
  it("says how many tries are left, and locks after five", async () => {
    const { user, id, code } = await booking("accepted");
    const wrong = code === "0000" ? "1111" : "0000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: wrong } }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429]);
    expect(answers.slice(0, 4).map((a) => a.body.attempts_left)).toEqual([4, 3, 2, 1]);
    expect(answers[0]!.body.message).toBe("Invalid OTP. Please try again.");
    expect((await status(user.token, id)).body.attempts_left).toBe(0);
  });

  it("is checked every time it is sent, also after it was accepted", async () => {
    const { user, id, code } = await booking("awaiting_payment");
    const wrong = code === "0000" ? "1111" : "0000";
    const again = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: code } });
    expect(again.status).toBe(200);
    const bad = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: wrong } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid OTP. Please try again.");
    expect((await statusOf(id)).status_id).toBe(STATUS.awaitingPayment);
  });
});

describe("the quote", () => {
  it("comes from the API with the coupon's discount, or says why the coupon does not apply", async () => {
    await insertCoupon(api.db, { code: "QUOTE50", kind: "flat", value: 50, uses_per_user: 5 });
    const { user, id } = await booking("awaiting_payment");
    const plain = (await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token })).body.quote;
    const withCoupon = (await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token, query: { coupon_code: "quote50" } })).body.quote;
    expect(withCoupon).toMatchObject({ coupon_code: "QUOTE50", discount: 50, total: plain.total - 50, cgst: plain.cgst, sgst: plain.sgst, coupon_error: null });
    const unknown = (await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token, query: { coupon_code: "NOPE" } })).body.quote;
    expect(unknown).toMatchObject({ coupon_code: null, discount: 0, total: plain.total, coupon_error: "Invalid coupon code" });
    const paid = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: withCoupon.total, coupon_code: "QUOTE50", coupon_amount: 50 } });
    expect(paid.status).toBe(201);
  });
});
