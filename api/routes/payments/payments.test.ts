import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { insertAppointment, insertFixtureProvider } from "../bookings/test-fixtures";
import { gatewayCallback } from "./test-gateway";
import { runDemoGateway } from "../../demo/demo-gateway";
import { signGatewayEvent } from "./gateway-signature";

let api: TestApi;
let user: { userId: number; token: string; phone: string };
/** A seeded provider (it has a demo API key) and its first branch. */
let seeded: { providerId: number; branchId: number };

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser();
  const [b] = await api.db.query<{ provider_id: number; branch_id: number }>("SELECT provider_id, branch_id FROM branches WHERE provider_id = 1 ORDER BY branch_id LIMIT 1");
  seeded = { providerId: b!.provider_id, branchId: b!.branch_id };
});
afterAll(() => api.close());

type Upi = { reference: string; url: string; amount: number; expires_at: string; expires_in: number; payee_vpa: string };

/** A booking awaiting payment (subtotal 1000, total 1180), checked out with `method`. */
async function checkedOut(method: "upi" | "venue", where: { providerId?: number; branchId?: number } = {}) {
  const id = await insertAppointment(api.db, { userId: user.userId, ...where });
  const res = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1180, payment_method: method } });
  expect(res.status).toBe(201);
  return { id, body: res.body as { payment_state: string; upi: Upi | null; message: string } };
}
const paymentOf = async (id: number) =>
  (await api.json("GET", "/api/payment/", { token: user.token, query: { appointment_id: id } })).body.data as { state: string; method: string; paid_at: string | null; upi: Upi | null };
const paidAt = async (id: number) => (await api.db.query<{ paid_at: Date | null }>("SELECT paid_at FROM payments WHERE appointment_id = $1", [id]))[0]!.paid_at;

