import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { STATUS, type StatusId } from "../../../contract/booking";
import { END_MESSAGES, TRANSITIONS, type LifecycleEvent } from "./lifecycle";
import { lockSlot } from "./slots";
import { expireUnconfirmedAppointments } from "./appointments.service";
import { insertAppointment, insertCoupon, insertFixtureProvider } from "../bookings/test-fixtures";
import { SERVICE_TYPE } from "../../../contract/catalog";

/**
 * The booking lifecycle (docs/booking-lifecycle.md) through the HTTP API: every transition, every
 * refused one, the clock's transitions, and what must hold when the same request comes many times
 * at once (run on PostgreSQL in CI, where the requests really run in parallel).
 */
let api: TestApi;
let salon: { providerId: number; branchId: number; offeringId: number; slots: string[] };
const NOW = new Date("2026-11-23T04:00:00Z"); // 9:30 AM in India
let day = 0;
/** Days inside the 90-day booking window that bookings cycle through. */
const WINDOW_DAYS = 85;
/** A new date (and, once every day of the window was used, the next slot), so slots never fill up across tests. */
const nextBooking = () => {
  const i = day++;
  return { date: new Date(Date.parse("2026-11-25T00:00:00Z") + (i % WINDOW_DAYS) * 86_400_000).toISOString().slice(0, 10), round: Math.floor(i / WINDOW_DAYS) };
};
const nextDay = () => nextBooking().date;

beforeAll(async () => {
  api = await createTestApi();
  api.setNow(NOW);
  await insertFixtureProvider(api.db);
  const [branch] = await api.db.query<{ provider_id: number; branch_id: number }>(
    `SELECT b.provider_id, b.branch_id FROM branches b JOIN providers p USING (provider_id)
     WHERE p.service_type_id = ${SERVICE_TYPE.salon} AND b.slots IS NOT NULL ORDER BY b.branch_id LIMIT 1`,
  );
  const [offering] = await api.db.query<{ offering_id: number }>("SELECT offering_id FROM offerings WHERE provider_id = $1 AND kind = 'service' AND price >= 600 ORDER BY offering_id LIMIT 1", [
    branch!.provider_id,
  ]);
  const slots = await api.json("GET", "/api/available-slots/", { query: { provider_id: branch!.provider_id, branch_id: branch!.branch_id } });
  salon = { providerId: branch!.provider_id, branchId: branch!.branch_id, offeringId: offering!.offering_id, slots: slots.body[0].available_slots[0].split(",") };
});
afterAll(() => api.close());
beforeEach(() => api.setNow(NOW));

const key = () => api.providerKey(salon.providerId);
const statusOf = async (id: number) => (await api.db.query<{ status_id: number; end_reason: string | null }>("SELECT status_id, end_reason FROM appointments WHERE appointment_id = $1", [id]))[0]!;

function form(userId: number, fields: Record<string, string> = {}) {
  const f = new FormData();
  const next = nextBooking();
  const base = {
    user_id: String(userId),
    provider_id: String(salon.providerId),
    branch_id: String(salon.branchId),
    service_ids: String(salon.offeringId),
    // Slots 2 and 3 by default; the tests that name a date use slots 5 and later.
    appointment_date: next.date,
    appointment_time: salon.slots[2 + next.round]!,
    quantity: "1",
  };
  for (const [k, v] of Object.entries({ ...base, ...fields })) f.append(k, v);
  return f;
}

/** A customer with a booking request; `to` walks it on through the API. */
async function booking(to: "requested" | "accepted" | "awaiting_payment" | "scheduled" = "requested") {
  const user = await api.createUser();
  const made = await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId) });
  expect(made.status).toBe(201);
  const id: number = made.body.appointment_id;
  let code = "";
  if (to !== "requested") {
    const accepted = await api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(), json: { appointment_id: id } });
    expect(accepted.status).toBe(200);
    code = accepted.body.otp;
  }
  if (to === "awaiting_payment" || to === "scheduled") {
    expect((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: code } })).status).toBe(200);
  }
  if (to === "scheduled") {
    const details = await api.json("GET", `/api/appointment_details/${id}/`, { token: user.token });
    expect((await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: details.body.quote.total } })).status).toBe(201);
  }
  return { user, id, code };
}

