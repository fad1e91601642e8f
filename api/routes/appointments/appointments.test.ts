import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { expireUnconfirmedAppointments } from "./appointments.service";
import { runDemoProvider } from "../../demo/demo-provider";
import { DEFAULT_SLOTS, isPastSlot } from "./slots";
import { MESSAGES } from "../../../contract/schemas/appointments";
import { END_MESSAGES } from "./lifecycle";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { STATUS } from "../../../contract/booking";

let api: TestApi;
let salon: { providerId: number; branchId: number; offerings: { offering_id: number; price: number }[]; stylists: number; slots: string[] };

/** 9:30 AM in India on 23 Nov 2026; bookings go to the 24th. */
const NOW = new Date("2026-11-23T04:00:00Z");
const DAY = "2026-11-24";

beforeAll(async () => {
  api = await createTestApi();
  const [branch] = await api.db.query<{ provider_id: number; branch_id: number; stylists: number }>(
    `SELECT b.provider_id, b.branch_id, (SELECT count(*)::int FROM stylists s WHERE s.branch_id = b.branch_id) AS stylists
     FROM branches b JOIN providers p USING (provider_id) WHERE p.service_type_id = ${SERVICE_TYPE.salon} AND b.slots IS NOT NULL ORDER BY b.branch_id LIMIT 1`,
  );
  const offerings = await api.db.query<{ offering_id: number; price: number }>("SELECT offering_id, price FROM offerings WHERE provider_id = $1 AND kind = 'service' ORDER BY offering_id LIMIT 3", [
    branch!.provider_id,
  ]);
  const slots = await api.json("GET", "/api/available-slots/", { query: { provider_id: branch!.provider_id, branch_id: branch!.branch_id } });
  salon = { providerId: branch!.provider_id, branchId: branch!.branch_id, offerings, stylists: branch!.stylists, slots: slots.body[0].available_slots[0].split(",") };
});
afterAll(() => api.close());
beforeEach(() => api.setNow(NOW));

function bookingForm(userId: number, fields: Record<string, string | Blob> = {}) {
  const form = new FormData();
  const base = {
    user_id: String(userId),
    provider_id: String(salon.providerId),
    branch_id: String(salon.branchId),
    service_ids: salon.offerings
      .slice(0, 2)
      .map((o) => o.offering_id)
      .join(","),
    appointment_date: DAY,
    appointment_time: salon.slots[2]!,
    quantity: "1,2",
  };
  for (const [k, v] of Object.entries({ ...base, ...fields })) if (v !== "") form.append(k, v);
  return form;
}

async function book(token: string, userId: number, fields: Record<string, string | Blob> = {}) {
  return api.json("POST", "/api/book_now/", { token, form: bookingForm(userId, fields) });
}

describe("slots", () => {
  it("knows the past in India", () => {
    expect(isPastSlot("2026-11-23", "9:30 AM", NOW)).toBe(true);
    expect(isPastSlot("2026-11-23", "10:00 AM", NOW)).toBe(false);
    expect(isPastSlot("2026-11-22", "7:00 PM", NOW)).toBe(true);
  });

  it("gives the provider's list, or the spec's default list [spec 2.9.default-slots]", async () => {
    const own = await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId } });
    expect(own.status).toBe(200);
    expect(own.body[0].provider_id).toBe(salon.providerId);
    expect(own.body[0].available_slots[0]).toContain("9:30 AM");
    const [plain] = await api.db.query<{ provider_id: number }>("SELECT provider_id FROM branches WHERE slots IS NULL ORDER BY branch_id LIMIT 1");
    const fallback = await api.json("GET", "/api/available-slots/", { query: { provider_id: plain!.provider_id } });
    expect(fallback.body[0].available_slots[0]).toBe(DEFAULT_SLOTS.join(","));
    expect(DEFAULT_SLOTS.slice(0, 5)).toEqual(["8:30 AM", "9:30 AM", "10:00 AM", "11:00 AM", "12:00 PM"]);
    expect(DEFAULT_SLOTS.at(-1)).toBe("7:00 PM");
    expect((await api.json("GET", "/api/available-slots/", { query: { provider_id: "x" } })).body.message).toBe("Invalid provider ID.");
  });

  it("says until when cancelling a booking at each slot is free: 3 hours before it, on India's clock", async () => {
    const { body } = await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, appointment_date: DAY } });
    const slots: string[] = body[0].available_slots[0].split(",");
    expect(Object.keys(body[0].free_cancel_until)).toEqual(slots);
    // 9:30 AM in India is 04:00 UTC; 3 hours before is 01:00 UTC.
    expect(body[0].free_cancel_until["9:30 AM"]).toBe(`${DAY}T01:00:00.000Z`);
  });
});

