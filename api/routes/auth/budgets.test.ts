import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { LOGIN_LIMITS } from "./login-budgets";
import { captureLogs } from "../../../shared/log";

let api: TestApi;
let seq = 0;
beforeAll(async () => (api = await createTestApi({ seed: false })));
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

const newPhone = () => `97${String(Date.now() % 1e5).padStart(5, "0")}${String(++seq).padStart(3, "0")}`;
const newIp = () => `10.1.${Math.floor(++seq / 250)}.${seq % 250}`;
const send = (t: TestApi, phone: string, client = newIp()) => t.json("POST", "/api/login/", { json: { phone }, client });
const verify = (t: TestApi, phone: string, otp: string, client = newIp()) => t.json("POST", "/api/login/verify-otp/", { json: { phone, otp }, client });
async function lastCode(t: TestApi, phone: string) {
  const [row] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]);
  return /code is (\d{6})\./.exec(row!.body)![1]!;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const MINUTE = 61_000;

describe("wrong codes per phone, across codes", () => {
  it("locks the phone after 5 wrong codes in a day, even spread over several codes and clients, says until when, and opens after 24 h", async () => {
    const phone = newPhone();
    expect((await send(api, phone)).status).toBe(200);
    const first = await lastCode(api, phone);
    for (let i = 0; i < 3; i++) expect((await verify(api, phone, wrong(first))).status).toBe(400);
    api.advance(MINUTE);
    expect((await send(api, phone)).status).toBe(200);
    const second = await lastCode(api, phone);
    for (let i = 0; i < 2; i++) expect((await verify(api, phone, wrong(second))).status).toBe(400);

    // The right code no longer helps: the phone has spent its budget for the day.
    const locked = await verify(api, phone, second);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes for this number, so logging in with it is paused for your safety until .+ \(India time\)\./);
    expect(locked.body.message).toContain("contact us through the Contact page");
    expect(locked.body.retry_after).toBeGreaterThan(23 * 3600);
    // No more SMS for it either (they cost money and would only feed the guessing).
    const refused = await send(api, phone);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(locked.body.message);

    api.advance(24 * 3600_000);
    expect((await send(api, phone)).status).toBe(200);
    expect((await verify(api, phone, await lastCode(api, phone))).status).toBe(200);
  });

  it("locks for 30 days after 10 wrong codes in 30 days", async () => {
    const phone = newPhone();
    for (let day = 0; day < 2; day++) {
      for (const tries of [3, 2]) {
        expect((await send(api, phone)).status).toBe(200);
        const code = await lastCode(api, phone);
        for (let i = 0; i < tries; i++) expect((await verify(api, phone, wrong(code))).status).toBe(400);
        api.advance(MINUTE);
      }
      api.advance(24 * 3600_000);
    }
    const locked = await send(api, phone);
    expect(locked.status).toBe(429);
    expect(locked.body.retry_after).toBeGreaterThan(27 * 24 * 3600);
    api.advance(28 * 24 * 3600_000);
    expect((await send(api, phone)).status).toBe(200);
  });
});

describe("code entries per client", () => {
  it("allows 30 code entries an hour from one client, whatever the phones, then 429", async () => {
    const client = newIp();
    for (let i = 0; i < LOGIN_LIMITS.verifiesPerClientPerHour; i++) expect((await verify(api, newPhone(), "123456", client)).status).toBe(400);
    const busy = await verify(api, newPhone(), "123456", client);
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe("Too many codes entered from your connection. Please try again in an hour.");
    // Someone else is not affected, and the hour frees it again.
    expect((await verify(api, newPhone(), "123456")).status).toBe(400);
    api.advance(3600_000 + 1000);
    expect((await verify(api, newPhone(), "123456", client)).status).toBe(400);
  });
});

describe("send caps", () => {
  it("sends at most 10 codes a day to one phone", async () => {
    const phone = newPhone();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++) {
        expect((await send(api, phone)).status).toBe(200);
        api.advance(MINUTE);
      }
      api.advance(3600_000);
    }
    const refused = await send(api, phone);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many codes requested for this number today. Please try again tomorrow.");
  });

  it("stops every code SMS past the service-wide hourly cap and logs an alarm, at most once a minute with the count", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 3 } } });
    try {
      const logs = captureLogs("error");
      for (let i = 0; i < 3; i++) expect((await send(small, newPhone())).status).toBe(200);
      const refused = await send(small, newPhone());
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("We cannot send codes right now. Please try again in a few minutes.");
      for (let i = 0; i < 5; i++) expect((await send(small, newPhone())).status).toBe(429);
      small.advance(61_000);
      expect((await send(small, newPhone())).status).toBe(429);
      logs.stop();
      const alarms = logs.lines.filter((l) => /\[security\] ALARM: the service-wide cap/.test(String(l.msg)));
      expect(alarms.map((l) => l.refused)).toEqual([1, 6]);
      const [{ n }] = (await small.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox")) as [{ n: number }];
      expect(n).toBe(3);
    } finally {
      await small.close();
    }
  });
});

describe("service-wide alarm", () => {
  it("logs loudly when wrong codes across all phones pass the hourly alarm rate", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { wrongGlobalAlarmPerHour: 4 } } });
    try {
      const logs = captureLogs("error");
      for (let i = 0; i < 4; i++) {
        const phone = newPhone();
        await send(small, phone);
        expect((await verify(small, phone, wrong(await lastCode(small, phone)))).status).toBe(400);
      }
      logs.stop();
      const alarms = logs.lines.filter((l) => /\[security\] ALARM: 4 wrong login codes in the last hour/.test(String(l.msg)));
      expect(alarms).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