const status = (token: string, id: number) => api.json("GET", "/api/appointment/status/", { token, query: { appointment_id: id } });

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
  it("a request the provider does not accept in 120 s ends as provider_timeout", async () => {
    const { user, id } = await booking("requested");
    api.advance(119_000);
    expect((await status(user.token, id)).body).toMatchObject({ state: "requested", expires_in: 1 });
    api.advance(2_000);
    expect((await status(user.token, id)).body).toMatchObject({ state: "cancelled", end_reason: "provider_timeout", cancelled_by: "system" });
  });

  it("an accepted request whose code is not entered in 120 s ends as code_timeout, not blaming the provider", async () => {
    const { user, id, code } = await booking("accepted");
    api.advance(121_000);
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
    const date = nextDay();
    const slot = salon.slots[5]!;
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

describe("one booking at a time, however many times it is sent", () => {
  it("20 parallel posts of one booking form make exactly one appointment", async () => {
    const user = await api.createUser();
    const date = nextDay();
    const fields = { appointment_date: date, appointment_time: salon.slots[9]!, idempotency_key: `form-${user.userId}-abcdef` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, fields) })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.appointment_id)).size).toBe(1);
    const rows = await api.db.query("SELECT appointment_id FROM appointments WHERE user_id = $1", [user.userId]);
    expect(rows).toHaveLength(1);
  });

  it("a second booking while one is open is refused, naming the open one", async () => {
    const { user, id } = await booking("awaiting_payment");
    const second = await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { idempotency_key: "another-form-1" }) });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ appointment_id: id, message: `You already have a booking in progress (#${id}). Continue with it or cancel it before booking another.` });
    await api.json("POST", "/provider-api/cancel-appointment/", { token: user.token, json: { appointment_id: id } });
    expect((await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { idempotency_key: "another-form-1" }) })).status).toBe(201);
  });

  it("30 parallel wrong provider codes: exactly five are counted, then the code is locked", async () => {
    const { user, id, code } = await booking("accepted");
    const wrong = code === "0000" ? "1111" : "0000";
    const answers = await Promise.all(Array.from({ length: 30 }, () => api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: wrong } })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(26);
    const [row] = await api.db.query<{ otp_attempts: number }>("SELECT otp_attempts FROM appointments WHERE appointment_id = $1", [id]);
    expect(row!.otp_attempts).toBe(5);
    expect((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: code } })).status).toBe(429);
  });

  it("30 parallel checkouts cannot use a one-time coupon twice", async () => {
    await insertCoupon(api.db, { code: "ONCEONLY", kind: "flat", value: 100 });
    const user = await api.createUser();
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await insertAppointment(api.db, { userId: user.userId }));
    const answers = await Promise.all(
      ids.map((id) => api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1080, coupon_code: "ONCEONLY", coupon_amount: 100 } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.message === "You have already used this coupon.")).toBe(true);
    const used = await api.db.query("SELECT 1 FROM payments WHERE user_id = $1 AND coupon_code = 'ONCEONLY'", [user.userId]);
    expect(used).toHaveLength(1);
  });
});