describe("POST /api/book_now/", () => {
  it("creates a request (201) priced from the provider's offerings [spec 2.9.success-201]", async () => {
    const user = await api.createUser();
    const { status, body } = await book(user.token, user.userId);
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: "success", status_id: STATUS.requested, expires_in: 120 });
    const items = await api.db.query<{ unit_price: number; quantity: number }>("SELECT unit_price, quantity FROM appointment_items WHERE appointment_id = $1 ORDER BY offering_id", [
      body.appointment_id,
    ]);
    expect(items).toEqual([
      { unit_price: salon.offerings[0]!.price, quantity: 1 },
      { unit_price: salon.offerings[1]!.price, quantity: 2 },
    ]);
  });

  it("checks every field with the spec's messages [spec 2.9.calendar-min-today]", async () => {
    const user = await api.createUser();
    const noSlot = await book(user.token, user.userId, { appointment_time: "" });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.message).toBe(MESSAGES.slotRequired);
    const noProvider = await book(user.token, user.userId, { provider_id: "" });
    expect(noProvider.body.message).toBe(MESSAGES.missingInfo);
    expect((await book(user.token, user.userId, { provider_id: "abc" })).body.message).toBe(MESSAGES.invalidProvider);
    expect((await book(user.token, user.userId, { appointment_date: "2026-11-22" })).body.message).toBe(MESSAGES.pastSlot);
    expect((await book(user.token, user.userId, { appointment_date: "2026-11-23", appointment_time: salon.slots[0]! })).body.message).toBe(MESSAGES.pastSlot);
    expect((await book(user.token, user.userId, { appointment_date: "2026-02-30" })).body.message).toBe(MESSAGES.badDate);
    expect((await book(user.token, user.userId, { appointment_date: "2027-06-01" })).body.message).toBe(MESSAGES.tooFar);
    expect((await book(user.token, user.userId, { appointment_time: "3:17 AM" })).body.message).toBe(MESSAGES.unknownSlot);
    expect((await book(user.token, user.userId, { service_ids: "999999", quantity: "1" })).body.message).toBe(MESSAGES.badServices);
    expect((await book(user.token, user.userId, { quantity: "1,0" })).status).toBe(400);
  });

  it("refuses another user's id and callers without a token", async () => {
    const user = await api.createUser();
    const other = await api.createUser();
    expect((await book(user.token, other.userId)).status).toBe(403);
    expect((await api.json("POST", "/api/book_now/", { form: bookingForm(user.userId) })).status).toBe(401);
  });

  it("keeps the ₹600 minimum for home services, not for salons [spec 1.9.min-cart 1.9.salon-exempt]", async () => {
    const [cheap] = await api.db.query<{ provider_id: number; offering_id: number }>(
      `SELECT o.provider_id, o.offering_id FROM offerings o JOIN providers p USING (provider_id)
       WHERE p.service_type_id = ${SERVICE_TYPE.freelancer} AND o.price < 600 ORDER BY o.offering_id LIMIT 1`,
    );
    const user = await api.createUser();
    const { status, body } = await book(user.token, user.userId, {
      provider_id: String(cheap!.provider_id),
      branch_id: "0",
      service_ids: String(cheap!.offering_id),
      quantity: "1",
      appointment_time: "11:00 AM",
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Please add 600rs worth of services to proceed to the checkout.");
    // Salon services are exempt: one service under ₹600 at the salon is booked.
    const cheapAtSalon = salon.offerings.find((o) => o.price < 600);
    expect(cheapAtSalon, "the fixture salon has a service under ₹600").toBeDefined();
    const salonBooking = await book(user.token, user.userId, { service_ids: String(cheapAtSalon!.offering_id), quantity: "1", appointment_time: salon.slots[3]! });
    expect(salonBooking.status).toBe(201);
  });

  it("accepts a real image and refuses a file that only claims to be one", async () => {
    const user = await api.createUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const ok = await book(user.token, user.userId, { reference_image: new File([png], "look.png", { type: "image/png" }), appointment_time: salon.slots[5]! });
    expect(ok.status).toBe(201);
    const fake = await book(user.token, user.userId, { reference_image: new File(["<script>alert(1)</script>"], "look.png", { type: "image/png" }) });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(MESSAGES.imageType);
    const big = await book(user.token, user.userId, { reference_image: new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" }) });
    expect(big.body.message).toBe(MESSAGES.imageSize);
  });

  it("gives a slot's places to as many customers as the branch has stylists, even when they race", async () => {
    const slot = salon.slots[7]!;
    const users = await Promise.all(Array.from({ length: salon.stylists + 2 }, () => api.createUser()));
    const results = await Promise.all(users.map((u) => book(u.token, u.userId, { appointment_time: slot })));
    const created = results.filter((r) => r.status === 201).length;
    expect(created).toBe(salon.stylists);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === MESSAGES.slotFull && r.body.code === "slot_full")).toBe(true);
    const slots = await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, branch_id: salon.branchId, appointment_date: DAY } });
    expect(slots.body[0].full_slots).toContain(slot);
  });
});

