import { describe, expect, it } from "vitest";
import { STATUS } from "../../../contract/booking";
import { lockSlot } from "./slots";
import { insertAppointment, insertCoupon } from "../bookings/test-fixtures";
import { NOW, api, booking, emptySlotDay, form, key, nextDay, salon, setupLifecycle } from "./lifecycle.test-helper";

/**
 * What must hold when the same request comes many times at once, or many customers want one slot
 * (run on PostgreSQL in CI, where the requests really run in parallel).
 */
setupLifecycle();

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
    const slot = salon.slots[6]!;
    const date = await emptySlotDay(slot);
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
    const [busy, free] = [salon.slots[5]!, salon.slots[6]!];
    const date = await emptySlotDay(busy, free);
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
    const slot = salon.slots[7]!;
    const date = await emptySlotDay(slot);
    const stylists = await stylistCount();
    expect(stylists, "the fixture salon has several stylists").toBeGreaterThan(1);
    const ids = [];
    for (const user of await customers(stylists)) {
      const made = await bookSlot(user, date, slot);
      expect(made.status).toBe(201);
      ids.push(made.body.appointment_id as number);
    }
    const answers = await Promise.all(ids.map((id) => api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(), json: { appointment_id: id } })));
    expect(answers.map((a) => a.status)).toEqual(Array(stylists).fill(200));
    const given = await api.db.query<{ stylist_id: number | null }>("SELECT stylist_id FROM appointments WHERE appointment_id = ANY($1)", [ids]);
    expect(given.every((g) => g.stylist_id !== null)).toBe(true);
    expect(new Set(given.map((g) => g.stylist_id)).size).toBe(stylists);
  });
});