describe("a slot's places under a crowd (in parallel on PostgreSQL)", () => {
  const stylistCount = async () => (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stylists WHERE branch_id = $1", [salon.branchId]))[0]!.n;
  const customers = async (n: number) => {
    const users = [];
    for (let i = 0; i < n; i++) users.push(await api.createUser());
    return users;
  };
  const bookSlot = (user: { token: string; userId: number }, date: string, time: string) =>
    api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { appointment_date: date, appointment_time: time }) });

  it("30 customers racing for one slot's last places: exactly as many as are left get one, the rest hear it is full", async () => {
    const date = nextDay();
    const slot = salon.slots[6]!;
    const capacity = Math.max(1, await stylistCount());
    // One place already taken, and as many requests as places that ran out unanswered (the
    // expiry job has not ended them yet): those hold no place.
    const earlier = await customers(capacity + 1);
    expect((await bookSlot(earlier[0]!, date, slot)).status).toBe(201);
    for (const user of earlier.slice(1)) {
      const id = await insertAppointment(api.db, { userId: user.userId, providerId: salon.providerId, branchId: salon.branchId, date, time: slot, statusId: STATUS.requested, otpVerified: false });
      await api.db.query("UPDATE appointments SET created_at = $2 WHERE appointment_id = $1", [id, new Date(NOW.getTime() - 10 * 60_000)]);
    }
    const racers = await customers(30);
    const answers = await Promise.all(racers.map((u) => bookSlot(u, date, slot)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(capacity - 1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(30 - (capacity - 1));
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === "This time slot was just taken. Please choose another one.")).toBe(true);
    const rows = await api.db.query("SELECT 1 FROM appointments WHERE appointment_date = $1 AND appointment_time = $2 AND user_id = ANY($3)", [date, slot, racers.map((u) => u.userId)]);
    expect(rows).toHaveLength(capacity - 1);
  });

  it("30 customers booking different slots of one branch at once all get theirs", async () => {
    const racers = await customers(30);
    const times = salon.slots.slice(5);
    const days = Array.from({ length: Math.ceil(racers.length / times.length) }, nextDay);
    const slots = racers.map((_, i) => ({ date: days[Math.floor(i / times.length)]!, time: times[i % times.length]! }));
    const answers = await Promise.all(racers.map((u, i) => bookSlot(u, slots[i]!.date, slots[i]!.time)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const rows = await api.db.query<{ appointment_id: number }>("SELECT appointment_id FROM appointments WHERE user_id = ANY($1)", [racers.map((u) => u.userId)]);
    expect(rows.map((r) => r.appointment_id).sort()).toEqual(answers.map((a) => a.body.appointment_id).sort());
  });

  const HELD_SLOT_WAIT_MS = 300;
  // PGlite has one connection: a transaction held open there holds up every query.
  it.skipIf(!process.env.DATABASE_URL)("a booking in progress holds up its own slot only, not the rest of the branch", async () => {
    const date = nextDay();
    const [busy, free] = [salon.slots[5]!, salon.slots[6]!];
    const [first, second] = await customers(2);
    let release!: () => void;
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = api.db.transaction(async (tx) => {
      await lockSlot(tx, salon.branchId, date, busy);
      taken();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isTaken;
    let sameSlotAnswered = false;
    const sameSlot = bookSlot(first!, date, busy).finally(() => (sameSlotAnswered = true));
    expect((await bookSlot(second!, date, free)).status).toBe(201);
    // Time enough for the booking of the held slot to finish, were it not waiting.
    await new Promise((resolve) => setTimeout(resolve, HELD_SLOT_WAIT_MS));
    expect(sameSlotAnswered).toBe(false);
    release();
    await holder;
    expect((await sameSlot).status).toBe(201);
  });

  it("requests of one slot accepted at once are given different stylists", async () => {
    const date = nextDay();
    const slot = salon.slots[7]!;
    const stylists = await stylistCount();
    expect(stylists, "the fixture salon has several stylists").toBeGreaterThan(1);
    const ids = [];
    for (const user of await customers(stylists)) ids.push((await bookSlot(user, date, slot)).body.appointment_id as number);
    const answers = await Promise.all(ids.map((id) => api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(), json: { appointment_id: id } })));
    expect(answers.map((a) => a.status)).toEqual(Array(stylists).fill(200));
    const given = await api.db.query<{ stylist_id: number | null }>("SELECT stylist_id FROM appointments WHERE appointment_id = ANY($1)", [ids]);
    expect(given.every((g) => g.stylist_id !== null)).toBe(true);
    expect(new Set(given.map((g) => g.stylist_id)).size).toBe(stylists);
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
