import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "../routes/bookings/test-fixtures";
import { backoffMs, CLAIM_TIMEOUT_MS, createNotifier, enqueue, MAX_ATTEMPTS, TEMPLATE_PARAM_MAX, templateParam, type Message } from "./notifier";
import { queueReminders } from "./reminders";
import { sha256 } from "./crypto";

/**
 * A stand-in for the SMS gateway and the WhatsApp Business Cloud API on this machine: it checks
 * each request against the documented format (refusing what Meta would refuse), records it, and
 * can fail or hang on purpose.
 */
interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}
const gateway = {
  received: [] as Received[],
  /** How the next requests are answered: ok, 500, or never (the connection is held). */
  mode: "ok" as "ok" | "fail" | "hang",
  held: [] as ServerResponse[],
  /** Template names WhatsApp refuses (not approved): a 400, as Meta answers. */
  unapproved: new Set<string>(),
};
const WA = { token: "wa-test-token", phoneNumberId: "109876543210" };

function whatsappFormatError(body: Record<string, unknown>): string | null {
  const t = body.template as { name?: unknown; language?: { code?: unknown }; components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] } | undefined;
  if (body.messaging_product !== "whatsapp") return "messaging_product must be whatsapp";
  if (typeof body.to !== "string" || !/^91[6-9]\d{9}$/.test(body.to)) return "to must be the number with its country code";
  if (body.type !== "template" || !t || typeof t.name !== "string" || typeof t.language?.code !== "string") return "a template with a name and a language";
  const params = t.components?.find((c) => c.type === "body")?.parameters ?? [];
  if (!params.every((p) => p.type === "text" && typeof p.text === "string" && p.text.length > 0)) return "body parameters are text";
  // Meta's error 132018.
  if (params.some((p) => /[\n\t]| {5}/.test(String(p.text)))) return "Param text cannot have new-line/tab characters or more than 4 consecutive spaces";
  if (gateway.unapproved.has(String(t.name))) return `Template name does not exist in the translation`;
  return null;
}

