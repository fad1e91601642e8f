import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { insertFixtureProvider } from "../bookings/test-fixtures";
import { SERVICE_TYPE } from "../../../contract/catalog";

/**
 * What the booking lifecycle's tests share (lifecycle.test.ts, lifecycle-concurrency.test.ts): a
 * real API on a fixture salon, a clock, and bookings walked to a state through the API. The
 * bindings are live: `api` and `salon` are set once setupLifecycle()'s beforeAll has run.
 */
export let api: TestApi;
export let salon: { providerId: number; branchId: number; offeringId: number; slots: string[] };
export const NOW = new Date("2026-11-23T04:00:00Z"); // 9:30 AM in India
let day = 0;
/** Days inside the 90-day booking window that bookings cycle through. */
const WINDOW_DAYS = 85;
/** A new date (and, once every day of the window was used, the next slot), so slots never fill up across tests. */
const nextBooking = () => {
  const i = day++;
  return { date: new Date(Date.parse("2026-11-25T00:00:00Z") + (i % WINDOW_DAYS) * 86_400_000).toISOString().slice(0, 10), round: Math.floor(i / WINDOW_DAYS) };
};
export const nextDay = () => nextBooking().date;

/**
 * The next date on which none of `times` holds a booking at the salon. The seed's demo customer has
 * bookings placed by the wall clock at seeding (one in five days at 4:30 PM, one two hours on), so
 * on some calendar days they fall on a date the tests cycle through; a test that counts a slot's
 * places needs the slot empty.
 */
export async function emptySlotDay(...times: string[]): Promise<string> {
  for (;;) {
    const date = nextDay();
    const taken = await api.db.query("SELECT 1 FROM appointments WHERE branch_id = $1 AND appointment_date = $2 AND appointment_time = ANY($3) LIMIT 1", [salon.branchId, date, times]);
    if (taken.length === 0) return date;
  }
}

/** Registers the hooks that start the API with a fixture salon, stop it, and reset the clock before each test. */
export function setupLifecycle() {
  beforeAll(async () => {
    api = await createTestApi();
    api.setNow(NOW);
    await insertFixtureProvider(api.db);
    const [branch] = await api.db.query<{ provider_id: number; branch_id: number }>(
      `SELECT b.provider_id, b.branch_id FROM branches b JOIN providers p USING (provider_id)
     WHERE p.service_type_id = ${SERVICE_TYPE.salon} AND b.slots IS NOT NULL ORDER BY b.branch_id LIMIT 1`,
    );
    // The tests book any of its slots on any day: the salon keeps the same hours every day (the demo's close early on Sundays).
    await api.db.query(`UPDATE branches SET working_hours = (SELECT jsonb_object_agg(d, '9:00 AM,9:00 PM') FROM unnest($2::text[]) d) WHERE branch_id = $1`, [
      branch!.branch_id,
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ]);
    const [offering] = await api.db.query<{ offering_id: number }>("SELECT offering_id FROM offerings WHERE provider_id = $1 AND kind = 'service' AND price >= 600 ORDER BY offering_id LIMIT 1", [
      branch!.provider_id,
    ]);
    const slots = await api.json("GET", "/api/available-slots/", { query: { provider_id: branch!.provider_id, branch_id: branch!.branch_id } });
    salon = { providerId: branch!.provider_id, branchId: branch!.branch_id, offeringId: offering!.offering_id, slots: slots.body[0].available_slots[0].split(",") };
  });
  afterAll(() => api.close());
  beforeEach(() => api.setNow(NOW));
}

export const key = () => api.providerKey(salon.providerId);
export const statusOf = async (id: number) =>
  (await api.db.query<{ status_id: number; end_reason: string | null }>("SELECT status_id, end_reason FROM appointments WHERE appointment_id = $1", [id]))[0]!;

export function form(userId: number, fields: Record<string, string> = {}) {
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
export async function booking(to: "requested" | "accepted" | "awaiting_payment" | "scheduled" = "requested") {
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

export const status = (token: string, id: number) => api.json("GET", "/api/appointment/status/", { token, query: { appointment_id: id } });