describe("the appointment's life: accept, code, expiry, cancel", () => {
  it("the provider accepts, the customer gets the code by SMS and enters it [spec 2.9.status-codes]", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[3]! });
    const id = body.appointment_id;
    const waiting = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: id } });
    expect(waiting.body).toMatchObject({ status_id: STATUS.requested, code_entered: false, expires_in: 120, provider_id: salon.providerId });
    // It names who the booking is with (the cart may by now hold another provider's services).
    const [names] = await api.db.query<{ provider_name: string; branch_name: string }>(
      "SELECT p.provider_name, b.branch_name FROM branches b JOIN providers p USING (provider_id) WHERE b.branch_id = $1",
      [salon.branchId],
    );
    expect(waiting.body).toMatchObject(names!);
    // Before acceptance there is no code to enter.
    expect((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: "1234" } })).body.message).toBe(MESSAGES.notAccepted);

    const pending = await api.json("GET", "/provider-api/appointments/", { providerKey: api.providerKey(salon.providerId) });
    expect(pending.body.data.map((a: { appointment_id: number }) => a.appointment_id)).toContain(id);
    const accepted = await api.json("POST", "/provider-api/accept-appointment/", { providerKey: api.providerKey(salon.providerId), json: { appointment_id: id } });
    expect(accepted.status).toBe(200);
    const [sms] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'appointment-code' ORDER BY id DESC LIMIT 1", [user.phone]);
    expect(sms!.body).toContain(accepted.body.otp);

    const status = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: id } });
    expect(status.body.status_id).toBe(STATUS.accepted);
    const wrong = accepted.body.otp === "0000" ? "1111" : "0000";
    const bad = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: wrong } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_appointment_otp", message: "Invalid OTP. Please try again." });
    const good = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: id, otp: accepted.body.otp } });
    expect(good.status).toBe(200);
    // Once the code is entered the request no longer expires.
    api.advance(10 * 60_000);
    await expireUnconfirmedAppointments(api.deps);
    const after = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: id } });
    expect(after.body).toMatchObject({ status_id: STATUS.awaitingPayment, state: "awaiting_payment", code_entered: true });
  });

  it("locks the code after 5 wrong tries", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[4]! });
    const { body: accepted } = await api.json("POST", "/provider-api/accept-appointment/", { providerKey: api.providerKey(salon.providerId), json: { appointment_id: body.appointment_id } });
    const wrong = accepted.otp === "0000" ? "1111" : "0000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: body.appointment_id, otp: wrong } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: body.appointment_id, otp: accepted.otp } });
    expect(locked.status).toBe(429);
  });

  it("cancels a request whose code was not entered within 120 s [spec 2.9.provider-countdown] [spec 2.9.status-codes]", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[6]! });
    api.advance(119_000);
    expect((await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: body.appointment_id } })).body.status_id).toBe(STATUS.requested);
    api.advance(2_000);
    const status = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: body.appointment_id } });
    expect(status.body).toMatchObject({ status_id: STATUS.cancelled, end_reason: "provider_timeout", cancellation_message: END_MESSAGES.provider_timeout, cancelled_by: "system" });
    const late = await api.json("POST", "/provider-api/accept-appointment/", { providerKey: api.providerKey(salon.providerId), json: { appointment_id: body.appointment_id } });
    expect(late.status).toBe(409);
  });

  it("the provider may cancel with a message, the customer sees it", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[8]! });
    const other = await api.json("POST", "/provider-api/cancel-appointment/", { providerKey: api.providerKey(salon.providerId + 1), json: { appointment_id: body.appointment_id } });
    expect(other.status).toBe(403);
    const cancelled = await api.json("POST", "/provider-api/cancel-appointment/", {
      providerKey: api.providerKey(salon.providerId),
      json: { appointment_id: body.appointment_id, cancellation_message: "Sorry, our bridal artist is unwell today." },
    });
    expect(cancelled.status).toBe(200);
    const status = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: body.appointment_id } });
    expect(status.body).toMatchObject({ status_id: STATUS.cancelled, cancellation_message: "Sorry, our bridal artist is unwell today.", cancelled_by: "provider" });
  });

  it("the customer may cancel their own request, not someone else's", async () => {
    const user = await api.createUser();
    const stranger = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[9]! });
    expect((await api.json("POST", "/provider-api/cancel-appointment/", { token: stranger.token, json: { appointment_id: body.appointment_id } })).status).toBe(403);
    expect((await api.json("GET", "/api/appointment/status/", { token: stranger.token, query: { appointment_id: body.appointment_id } })).status).toBe(403);
    expect((await api.json("POST", "/provider-api/cancel-appointment/", { json: { appointment_id: body.appointment_id } })).status).toBe(401);
    const mine = await api.json("POST", "/provider-api/cancel-appointment/", { token: user.token, json: { appointment_id: body.appointment_id } });
    expect(mine.status).toBe(200);
    const status = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: body.appointment_id } });
    expect(status.body.status_id).toBe(STATUS.cancelled);
  });

  it("the demo provider accepts waiting requests after its delay", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[10]! });
    const delayed = { ...api.deps, config: { ...api.deps.config, demoProviderDelayMs: 3000 } };
    expect(await runDemoProvider(delayed)).toBe(0);
    api.advance(3000);
    expect(await runDemoProvider(delayed)).toBeGreaterThanOrEqual(1);
    const status = await api.json("GET", "/api/appointment/status/", { token: user.token, query: { appointment_id: body.appointment_id } });
    expect(status.body.status_id).toBe(STATUS.accepted);
    const off = { ...api.deps, config: { ...api.deps.config, demoMode: false } };
    expect(await runDemoProvider(off)).toBe(0);
  });
});

