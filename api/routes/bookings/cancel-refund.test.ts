import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider, insertPayment } from "./test-fixtures";
import { bookingLinkToken } from "../../lib/booking-link";
import { checkGatewaySignature } from "../payments/gateway-signature";
import { gatewayCallback } from "../payments/test-gateway";
import { runDemoGateway } from "../../demo/demo-gateway";

/**
 * A customer cancelling a booking they paid by UPI: what was paid, less any late-cancellation fee,
 * is refunded once, through the same gateway adapter as the provider's cancel (lib/refunds.ts),
 * and the customer's views and the provider's ledger say so. Run on PostgreSQL in CI too, where
 * the parallel cancels really run at once.
 */
let api: TestApi;
let user: { userId: number; token: string };

// 22 Nov 2026, 9:30 AM in India is 04:00 UTC: free until 01:00 UTC, a fee from then on.
const SLOT = { date: "2026-11-22", time: "9:30 AM" };
const FREE = new Date("2026-11-21T12:00:00Z");
const LATE = new Date("2026-11-22T02:00:00Z");

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
});
afterAll(() => api.close());

type Booked = { userId: number; date?: string; time?: string };

/** A booking paid as given: by UPI (the gateway took it), paid at the venue, or to be paid at the venue. */
async function bookingPaid(db: TestApi["db"], how: "upi" | "venue paid" | "venue unpaid", total = 1180, at: Booked = { userId: user.userId }) {
  const id = await insertAppointment(db, { statusId: 2, ...SLOT, ...at });
  await insertPayment(db, id, at.userId, total, null, how !== "venue unpaid");
  if (how === "upi") await db.query("UPDATE payments SET method = 'upi' WHERE appointment_id = $1", [id]);
  return id;
}

const cancel = (a: TestApi, id: number, token = user.token, userId = user.userId) =>
  a.json("POST", "/api/cancel-booking/", { token, json: { appointment_id: id, user_id: userId, reason: "Personal Reasons" } });
const cancelByLink = (a: TestApi, id: number, from: string) =>
  a.json("POST", `/api/booking-link/${bookingLinkToken(a.deps.config.codeSecret, id, a.deps.now())}/cancel/`, { client: from, json: { reason: "Emergency" } });

const refundsOf = (a: TestApi, id: number) =>
  a.db.query<{ amount: number; reason: string; sent: boolean; reference: string | null }>(
    "SELECT amount::float8 AS amount, reason, refunded_at IS NOT NULL AS sent, gateway_reference AS reference FROM refunds WHERE appointment_id = $1",
    [id],
  );
const listed = async (id: number) => (await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } })).body.data.find((b: { id: number }) => b.id === id);

