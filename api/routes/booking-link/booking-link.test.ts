import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { insertAppointment, insertFixtureProvider, insertPayment } from "../bookings/test-fixtures";
import { bookingLinkToken, readBookingLinkToken } from "../../lib/booking-link";
import { BOOKING_LINK_GUESSES } from "../../../contract/schemas/booking-link";

let api: TestApi;
let user: { userId: number; token: string; phone: string };
let other: { userId: number; token: string };

// 22 Nov 2026, 9:30 AM in India is 04:00 UTC.
const SLOT = { date: "2026-11-22", time: "9:30 AM" };
const BEFORE = new Date("2026-11-21T12:00:00Z");
const SECRET = "test-code-secret-0123456789";
let client = 0;
/** Each call from its own address unless told, so the guessing limit is tested on purpose only. */
const nextClient = () => `10.77.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

const view = (token: string, from = nextClient()) => api.json("GET", `/api/booking-link/${token}/`, { client: from });
const cancel = (token: string, reason = "Personal Reasons", from = nextClient()) => api.json("POST", `/api/booking-link/${token}/cancel/`, { client: from, json: { reason } });

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
  other = await api.createUser();
});
afterAll(() => api.close());

async function paidBooking(userId = user.userId) {
  const id = await insertAppointment(api.db, { userId, statusId: 2, ...SLOT });
  await insertPayment(api.db, id, userId, 1180);
  return id;
}

describe("booking link tokens", () => {
  it("name one booking, signed: a changed character, id or time is refused", () => {
    const token = bookingLinkToken(SECRET, 4242, BEFORE);
    expect(readBookingLinkToken(SECRET, token)).toEqual({ appointmentId: 4242, issuedAt: BEFORE });
    const [id, issued, signature] = token.split(".") as [string, string, string];
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    // The last character's spare bits: another spelling of the same bytes is refused too.
    const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const spare = signature.slice(0, -1) + BASE64URL[BASE64URL.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(spare, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    for (const forged of [
      `${id}.${issued}.${flipped}`,
      `${id}.${issued}.${spare}`,
      `${(4243).toString(36)}.${issued}.${signature}`,
      `${id}.${(Number.parseInt(issued, 36) + 1).toString(36)}.${signature}`,
      token.slice(0, -1),
      `${token}x`,
      "",
    ]) {
      expect(readBookingLinkToken(SECRET, forged), forged).toBeNull();
    }
    expect(readBookingLinkToken("another-secret-0123456789", token)).toBeNull();
  });
});

describe("GET /api/booking-link/{token}/", () => {
  it("shows its booking without a login, the phone masked, privately", async () => {
    api.setNow(BEFORE);
    const id = await paidBooking();
    const token = bookingLinkToken(SECRET, id, BEFORE);
    const raw = await api.request("GET", `/api/booking-link/${token}/`, { client: nextClient() });
    expect(raw.headers.get("cache-control")).toBe("private, no-store");
    const res = await view(token);
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ appointment_id: id, appointment_date: SLOT.date, state: "scheduled", total: 1180, invoice_available: true, cancel_fee_now: 0 });
    expect(data.phone_masked).toBe(`+91 ••••••${user.phone.slice(-4)}`);
    expect(JSON.stringify(data)).not.toContain(user.phone);
    expect(data.directions_url).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/);
  });

  it("refuses a forged token or one for no booking with 404, and an expired one with 410", async () => {
    const id = await paidBooking();
    const token = bookingLinkToken(SECRET, id, BEFORE);
    expect((await view(`${token.slice(0, -2)}AA`)).status).toBe(404);
    expect((await view(bookingLinkToken(SECRET, 999_999, BEFORE))).status).toBe(404);
    expect((await view(bookingLinkToken("another-secret-0123456789", id, BEFORE))).status).toBe(404);
    expect((await view("not-a-token")).status).toBe(404);
    // Until 30 days after the appointment's day in India: 22 Dec, 23:59 IST still works.
    api.setNow(new Date("2026-12-22T18:29:59Z"));
    expect((await view(token)).status).toBe(200);
    api.setNow(new Date("2026-12-22T18:30:00Z"));
    const expired = await view(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: "booking_link_expired" });
    api.setNow(BEFORE);
  });

  it("stops working for links issued before the customer logged out everywhere; later links work", async () => {
    const mine = await api.createUser();
    const id = await paidBooking(mine.userId);
    const early = bookingLinkToken(SECRET, id, new Date(BEFORE.getTime() - 60_000));
    expect((await view(early)).status).toBe(200);
    const out = await api.json("POST", "/api/logout-everywhere/", { token: mine.token });
    expect(out.status).toBe(200);
    expect((await view(early)).status).toBe(410);
    expect((await api.json("GET", "/api/my-profile/", { token: mine.token })).status).toBe(401);
    expect((await view(bookingLinkToken(SECRET, id, new Date(BEFORE.getTime() + 1000)))).status).toBe(200);
  });

  it("refuses a client after too many failed links, even with a good one", async () => {
    const id = await paidBooking();
    const from = "10.78.0.1";
    for (let i = 0; i < BOOKING_LINK_GUESSES; i++) expect((await view(bookingLinkToken(SECRET, 900_000 + i, BEFORE), from)).status).toBe(404);
    const refused = await view(bookingLinkToken(SECRET, id, BEFORE), from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "booking_link_guesses" });
    expect((await view(bookingLinkToken(SECRET, id, BEFORE))).status).toBe(200);
  });
});

describe("POST /api/booking-link/{token}/cancel/", () => {
  it("cancels only its own booking, on My Bookings' terms", async () => {
    const mine = await paidBooking();
    const theirs = await paidBooking(other.userId);
    const res = await cancel(bookingLinkToken(SECRET, mine, BEFORE), "Scheduling Conflict");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days." });
    const rows = await api.db.query<{ appointment_id: number; status_id: number; cancelled_by: string | null }>(
      "SELECT appointment_id, status_id, cancelled_by FROM appointments WHERE appointment_id = ANY($1) ORDER BY appointment_id",
      [[mine, theirs]],
    );
    expect(rows).toEqual([
      { appointment_id: mine, status_id: 4, cancelled_by: "user" },
      { appointment_id: theirs, status_id: 2, cancelled_by: null },
    ]);
    // Twice: the second is refused, nothing changes.
    expect((await cancel(bookingLinkToken(SECRET, mine, BEFORE))).status).toBe(409);
  });

  it("takes only the listed reasons", async () => {
    const id = await paidBooking();
    expect((await cancel(bookingLinkToken(SECRET, id, BEFORE), "because")).status).toBe(400);
  });

  it("cancels once when the link is used twice at the same moment", async () => {
    const id = await paidBooking();
    const token = bookingLinkToken(SECRET, id, BEFORE);
    const results = await Promise.all([cancel(token), cancel(token), cancel(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe("POST /api/booking-link/{token}/no-show/", () => {
  /** Scheduled at SLOT (9:30 AM IST, 04:00 UTC), paid ₹1,180 by UPI. */
  async function paidByUpi() {
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, ...SLOT });
    await api.db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, method, paid_at) VALUES ($1, $2, 1000, 0, 90, 90, 1180, 'upi', now())", [
      id,
      user.userId,
    ]);
    return id;
  }
  const report = (id: number, from = nextClient()) => api.json("POST", `/api/booking-link/${bookingLinkToken(SECRET, id, BEFORE)}/no-show/`, { client: from });

  it("is refused before 30 minutes after the start, then ends the booking with a full refund and an apology coupon", async () => {
    const id = await paidByUpi();
    api.setNow(new Date("2026-11-22T04:29:59Z"));
    expect(((await view(bookingLinkToken(SECRET, id, BEFORE))).body as { data: { can_report_no_show: boolean } }).data.can_report_no_show).toBe(false);
    const early = await report(id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "no_show_too_early", message: "You can tell us the professional did not come from 30 minutes after the booking's start." });
    api.setNow(new Date("2026-11-22T04:30:00Z"));
    expect(((await view(bookingLinkToken(SECRET, id, BEFORE))).body as { data: { can_report_no_show: boolean } }).data.can_report_no_show).toBe(true);
    const done = await report(id);
    expect(done.status).toBe(200);
    const [row] = await api.db.query<{ status_id: number; end_reason: string; refunded: boolean }>(
      "SELECT a.status_id, a.end_reason, r.refunded_at IS NOT NULL AS refunded FROM appointments a JOIN refunds r USING (appointment_id) WHERE a.appointment_id = $1",
      [id],
    );
    expect(row).toEqual({ status_id: 4, end_reason: "provider_no_show", refunded: true });
    const [sent] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND body LIKE $2", [user.phone, `%did not come for your Saaj booking #${id} %`]);
    expect(sent!.body).toMatch(/is refunded to your UPI account\. We are sorry: here is ₹200 off your next booking, code SORRY[A-Z2-9]{6}\./);
    api.setNow(BEFORE);
  });

  it("is refused once the professional has started, and counts once when sent several times at once", async () => {
    const started = await paidByUpi();
    await api.db.query("UPDATE appointments SET status_id = 3 WHERE appointment_id = $1", [started]);
    api.setNow(new Date("2026-11-22T05:00:00Z"));
    expect((await report(started)).body).toMatchObject({ code: "no_show_started" });
    const id = await paidByUpi();
    const answers = await Promise.all([report(id), report(id), report(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await api.db.query("SELECT 1 FROM refunds WHERE appointment_id = $1", [id])).toHaveLength(1);
    api.setNow(BEFORE);
  });
});
