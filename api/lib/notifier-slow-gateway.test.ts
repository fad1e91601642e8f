import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { insertAppointment, insertFixtureProvider } from "../routes/bookings/test-fixtures";
import { startJobs } from "../jobs";
import type { Deps } from "./context";
import { addDays, clockTime, indiaNow } from "./ist";
import { backoffMs, createNotifier, enqueue, SEND_CONCURRENCY } from "./notifier";
import { STATUS } from "../../contract/booking";

/**
 * A slow SMS gateway on this machine: it answers each request after `delayMs` (or never), and
 * counts the requests it holds open at once. Issue 29: with a 6 s gateway, messages sent one at
 * a time inside the job's tick made acceptances 7–13 s late and the login request wait 6 s.
 */
const GATEWAY_MS = 6000;
const gateway = {
  delayMs: GATEWAY_MS,
  hang: false,
  received: [] as { to: string; body: string }[],
  open: 0,
  maxOpen: 0,
  held: [] as ServerResponse[],
};

let server: Server;
let api: TestApi;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      gateway.received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to: string; body: string });
      gateway.open++;
      gateway.maxOpen = Math.max(gateway.maxOpen, gateway.open);
      res.on("close", () => gateway.open--);
      if (gateway.hang) return void gateway.held.push(res);
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), gateway.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi({ config: { smsGatewayUrl: `${base}/sms`, demoProviderDelayMs: 500, seedProviders: 2 } });
  await insertFixtureProvider(api.db);
});
afterAll(async () => {
  for (const res of gateway.held) res.destroy();
  await api.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  Object.assign(gateway, { delayMs: GATEWAY_MS, hang: false, received: [], maxOpen: gateway.open });
  api.setNow(new Date());
});

/** What an API copy runs on: the real clock and a notifier of its own. */
const copy = (): Deps => ({ ...api.deps, now: () => new Date(), notifier: createNotifier(api.db, api.deps.config) });
const statusOf = async (ids: number[]) => new Map((await api.db.query<{ id: number; status: string }>("SELECT id, status FROM outbox WHERE id = ANY($1)", [ids])).map((r) => [r.id, r.status]));
const queue = (deps: Pick<Deps, "now">, body: string) => enqueue(api.db, api.deps.config, { to: "9876511111", purpose: "notice", body }, deps.now());
const since = (t0: number) => Date.now() - t0;