describe("a customer's cancel of a booking paid by UPI", () => {
  it("refunds all of it in the free window, sent at once, and My Bookings and the booking's link say how much", async () => {
    const id = await bookingPaid(api.db, "upi");
    api.setNow(FREE);
    const { status, body } = await cancel(api, id);
    expect(status).toBe(200);
    expect(body.message).toBe("Your booking has been cancelled. It was free of charge, and ₹1,180 is refunded to your UPI account.");
    // The demo gateway (no refund endpoint configured) takes it at once.
    expect(await refundsOf(api, id)).toEqual([{ amount: 1180, reason: "customer_cancelled", sent: true, reference: `demo-refund-${id}` }]);
    expect((await listed(id)).refund).toEqual({ amount: 1180, refunded_at: FREE.toISOString() });
    const page = await api.json("GET", `/api/booking-link/${bookingLinkToken(api.deps.config.codeSecret, id, FREE)}/`, { client: "10.91.0.1" });
    expect(page.body.data).toMatchObject({ state: "cancelled", refund: { amount: 1180, refunded_at: FREE.toISOString() } });
  });

  it("refunds what was paid less the fee in the last 3 hours (10 %, at most ₹250)", async () => {
    const id = await bookingPaid(api.db, "upi");
    api.setNow(LATE);
    const { body } = await cancel(api, id);
    expect(body.message).toBe("Your booking has been cancelled. A cancellation fee of ₹118 is kept, and ₹1,062 is refunded to your UPI account.");
    expect(await refundsOf(api, id)).toEqual([{ amount: 1062, reason: "customer_cancelled", sent: true, reference: `demo-refund-${id}` }]);
    const capped = await bookingPaid(api.db, "upi", 5900);
    expect((await cancel(api, capped)).body.message).toBe("Your booking has been cancelled. A cancellation fee of ₹250 is kept, and ₹5,650 is refunded to your UPI account.");
    expect((await refundsOf(api, capped))[0]!.amount).toBe(5650);
  });

  it("refunds nothing for a booking to be paid at the venue, or paid there (the money is with the provider)", async () => {
    api.setNow(LATE);
    const unpaid = await bookingPaid(api.db, "venue unpaid");
    expect((await cancel(api, unpaid)).body.message).toBe("Your booking has been cancelled. It was free of charge.");
    const atVenue = await bookingPaid(api.db, "venue paid");
    expect((await cancel(api, atVenue)).status).toBe(200);
    expect(await refundsOf(api, unpaid)).toEqual([]);
    expect(await refundsOf(api, atVenue)).toEqual([]);
    expect((await listed(unpaid)).refund).toBeNull();
  });

  it("refunds the same through the booking's one-tap link", async () => {
    const id = await bookingPaid(api.db, "upi");
    api.setNow(LATE);
    const { status, body } = await cancelByLink(api, id, "10.91.0.2");
    expect(status).toBe(200);
    expect(body.message).toBe("Your booking has been cancelled. A cancellation fee of ₹118 is kept, and ₹1,062 is refunded to your UPI account.");
    expect(await refundsOf(api, id)).toEqual([{ amount: 1062, reason: "customer_cancelled", sent: true, reference: `demo-refund-${id}` }]);
  });

  it("5 cancels at once, from My Bookings and the link, make one cancellation and one refund", async () => {
    const id = await bookingPaid(api.db, "upi");
    api.setNow(FREE);
    const answers = await Promise.all([cancel(api, id), cancelByLink(api, id, "10.91.1.1"), cancel(api, id), cancelByLink(api, id, "10.91.1.2"), cancel(api, id)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(4).fill("This booking is already cancelled."));
    expect(await refundsOf(api, id)).toEqual([{ amount: 1180, reason: "customer_cancelled", sent: true, reference: `demo-refund-${id}` }]);
  });

  it("is shown in the provider's ledger: refunded, and the payout keeps only the fee of what was refunded", async () => {
    // December, where these are the fixture provider's only accepted bookings.
    const december = { userId: user.userId, date: "2026-12-10", time: "9:30 AM" };
    const free = await bookingPaid(api.db, "upi", 1180, december);
    const late = await bookingPaid(api.db, "upi", 1180, december);
    const kept = await bookingPaid(api.db, "upi", 590, december);
    const venue = await bookingPaid(api.db, "venue paid", 500, december);
    await api.db.query("UPDATE appointments SET accepted_at = $2 WHERE appointment_id = ANY($1)", [[free, late, kept, venue], new Date("2026-12-01T00:00:00Z")]);
    api.setNow(new Date("2026-12-09T12:00:00Z"));
    expect((await cancel(api, free)).status).toBe(200);
    api.setNow(new Date("2026-12-10T02:00:00Z"));
    expect((await cancel(api, late)).status).toBe(200);
    const owner = await api.createMember({ providerId: FIXTURE.providerId, role: "owner" });
    const { status, body } = await api.json("GET", "/partner-api/ledger/", { token: owner.token, query: { month: "2026-12" } });
    expect(status).toBe(200);
    const line = (id: number) => body.data.find((l: { appointment_id: number }) => l.appointment_id === id);
    expect(line(free)).toMatchObject({ state: "cancelled", paid_by: "upi", paid: 1180, refunded: 1180, cancellation_fee: 0 });
    expect(line(late)).toMatchObject({ state: "cancelled", paid_by: "upi", paid: 1180, refunded: 1062, cancellation_fee: 118 });
    expect(line(kept)).toMatchObject({ state: "scheduled", paid_by: "upi", paid: 590, refunded: 0 });
    expect(line(venue)).toMatchObject({ paid_by: "venue", paid: 500, refunded: 0 });
    expect(body.totals).toMatchObject({ bookings: 4, paid_upi: 2950, paid_venue: 500, refunded: 2242, payout_pending: 708 });
  });
});

describe("UPI money that comes in after the customer cancelled", () => {
  it("is no longer asked for, and when it comes in anyway all of it goes back, once", async () => {
    api.setNow(new Date());
    const id = await insertAppointment(api.db, { userId: user.userId });
    const checkout = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1180, payment_method: "upi" } });
    expect(checkout.status).toBe(201);
    const { reference } = checkout.body.upi as { reference: string };
    // Cancelled before the money came in: nothing paid, nothing kept, and the request is withdrawn.
    expect((await cancel(api, id)).body.message).toBe("Your booking has been cancelled. It was free of charge.");
    expect((await api.json("GET", "/api/payment/", { token: user.token, query: { appointment_id: id } })).body.data).toMatchObject({ state: "venue_due", upi: { reference, expires_in: 0 } });
    api.advance(60 * 60_000);
    await runDemoGateway(api.deps);
    expect(await refundsOf(api, id)).toEqual([]);
    // The customer's UPI app paid the withdrawn request anyway: the money is taken, and given back.
    const late = await gatewayCallback(api, { reference, amount: 1180 });
    expect(await late.json()).toMatchObject({ result: "paid" });
    expect(await refundsOf(api, id)).toEqual([{ amount: 1180, reason: "paid_after_cancel", sent: true, reference: `demo-refund-${id}` }]);
    expect(await (await gatewayCallback(api, { reference, amount: 1180 })).json()).toMatchObject({ result: "already-paid" });
    expect(await refundsOf(api, id)).toHaveLength(1);
    expect((await listed(id)).refund).toMatchObject({ amount: 1180 });
  });
});