let server: Server;
let base: string;
let api: TestApi;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      gateway.received.push({ path: req.url ?? "", headers: req.headers, body });
      if (gateway.mode === "hang") return void gateway.held.push(res);
      if (gateway.mode === "fail") return void res.writeHead(500).end("{}");
      const json = (status: number, answer: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      if (req.url === `/wa/${WA.phoneNumberId}/messages`) {
        if (req.headers.authorization !== `Bearer ${WA.token}`) return json(401, { error: { message: "Invalid OAuth access token", code: 190 } });
        const problem = whatsappFormatError(body);
        if (problem) return json(400, { error: { message: problem, code: 100 } });
        return json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${gateway.received.length}` }] });
      }
      if (req.url === "/sms" && typeof body.to === "string" && /^\+91\d{10}$/.test(body.to) && typeof body.body === "string") return json(200, { id: gateway.received.length });
      json(400, { error: "bad request" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi({
    config: { smsGatewayUrl: `${base}/sms`, smsGatewayToken: "sms-token", whatsapp: { ...WA, apiUrl: `${base}/wa`, language: "en" } },
  });
  await insertFixtureProvider(api.db);
});
afterAll(async () => {
  for (const res of gateway.held) res.destroy();
  await api.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  gateway.received = [];
  gateway.mode = "ok";
  gateway.unapproved.clear();
});

const row = async (purpose: string) =>
  (
    await api.db.query<{ id: number; channel: string; status: string; attempts: number; next_attempt_at: Date; body: string }>("SELECT * FROM outbox WHERE purpose = $1 ORDER BY id DESC LIMIT 1", [
      purpose,
    ])
  )[0]!;
/** Queues a message and waits for the background try it starts. */
const send = async (message: Message) => {
  await api.deps.notifier.send(message);
  await api.deps.notifier.idle();
};
const template = { name: "saaj_booking_confirmed", params: ["42", "Glow Fixture Studio Kadavanthra", "2026-12-01", "10:30 AM"] };

describe("the notifier", () => {
  it("sends codes by SMS whatever the customer chose, and the rest by WhatsApp to those who chose it, in each API's documented format", async () => {
    // Each is sent in the background at once; waiting for each keeps their order.
    await send({ to: "9876500001", purpose: "login-code", body: "Your Saaj login code is 1234.", whatsapp: true, template });
    await send({ to: "9876500001", purpose: "booking-confirmed", body: "Your Saaj booking #42 is confirmed.", whatsapp: true, template });
    await send({ to: "9876500002", purpose: "booking-confirmed", body: "Your Saaj booking #43 is confirmed.", whatsapp: false, template });
    expect(gateway.received.map((r) => r.path)).toEqual(["/sms", `/wa/${WA.phoneNumberId}/messages`, "/sms"]);
    const [code, whatsapp] = gateway.received;
    expect(code!.body).toEqual({ to: "+919876500001", body: "Your Saaj login code is 1234." });
    expect(code!.headers.authorization).toBe("Bearer sms-token");
    expect(code!.headers["idempotency-key"]).toMatch(/^saaj-outbox-\d+$/);
    expect(whatsapp!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876500001",
      type: "template",
      template: { name: "saaj_booking_confirmed", language: { code: "en" }, components: [{ type: "body", parameters: template.params.map((text) => ({ type: "text", text })) }] },
    });
    expect((await row("booking-confirmed")).status).toBe("sent");
  });

  it("keeps retrying a WhatsApp endpoint that is down, waiting longer each time, and delivers exactly once when it is back", async () => {
    gateway.mode = "fail";
    await send({ to: "9876500003", purpose: "reminder", body: "Reminder", whatsapp: true, template });
    const first = await row("reminder");
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(new Date(first.next_attempt_at).getTime() - api.deps.now().getTime()).toBe(backoffMs(1));
    // Not due yet: nothing is sent.
    expect(await api.deps.notifier.deliverDue()).toBe(0);
    for (let attempt = 1; attempt <= 3; attempt++) {
      api.advance(backoffMs(attempt));
      if (attempt === 3) gateway.mode = "ok";
      expect(await api.deps.notifier.deliverDue()).toBe(1);
    }
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    for (let i = 0; i < 5; i++) {
      api.advance(60 * 60_000);
      await api.deps.notifier.deliverDue();
    }
    expect(gateway.received).toHaveLength(4);
    expect(new Set(gateway.received.map((r) => r.path))).toEqual(new Set([`/wa/${WA.phoneNumberId}/messages`]));
    expect(await row("reminder")).toMatchObject({ status: "sent", attempts: 4 });
  });

  it(`gives up after ${MAX_ATTEMPTS} tries, and never sends a code after it has expired`, async () => {
    gateway.mode = "fail";
    await send({ to: "9876500004", purpose: "provider-cancelled", body: "Cancelled", whatsapp: false });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      api.advance(backoffMs(MAX_ATTEMPTS));
      await api.deps.notifier.deliverDue();
    }
    expect(gateway.received).toHaveLength(MAX_ATTEMPTS);
    expect(await row("provider-cancelled")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });

    gateway.received = [];
    await send({ to: "9876500004", purpose: "login-code", body: "Your code is 5555.", expiresAt: new Date(api.deps.now().getTime() + 20_000) });
    gateway.mode = "ok";
    api.advance(backoffMs(1));
    await api.deps.notifier.deliverDue();
    expect(await row("login-code")).toMatchObject({ status: "sent" });
    gateway.received = [];
    gateway.mode = "fail";
    await send({ to: "9876500004", purpose: "login-code", body: "Your code is 6666.", expiresAt: new Date(api.deps.now().getTime() + 10_000) });
    gateway.mode = "ok";
    api.advance(backoffMs(1));
    await api.deps.notifier.deliverDue();
    expect(gateway.received).toHaveLength(1); // the failed first try only
    expect(await row("login-code")).toMatchObject({ status: "expired" });
  });

  it("never sends a message twice when a worker stops in the middle of sending it", async () => {
    // Worker 1 claims the message and its request reaches the gateway, which does not answer:
    // then the worker is gone (as if killed). A new worker starts after the claim has timed out.
    gateway.mode = "hang";
    const worker1 = createNotifier(api.db, api.deps.config, () => api.deps.now());
    const worker2 = createNotifier(api.db, api.deps.config, () => api.deps.now());
    await enqueue(api.db, api.deps.config, { to: "9876500005", purpose: "booking-confirmed", body: "Confirmed", whatsapp: true, template }, api.deps.now());
    const stopped = worker1.deliverDue();
    await expect.poll(() => gateway.received.length).toBe(1);
    gateway.mode = "ok";
    api.advance(CLAIM_TIMEOUT_MS + 1000);
    await worker2.deliverDue();
    api.advance(60 * 60_000);
    await worker2.deliverDue();
    expect(gateway.received).toHaveLength(1);
    expect(await row("booking-confirmed")).toMatchObject({ status: "unknown" });
    // Whatever the stopped worker does when its connection finally drops changes nothing.
    for (const res of gateway.held.splice(0)) res.destroy();
    await stopped;
    expect(await row("booking-confirmed")).toMatchObject({ status: "unknown" });
    expect(gateway.received).toHaveLength(1);
  });

  it("sends by SMS, with the same text, a message WhatsApp refuses", async () => {
    gateway.unapproved.add("saaj_reminder_old");
    await send({ to: "9876500007", purpose: "reminder", body: "Reminder: your Saaj booking is tomorrow.", whatsapp: true, template: { name: "saaj_reminder_old", params: ["42"] } });
    await api.deps.notifier.idle();
    expect(gateway.received.map((r) => r.path)).toEqual([`/wa/${WA.phoneNumberId}/messages`, "/sms"]);
    expect(gateway.received[1]!.body).toEqual({ to: "+919876500007", body: "Reminder: your Saaj booking is tomorrow." });
    expect(await row("reminder")).toMatchObject({ channel: "sms", status: "sent" });
    // Nothing more goes out later.
    api.advance(60 * 60_000);
    await api.deps.notifier.deliverDue();
    expect(gateway.received).toHaveLength(2);
  });

  it("lets several workers deliver at once with each message sent once", async () => {
    for (let i = 0; i < 12; i++) await enqueue(api.db, api.deps.config, { to: "9876500006", purpose: "notice", body: `parallel ${i}` }, api.deps.now());
    const workers = Array.from({ length: 4 }, () => createNotifier(api.db, api.deps.config, () => api.deps.now()));
    await Promise.all(workers.map((w) => w.deliverDue()));
    const sent = gateway.received.map((r) => r.body.body as string).filter((b) => b.startsWith("parallel"));
    expect(sent.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `parallel ${i}`).sort());
  });
});

/** The booking link a booking's message ends with. */
const LINK_AT_END = / Manage your booking: https:\/\/saaj\.test\/Booking\/[0-9a-z]+\.[0-9a-z]+\.[\w-]{22}$/;

describe("reminders", () => {
  // 1 Dec 2026, 10:30 AM in India is 05:00 UTC.
  const START = new Date("2026-12-01T05:00:00Z");
  const HOUR = 3_600_000;

  async function scheduled(bookedAt: Date) {
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, date: "2026-12-01", time: "10:30 AM" });
    await api.db.query("UPDATE appointments SET created_at = $1 WHERE appointment_id = $2", [bookedAt, id]);
    return { id, phone: user.phone };
  }
  // Each ends with the booking's link (api/lib/booking-link.ts): checked once, then left out.
  const remindersOf = async (phone: string) =>
    (await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'reminder' ORDER BY id", [phone])).map((r) => {
      expect(r.body).toMatch(LINK_AT_END);
      return { body: r.body.replace(LINK_AT_END, "") };
    });

  it("go 24 hours and 2 hours before, once each, by the customer's channel", async () => {
    const { id, phone } = await scheduled(new Date(START.getTime() - 5 * 24 * HOUR));
    const at = async (msBefore: number) => {
      api.setNow(new Date(START.getTime() - msBefore));
      await queueReminders(api.deps);
      await queueReminders(api.deps); // a second worker, or the next tick
    };
    await at(24 * HOUR + 60_000);
    expect(await remindersOf(phone)).toEqual([]);
    await at(24 * HOUR);
    expect(await remindersOf(phone)).toEqual([
      { body: `Reminder: your Saaj booking #${id} with Glow Fixture Studio Kadavanthra is tomorrow, 2026-12-01 at 10:30 AM. Free cancellation until Tue 1 Dec, 7:30 AM.` },
    ]);
    await at(3 * HOUR);
    expect(await remindersOf(phone)).toHaveLength(1);
    await at(2 * HOUR - 60_000);
    expect((await remindersOf(phone)).map((r) => r.body)).toEqual([
      expect.stringContaining("tomorrow"),
      `Reminder: your Saaj booking #${id} with Glow Fixture Studio Kadavanthra is today, 2026-12-01 at 10:30 AM. Cancelling costs nothing: nothing is paid yet.`,
    ]);
    await at(-60_000);
    expect(await remindersOf(phone)).toHaveLength(2);
    // The customer chose WhatsApp (the default): both went there.
    await api.deps.notifier.deliverDue();
    const mine = gateway.received.filter((r) => r.body.to === `91${phone}`);
    expect(mine.map((r) => (r.body.template as { name: string }).name)).toEqual(["saaj_booking_reminder", "saaj_booking_reminder"]);
  });

  it("skip a window the booking was made inside, and a cancelled booking gets none", async () => {
    const late = await scheduled(new Date(START.getTime() - 5 * HOUR));
    const cancelled = await scheduled(new Date(START.getTime() - 5 * 24 * HOUR));
    await api.db.query("UPDATE appointments SET status_id = 4 WHERE appointment_id = $1", [cancelled.id]);
    for (const before of [24 * HOUR, 4 * HOUR, 2 * HOUR, HOUR]) {
      api.setNow(new Date(START.getTime() - before));
      await queueReminders(api.deps);
    }
    expect((await remindersOf(late.phone)).map((r) => r.body)).toEqual([expect.stringContaining("today")]);
    expect(await remindersOf(cancelled.phone)).toEqual([]);
  });
});