describe("UPI at checkout", () => {
  it("confirms the booking and opens a UPI request for the exact amount, as a upi:// link with a reference unique to it", async () => {
    const { id, body } = await checkedOut("upi");
    expect(body.message).toBe("Your booking is confirmed. Please complete the UPI payment.");
    expect(body.payment_state).toBe("upi_pending");
    const url = new URL(body.upi!.url);
    expect(url.protocol).toBe("upi:");
    expect(Object.fromEntries(url.searchParams)).toEqual({ pa: "saaj.bookings@hdfcbank", pn: "Saaj", am: "1180.00", cu: "INR", tr: body.upi!.reference, tn: `Saaj booking ${id}` });
    expect(body.upi!.reference).toMatch(new RegExp(`^SJ${id}[A-Z0-9]{10}$`));
    // The code was entered just now: open until the end of its 15-minute hold (the deadline the cart showed).
    expect(Math.abs(body.upi!.expires_in - 15 * 60)).toBeLessThanOrEqual(1);
    const again = await checkedOut("upi");
    expect(again.body.upi!.reference).not.toBe(body.upi!.reference);
    expect(await paymentOf(id)).toMatchObject({ state: "upi_pending", method: "upi", paid_at: null });
  });

  it("is paid when the gateway's signed callback says so, once", async () => {
    const { id, body } = await checkedOut("upi");
    const event = { reference: body.upi!.reference, amount: 1180, event_id: `evt_once_${id}` };
    const first = await gatewayCallback(api, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ result: "paid" });
    const paid = await paymentOf(id);
    expect(paid).toMatchObject({ state: "paid_upi", method: "upi", upi: null });
    expect(paid.paid_at).not.toBeNull();
    // The same event again is a replay: refused, and nothing changes.
    const replay = await gatewayCallback(api, event);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ message: "This event was already received." });
    // Another event for the same request changes nothing either.
    const second = await gatewayCallback(api, { reference: body.upi!.reference, amount: 1180 });
    expect(await second.json()).toMatchObject({ result: "already-paid" });
    expect((await paymentOf(id)).paid_at).toBe(paid.paid_at);
  });

  it("refuses a bad signature, another secret, an old or future time, and an amount that does not match", async () => {
    const { id, body } = await checkedOut("upi");
    const event = { reference: body.upi!.reference, amount: 1180 };
    const other = await gatewayCallback(api, event, { secret: "not-the-gateway-secret-0123" });
    expect(other.status).toBe(401);
    expect(await other.json()).toMatchObject({ message: "Invalid signature." });
    const raw = JSON.stringify({ event_id: "evt_tampered", status: "SUCCESS", reference: body.upi!.reference, amount: 1 });
    const tampered = await api.request("POST", "/api/payment/gateway-callback/", {
      headers: { "content-type": "application/json", "x-gateway-signature": signGatewayEvent(api.deps.config.gatewaySecret!, raw.replace('"amount":1', '"amount":1180'), api.deps.now()) },
      raw,
    });
    expect(tampered.status).toBe(401);
    for (const header of [undefined, "", "t=1,v1=zz", "v1=" + "0".repeat(64)]) {
      const res = await api.request("POST", "/api/payment/gateway-callback/", { headers: header === undefined ? {} : { "x-gateway-signature": header }, raw });
      expect(res.status).toBe(401);
    }
    for (const minutes of [-6, 6]) {
      const at = new Date(api.deps.now().getTime() + minutes * 60_000);
      const res = await gatewayCallback(api, event, { at });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: "This event is too old or from the future." });
    }
    const wrongAmount = await gatewayCallback(api, { ...event, amount: 1179.99 });
    expect(wrongAmount.status).toBe(400);
    expect(await wrongAmount.json()).toMatchObject({ message: "The amount does not match the payment request." });
    const unknown = await gatewayCallback(api, { reference: "SJ999999ABCDEFGHIJ", amount: 1180 });
    expect(unknown.status).toBe(404);
    expect(await paymentOf(id)).toMatchObject({ state: "upi_pending", paid_at: null });
  });

  it("answers strange bodies with 400, never 5xx", async () => {
    const { body } = await checkedOut("upi");
    for (const raw of [
      "not json",
      "[]",
      "null",
      '{"event_id":{},"status":"SUCCESS"}',
      `{"event_id":"e\\u0000","reference":"${body.upi!.reference}","status":"SUCCESS","amount":1180}`,
      JSON.stringify({ event_id: "e1", reference: body.upi!.reference, status: "SUCCESS", amount: 1e308 }),
    ]) {
      const res = await gatewayCallback(api, { reference: "", amount: 0 }, { body: raw });
      expect(res.status, raw).toBe(400);
    }
  });

  it("is open until the slot hold's end the cart showed (one deadline), then the booking is to pay at the venue, and a new request is open 10 minutes", async () => {
    const { id, body } = await checkedOut("upi");
    const then = api.deps.now();
    const [{ otp_verified_at }] = (await api.db.query<{ otp_verified_at: Date }>("SELECT otp_verified_at FROM appointments WHERE appointment_id = $1", [id])) as [{ otp_verified_at: Date }];
    const holdEnd = new Date(otp_verified_at).getTime() + 15 * 60_000;
    expect(new Date(body.upi!.expires_at).getTime()).toBe(holdEnd);
    api.setNow(new Date(holdEnd - 1000));
    expect(await paymentOf(id)).toMatchObject({ state: "upi_pending" });
    api.setNow(new Date(holdEnd + 1000));
    try {
      expect(await paymentOf(id)).toMatchObject({ state: "venue_due", upi: { reference: body.upi!.reference, expires_in: 0 } });
      const retry = await api.json("POST", "/api/payment/upi/", { token: user.token, json: { appointment_id: id } });
      expect(retry.status).toBe(200);
      expect(retry.body.data).toMatchObject({ state: "upi_pending", upi: { expires_in: 600 } });
      expect(retry.body.data.upi.reference).not.toBe(body.upi!.reference);
    } finally {
      api.setNow(then);
    }
  });

  it("switches to paying at the venue: the open request is withdrawn and the demo gateway leaves it", async () => {
    const { id } = await checkedOut("upi");
    const venue = await api.json("POST", "/api/payment/venue/", { token: user.token, json: { appointment_id: id } });
    expect(venue.body.data).toMatchObject({ state: "venue_due", method: "venue", upi: null });
    await runDemoGateway(api.deps);
    expect(await paidAt(id)).toBeNull();
  });

  it("refuses UPI when no gateway is configured, and says so in the options", async () => {
    const bare = await createTestApi({ config: { gatewaySecret: undefined, demoMode: false } });
    try {
      await insertFixtureProvider(bare.db);
      const who = await bare.createUser();
      expect((await bare.json("GET", "/api/payment-options/")).body.data).toEqual({ upi: false });
      const id = await insertAppointment(bare.db, { userId: who.userId });
      const res = await bare.json("POST", "/api/checkout/", { token: who.token, json: { appointment_id: id, amount: 1180, payment_method: "upi" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("UPI payments are not available right now. Please choose to pay at the venue.");
      expect((await bare.request("POST", "/api/payment/gateway-callback/", { raw: "{}" })).status).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it("keeps each customer's payments their own", async () => {
    const { id } = await checkedOut("upi");
    const stranger = await api.createUser();
    for (const [method, path] of [
      ["GET", "/api/payment/"],
      ["POST", "/api/payment/upi/"],
      ["POST", "/api/payment/venue/"],
    ] as const) {
      const res =
        method === "GET"
          ? await api.json(method, path, { token: stranger.token, query: { appointment_id: id } })
          : await api.json(method, path, { token: stranger.token, json: { appointment_id: id } });
      expect(res.status, path).toBe(403);
    }
  });
});

describe("the demo gateway", () => {
  it("pays an open request after the delay, through the signed callback", async () => {
    const { id } = await checkedOut("upi");
    expect(await paidAt(id)).toBeNull();
    expect(await runDemoGateway(api.deps)).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(id)).toMatchObject({ state: "paid_upi" });
    const [event] = await api.db.query<{ event_id: string }>("SELECT event_id FROM gateway_events WHERE reference = (SELECT reference FROM upi_requests WHERE appointment_id = $1)", [id]);
    expect(event!.event_id).toMatch(/^demo_/);
  });
});

describe("paying at the venue", () => {
  it("is recorded by the provider, not by anyone else", async () => {
    const { id, body } = await checkedOut("venue", seeded);
    expect(body).toMatchObject({ payment_state: "venue_due", upi: null });
    const stranger = await api.json("POST", "/provider-api/venue-payment-received/", { providerKey: api.providerKey(seeded.providerId + 1), json: { appointment_id: id } });
    expect(stranger.status).toBe(403);
    const res = await api.json("POST", "/provider-api/venue-payment-received/", { providerKey: api.providerKey(seeded.providerId), json: { appointment_id: id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Payment at the venue recorded.", data: { state: "paid_venue", method: "venue" } });
    const first = await paidAt(id);
    await api.json("POST", "/provider-api/venue-payment-received/", { providerKey: api.providerKey(seeded.providerId), json: { appointment_id: id } });
    expect(await paidAt(id)).toEqual(first);
    // Nothing left to pay: no new UPI request.
    const upi = await api.json("POST", "/api/payment/upi/", { token: user.token, json: { appointment_id: id } });
    expect(upi.status).toBe(409);
  });
});

describe("under parallel callbacks (PostgreSQL: several connections)", () => {
  it("takes one event once, and pays a request once, whatever arrives together", async () => {
    const { id, body } = await checkedOut("upi");
    const reference = body.upi!.reference;
    const same = await Promise.all(Array.from({ length: 6 }, () => gatewayCallback(api, { reference, amount: 1180, event_id: `evt_same_${id}` })));
    expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { id: id2, body: body2 } = await checkedOut("upi");
    const many = await Promise.all(Array.from({ length: 6 }, () => gatewayCallback(api, { reference: body2.upi!.reference, amount: 1180 })));
    const results = await Promise.all(many.map(async (r) => ((await r.json()) as { result: string }).result));
    expect(results.sort()).toEqual(["already-paid", "already-paid", "already-paid", "already-paid", "already-paid", "paid"]);
    expect(await paymentOf(id2)).toMatchObject({ state: "paid_upi" });
  });
});