describe("with a slow SMS gateway", () => {
  it("a login code is queued and the request answers at once; the code goes to the gateway at once, not at the next tick", async () => {
    const t0 = Date.now();
    const answer = await api.json("POST", "/api/login/", { json: { phone: "9876522222" }, client: "10.29.4.1" });
    expect(answer.status).toBe(200);
    expect(since(t0)).toBeLessThan(1000);
    // No job runs here: the send itself started the delivery.
    await expect.poll(() => gateway.received.filter((r) => r.to === "+919876522222").length, { timeout: 2000, interval: 20 }).toBe(1);
    const [code] = await api.db.query<{ status: string }>("SELECT status FROM outbox WHERE recipient = '9876522222'");
    expect(code!.status).toBe("sending");
    await api.deps.notifier.idle();
    expect(since(t0)).toBeGreaterThanOrEqual(GATEWAY_MS);
    expect((await api.db.query<{ status: string }>("SELECT status FROM outbox WHERE recipient = '9876522222'"))[0]!.status).toBe("sent");
  });

  it("expiry, the demo provider's acceptances and reminders run on time while every send slot waits on the gateway", async () => {
    const deps = copy();
    const user = await api.createUser();
    // Every slot of this copy is taken by a 6 s request before the jobs start.
    const notices = await Promise.all(Array.from({ length: SEND_CONCURRENCY + 2 }, (_, i) => queue(deps, `busy ${i}`)));
    await deps.notifier.send({ to: "9876511111", purpose: "notice", body: "one more" });
    await expect.poll(() => gateway.open, { timeout: 2000, interval: 20 }).toBe(SEND_CONCURRENCY);
    const stop = startJobs(deps);
    const t0 = Date.now();
    try {
      // Three requests at once (the demo provider accepts after 500 ms), one past its time, and a
      // confirmed booking about 2.5 hours away, booked days ago: its 24-hour reminder is due.
      const requests: number[] = [];
      for (const time of ["9:30 AM", "10:30 AM", "11:30 AM"]) requests.push(await insertAppointment(api.db, { userId: user.userId, statusId: STATUS.requested, time, stylist: false }));
      const overdue = await insertAppointment(api.db, { userId: user.userId, statusId: STATUS.requested, time: "3:30 PM", stylist: false });
      await api.db.query("UPDATE appointments SET created_at = now() - interval '1 hour' WHERE appointment_id = $1", [overdue]);
      const soon = indiaNow(new Date(Date.now() + 3 * 3_600_000));
      const minutes = soon.minutes - (soon.minutes % 30);
      const confirmed = await insertAppointment(api.db, { userId: user.userId, statusId: STATUS.scheduled, date: soon.date, time: clockTime(minutes) });
      await api.db.query("UPDATE appointments SET created_at = $1 WHERE appointment_id = $2", [addDays(soon.date, -3), confirmed]);

      const state = async () => {
        const rows = await api.db.query<{ appointment_id: number; status_id: number }>("SELECT appointment_id, status_id FROM appointments WHERE appointment_id = ANY($1)", [[...requests, overdue]]);
        return [...requests, overdue].map((id) => rows.find((r) => r.appointment_id === id)?.status_id);
      };
      const reminded = async () => (await api.db.query("SELECT 1 FROM outbox WHERE purpose = 'reminder' AND body LIKE $1", [`%#${confirmed} %`])).length;
      await expect
        .poll(async () => ({ appointments: await state(), reminders: await reminded() }), { timeout: 3000, interval: 50 })
        .toEqual({ appointments: [STATUS.accepted, STATUS.accepted, STATUS.accepted, STATUS.cancelled], reminders: 1 });
      // Before: the second and third acceptance waited 6 and 12 s for the codes ahead of them.
      expect(since(t0)).toBeLessThan(GATEWAY_MS / 2);
      // All of it happened while the first requests were still held by the gateway.
      expect(gateway.open).toBe(SEND_CONCURRENCY);
      expect([...(await statusOf(notices)).values()].filter((s) => s === "sent")).toEqual([]);
    } finally {
      const stopping = Date.now();
      await stop();
      // Stopping waits for the sends in flight and starts no new ones: the rest stay queued for another copy.
      expect(since(stopping)).toBeLessThan(GATEWAY_MS + 2000);
      expect(gateway.open).toBe(0);
    }
    const after = [...(await statusOf(notices)).values()];
    expect(after.filter((s) => s === "sent")).toHaveLength(SEND_CONCURRENCY);
    expect(after.filter((s) => s === "sending")).toEqual([]);
    // What was left queued (two notices, the codes, the reminder) is delivered by the next copy.
    gateway.delayMs = 0;
    await copy().notifier.deliverDue();
    expect((await api.db.query("SELECT id FROM outbox WHERE status NOT IN ('sent', 'kept')")).length).toBe(0);
  });

  it(`sends up to ${SEND_CONCURRENCY} messages at once: ${SEND_CONCURRENCY} messages through a 2 s gateway take about 2 s, not ${SEND_CONCURRENCY * 2} s`, async () => {
    gateway.delayMs = 2000;
    const deps = copy();
    for (let i = 0; i < SEND_CONCURRENCY; i++) await queue(deps, `overlap ${i}`);
    const t0 = Date.now();
    expect(await deps.notifier.deliverDue()).toBe(SEND_CONCURRENCY);
    expect(since(t0)).toBeLessThan(3500);
    expect(gateway.maxOpen).toBe(SEND_CONCURRENCY);

    // Twice as many: never more than SEND_CONCURRENCY at the gateway, all of them sent once.
    gateway.delayMs = 300;
    gateway.received = [];
    for (let i = 0; i < 2 * SEND_CONCURRENCY + 3; i++) await queue(deps, `bounded ${i}`);
    expect(await deps.notifier.deliverDue()).toBe(2 * SEND_CONCURRENCY + 3);
    expect(gateway.maxOpen).toBe(SEND_CONCURRENCY);
    expect(gateway.received.map((r) => r.body).sort()).toEqual(Array.from({ length: 2 * SEND_CONCURRENCY + 3 }, (_, i) => `bounded ${i}`).sort());
  });

  it("counts a gateway that hangs past the timeout as a failed try, and retries it", async () => {
    gateway.hang = true;
    const notifier = createNotifier(api.db, api.deps.config, () => api.deps.now(), { sendTimeoutMs: 300 });
    const id = await queue(api.deps, "hung");
    const t0 = Date.now();
    expect(await notifier.deliverDue()).toBe(1);
    expect(since(t0)).toBeLessThan(2000);
    const [first] = await api.db.query<{ status: string; attempts: number; last_error: string }>("SELECT status, attempts, last_error FROM outbox WHERE id = $1", [id]);
    expect(first).toEqual({ status: "pending", attempts: 1, last_error: "gateway did not answer within 300 ms" });

    gateway.hang = false;
    gateway.delayMs = 0;
    api.advance(backoffMs(1));
    expect(await notifier.deliverDue()).toBe(1);
    expect((await statusOf([id])).get(id)).toBe("sent");
    expect(gateway.received.filter((r) => r.body === "hung")).toHaveLength(2);
  });

  it("two copies on one database deliver each message exactly once", async () => {
    gateway.delayMs = 200;
    const [a, b] = [copy(), copy()];
    const bodies = Array.from({ length: 40 }, (_, i) => `copies ${i}`);
    const ids = await Promise.all(bodies.slice(0, 30).map((body) => queue(a, body)));
    // Both copies work at once: their delivery jobs, and sends kicked on each.
    const counts = Promise.all([a.notifier.deliverDue(), b.notifier.deliverDue()]);
    for (const [i, body] of bodies.slice(30).entries()) await (i % 2 ? a : b).notifier.send({ to: "9876511111", purpose: "notice", body });
    a.notifier.kick();
    b.notifier.kick();
    const [byA, byB] = await counts;
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    await Promise.all([a.notifier.stop(), b.notifier.stop()]);
    expect(gateway.received.map((r) => r.body).sort()).toEqual([...bodies].sort());
    expect([...(await statusOf(ids)).values()].every((s) => s === "sent")).toBe(true);
    expect((await api.db.query("SELECT id FROM outbox WHERE body LIKE 'copies %' AND status <> 'sent'")).length).toBe(0);
  });
});