describe("a customer's refund through a real gateway's refund endpoint", () => {
  let gateway: Server;
  let withGateway: TestApi;
  const received: { body: { idempotency_key: string; appointment_id: number; amount: string; currency: string }; signed: string }[] = [];

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const signed = checkGatewaySignature("test-gateway-secret-0123456789", req.headers["x-saaj-signature"] as string | undefined, raw, withGateway.deps.now());
        received.push({ body: JSON.parse(raw), signed });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ reference: `gw-${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    withGateway = await createTestApi({ config: { refundUrl: `http://127.0.0.1:${port}/refunds`, realGateway: true } });
    await insertFixtureProvider(withGateway.db);
  });
  afterAll(async () => {
    await withGateway.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("is sent once, signed, for the amount less the fee, however many cancels come at once", async () => {
    const customer = await withGateway.createUser();
    const id = await bookingPaid(withGateway.db, "upi", 1180, { userId: customer.userId });
    withGateway.setNow(LATE);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(withGateway, id, customer.token, customer.userId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(received).toEqual([{ body: { idempotency_key: `saaj-refund-${id}`, appointment_id: id, amount: "1062.00", currency: "INR" }, signed: "ok" }]);
    const [row] = await withGateway.db.query<{ reference: string; sent: boolean }>("SELECT gateway_reference AS reference, refunded_at IS NOT NULL AS sent FROM refunds WHERE appointment_id = $1", [
      id,
    ]);
    expect(row).toEqual({ reference: "gw-1", sent: true });
  });
});