describe("booking messages", () => {
  const messagesTo = (phone: string, purpose: string) => api.db.query<{ body: string; channel: string }>("SELECT body, channel FROM outbox WHERE recipient = $1 AND purpose = $2", [phone, purpose]);

  it("confirm a booking at checkout and tell the customer when the provider cancels, once each", async () => {
    api.setNow(new Date()); // the booking's payment hold starts now (the tests above moved the clock)
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, date: "2026-12-03", time: "4:30 PM" });
    const paid = await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1180 } });
    expect(paid.status).toBe(201);
    // A replay of the same checkout answers again and queues nothing more.
    expect((await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1180 } })).status).toBeLessThan(300);
    expect(await messagesTo(user.phone, "booking-confirmed")).toEqual([
      {
        body: expect.stringMatching(
          new RegExp(
            `^Your Saaj booking #${id} with Glow Fixture Studio Kadavanthra on 2026-12-03 at 4:30 PM is confirmed\\. Free cancellation until Thu 3 Dec, 1:30 PM\\. Manage your booking: https://saaj\\.test/Booking/${id.toString(36)}\\.[0-9a-z]+\\.[\\w-]{22}$`,
          ),
        ),
        channel: "whatsapp",
      },
    ]);
    // The fixture provider gets its demo key, as the demo seed gives every provider.
    await api.db.query("UPDATE providers SET api_key_hash = $1 WHERE provider_id = $2", [sha256(api.providerKey(FIXTURE.providerId)), FIXTURE.providerId]);
    const cancelled = await api.json("POST", "/provider-api/cancel-appointment/", {
      providerKey: api.providerKey(FIXTURE.providerId),
      json: { appointment_id: id, cancellation_message: "Our stylist is unwell today." },
    });
    expect(cancelled.status).toBe(200);
    expect(await messagesTo(user.phone, "provider-cancelled")).toEqual([
      {
        body: expect.stringMatching(
          new RegExp(
            `^Glow Fixture Studio Kadavanthra had to cancel your Saaj booking #${id} for 2026-12-03 at 4:30 PM: Our stylist is unwell today\\. ` +
              `We are sorry: here is ₹200 off your next booking, code SORRY[A-Z2-9]{6}\\. Book the same services elsewhere: https://saaj\\.test/SearchResults\\?type=\\d&location=\\S+ See your booking: https://saaj\\.test/Booking/`,
          ),
        ),
        channel: "whatsapp",
      },
    ]);
  });

  it("reach WhatsApp with a reason of several lines made one line, which WhatsApp takes", async () => {
    api.setNow(new Date());
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, date: "2026-12-04", time: "4:30 PM" });
    expect((await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: id, amount: 1180 } })).status).toBe(201);
    await api.db.query("UPDATE providers SET api_key_hash = $1 WHERE provider_id = $2", [sha256(api.providerKey(FIXTURE.providerId)), FIXTURE.providerId]);
    await api.deps.notifier.deliverDue(); // the confirmation
    gateway.received = [];
    const cancelled = await api.json("POST", "/provider-api/cancel-appointment/", {
      providerKey: api.providerKey(FIXTURE.providerId),
      json: { appointment_id: id, cancellation_message: "Sorry!\nOur stylist is unwell.\r\n\tWe will call you      to book again." },
    });
    expect(cancelled.status).toBe(200);
    // Queued with the cancellation (its transaction): the delivery job sends it.
    await api.deps.notifier.deliverDue();
    const sent = gateway.received.filter((r) => r.path.startsWith("/wa/"));
    expect(sent).toHaveLength(1);
    const params = (sent[0]!.body.template as { components: { parameters: { text: string }[] }[] }).components[0]!.parameters.map((p) => p.text);
    // The reason first, then what Saaj does about it (the template keeps its parameters).
    expect(params.some((p) => p.startsWith("Sorry! Our stylist is unwell. We will call you to book again. We are sorry: here is ₹200 off"))).toBe(true);
    expect((await api.db.query<{ status: string; channel: string }>("SELECT status, channel FROM outbox WHERE recipient = $1 AND purpose = 'provider-cancelled'", [user.phone]))[0]).toEqual({
      status: "sent",
      channel: "whatsapp",
    });
  });
});

describe("template parameters", () => {
  it("are one line with single spaces, never empty, and cut with an ellipsis past the limit", () => {
    expect(templateParam("  a\r\nb\tc     d  ")).toBe("a b c d");
    expect(templateParam("\n\t ")).toBe("-");
    const long = templateParam("x".repeat(TEMPLATE_PARAM_MAX + 50));
    expect(long).toHaveLength(TEMPLATE_PARAM_MAX);
    expect(long.endsWith("…")).toBe(true);
  });
});