describe("provider states and details", () => {
  it("moves a paid appointment to in progress and completed, refusing other moves", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[1]! });
    const key = api.providerKey(salon.providerId);
    const id = body.appointment_id;
    expect((await api.json("POST", "/provider-api/start-appointment/", { providerKey: key, json: { appointment_id: id } })).status).toBe(409);
    await api.db.query("UPDATE appointments SET status_id = $2 WHERE appointment_id = $1", [id, STATUS.scheduled]);
    expect((await api.json("POST", "/provider-api/start-appointment/", { providerKey: key, json: { appointment_id: id } })).status).toBe(200);
    expect((await api.json("POST", "/provider-api/complete-appointment/", { providerKey: key, json: { appointment_id: id } })).status).toBe(200);
    expect((await api.json("POST", "/provider-api/complete-appointment/", { json: { appointment_id: id } })).status).toBe(401);
    expect((await api.json("POST", "/provider-api/complete-appointment/", { providerKey: "nope", json: { appointment_id: id } })).status).toBe(401);
  });

  it("gives the owner the appointment details for a reschedule", async () => {
    const user = await api.createUser();
    const { body } = await book(user.token, user.userId, { appointment_time: salon.slots[2]! });
    const details = await api.json("GET", `/api/appointment_details/${body.appointment_id}/`, { token: user.token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ provider_id: salon.providerId, branch_id: salon.branchId });
    expect(details.body.services.map((s: { service_id: number }) => s.service_id)).toEqual(salon.offerings.slice(0, 2).map((o) => o.offering_id));
    expect(details.body.services[0]).toHaveProperty("servicename");
    // Each line's total is the API's, and the quote's subtotal is their sum.
    const lines = details.body.services as { price: number; quantity: number; line_total: number }[];
    for (const l of lines) expect(l.line_total).toBeCloseTo(l.price * l.quantity, 2);
    expect(details.body.quote.subtotal).toBeCloseTo(
      lines.reduce((sum, l) => sum + l.line_total, 0),
      2,
    );
    const stranger = await api.createUser();
    expect((await api.json("GET", `/api/appointment_details/${body.appointment_id}/`, { token: stranger.token })).status).toBe(403);
  });
});
