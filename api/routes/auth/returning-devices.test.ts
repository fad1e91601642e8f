import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { LOGIN_LIMITS } from "./login-budgets";
import { captureLogs } from "../../../shared/log";

let seq = 0;
const newPhone = () => `96${String(Date.now() % 1e5).padStart(5, "0")}${String(++seq).padStart(3, "0")}`;
const newIp = () => `10.2.${Math.floor(++seq / 250) % 250}.${seq % 250}`;
const send = (t: TestApi, phone: string, client = newIp(), device_token?: string) => t.json("POST", "/api/login/", { json: { phone, device_token }, client });
const verify = (t: TestApi, phone: string, otp: string, client = newIp()) => t.json("POST", "/api/login/verify-otp/", { json: { phone, otp }, client });
async function lastCode(t: TestApi, phone: string) {
  const [row] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]);
  return /code is (\d{6})\./.exec(row!.body)![1]!;
}
const MINUTE = 61_000;
const PAUSED = "We cannot send codes right now. Please try again in a few minutes.";
const TOO_MANY = "Too many codes requested. Please try again in an hour.";

/** Logs `phone` in on `t` and returns the device token the login handed out. */
async function logIn(t: TestApi, phone: string): Promise<string> {
  expect((await send(t, phone)).status).toBe(200);
  const ok = await verify(t, phone, await lastCode(t, phone));
  expect(ok.status).toBe(200);
  expect(ok.body.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return ok.body.device_token as string;
}

describe("per-network budgets", () => {
  let api: TestApi;
  beforeAll(async () => (api = await createTestApi({ seed: false, config: { loginLimits: { sendsPerNetworkPerHour: 4, verifiesPerNetworkPerHour: 4 } } })));
  afterAll(() => api.close());

  it("refuses the 5th send an hour from different addresses of one IPv4 /24, not from the next /24", async () => {
    for (let i = 1; i <= 4; i++) expect((await send(api, newPhone(), `198.51.100.${i}`)).status).toBe(200);
    const refused = await send(api, newPhone(), "198.51.100.77");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect((await send(api, newPhone(), "::ffff:198.51.100.78")).status).toBe(429);
    expect((await send(api, newPhone(), "198.51.101.1")).status).toBe(200);
    api.advance(3600_000 + 1000);
    expect((await send(api, newPhone(), "198.51.100.79")).status).toBe(200);
  });

  it("refuses the 5th send an hour from different addresses of one IPv6 /64, not from another /64", async () => {
    for (let i = 1; i <= 4; i++) expect((await send(api, newPhone(), `2001:db8:5:6::${i.toString(16)}`)).status).toBe(200);
    expect((await send(api, newPhone(), "2001:db8:5:6:ffff:1:2:3")).status).toBe(429);
    expect((await send(api, newPhone(), "2001:db8:5:7::1")).status).toBe(200);
  });

  it("refuses the 5th code entry an hour from one /24", async () => {
    for (let i = 1; i <= 4; i++) expect((await verify(api, newPhone(), "123456", `192.0.2.${i}`)).status).toBe(400);
    const busy = await verify(api, newPhone(), "123456", "192.0.2.200");
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe("Too many codes entered from your connection. Please try again in an hour.");
    expect((await verify(api, newPhone(), "123456", "192.0.3.1")).status).toBe(400);
  });

  it("has named defaults larger than the per-address ones", () => {
    expect(LOGIN_LIMITS.sendsPerNetworkPerHour).toBeGreaterThan(LOGIN_LIMITS.sendsPerClientPerHour);
    expect(LOGIN_LIMITS.verifiesPerNetworkPerHour).toBeGreaterThan(LOGIN_LIMITS.verifiesPerClientPerHour);
  });
});

describe("the service-wide soft alarm", () => {
  it("logs once a minute with the count once sends pass 70 % of the cap, before anyone is refused", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 10 } } });
    try {
      const logs = captureLogs("error");
      for (let i = 0; i < 6; i++) expect((await send(small, newPhone())).status).toBe(200);
      expect(logs.lines.filter((l) => l.what === "login-send-soft")).toHaveLength(0);
      for (let i = 0; i < 3; i++) expect((await send(small, newPhone())).status).toBe(200); // the 7th, 8th and 9th
      small.advance(MINUTE);
      expect((await send(small, newPhone())).status).toBe(200); // the 10th, a minute later
      logs.stop();
      const soft = logs.lines.filter((l) => l.what === "login-send-soft");
      expect(soft.map((l) => l.count)).toEqual([7, 10]);
      expect(String(soft[0]!.msg)).toContain("7 code SMS in the last hour, past the alarm threshold of 7 (the service-wide cap is 10)");
    } finally {
      await small.close();
    }
  });
});

describe("the reserved budget for returning devices", () => {
  it("still sends to a device that logged in before once strangers have spent the service-wide cap; new phones and forged or other phones' tokens are refused", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 6, sendsReturningDevicesPerHour: 3 } } });
    try {
      const customer = newPhone();
      const other = newPhone();
      const token = await logIn(small, customer);
      const otherToken = await logIn(small, other);
      small.advance(MINUTE);
      // Strangers from many addresses spend the rest of the hour's cap.
      for (let i = 0; i < 4; i++) expect((await send(small, newPhone())).status).toBe(200);
      expect((await send(small, newPhone())).body.message).toBe(PAUSED);

      // The returning customer still gets a code, from whatever address, and logs in with it.
      expect((await send(small, customer, newIp(), token)).status).toBe(200);
      expect((await verify(small, customer, await lastCode(small, customer))).status).toBe(200);

      // A new phone, a forged token, another phone's token, or no token: the normal (spent) budget.
      for (const [phone, t] of [
        [newPhone(), token],
        [newPhone(), "A".repeat(43)],
        [customer, otherToken],
        [customer, "not a token at all"],
        [customer, undefined],
      ] as const) {
        small.advance(MINUTE);
        const refused = await send(small, phone, newIp(), t);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(PAUSED);
      }
      // The reserved sends did not count against the general cap: the outbox has 6 general + 1 reserved.
      const [{ n }] = (await small.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox")) as [{ n: number }];
      expect(n).toBe(7);
    } finally {
      await small.close();
    }
  });

  it("keeps the per-phone budget and the address budget does not apply; an expired token is ignored", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 1, sendsPerClientPerHour: 1 } } });
    try {
      const customer = newPhone();
      const token = await logIn(small, customer);
      const client = newIp();
      // One address, past its own budget of 1, still sends 4 more for the returning device (5 an hour per phone, the login used 1).
      for (let i = 0; i < LOGIN_LIMITS.sendsPerPhonePerHour - 1; i++) {
        small.advance(MINUTE);
        expect((await send(small, customer, client, token)).status).toBe(200);
      }
      small.advance(MINUTE);
      const perPhone = await send(small, customer, client, token);
      expect(perPhone.status).toBe(429);
      expect(perPhone.body.message).toBe(TOO_MANY);
      // 180 days later the token is no longer honoured.
      small.advance(181 * 24 * 3600_000);
      expect((await send(small, newPhone())).status).toBe(200); // spends the general cap of 1
      expect((await send(small, customer, newIp(), token)).body.message).toBe(PAUSED);
    } finally {
      await small.close();
    }
  });

  it("ignores the token once the account's phone has changed", async () => {
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 2 } } });
    try {
      const customer = newPhone();
      const token = await logIn(small, customer);
      await small.db.query("UPDATE users SET phone = $1 WHERE phone = $2", [newPhone(), customer]);
      small.advance(MINUTE);
      expect((await send(small, newPhone())).status).toBe(200);
      expect((await send(small, customer, newIp(), token)).body.message).toBe(PAUSED);
    } finally {
      await small.close();
    }
  });

  it("under parallel requests sends exactly the reserved budget's codes", async () => {
    const reserved = 4;
    const small = await createTestApi({ seed: false, config: { loginLimits: { sendsGlobalPerHour: 12, sendsReturningDevicesPerHour: reserved } } });
    try {
      const customers: { phone: string; token: string }[] = [];
      for (let i = 0; i < 12; i++) {
        const phone = newPhone();
        customers.push({ phone, token: await logIn(small, phone) });
      }
      small.advance(MINUTE);
      // The general cap is spent by those 12 logins; 12 returning devices ask at once for 4 reserved sends.
      const results = await Promise.all(customers.map((c) => send(small, c.phone, newIp(), c.token)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(reserved);
      expect(results.filter((r) => r.status === 429).every((r) => r.body.message === PAUSED)).toBe(true);
      const [{ n }] = (await small.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox")) as [{ n: number }];
      expect(n).toBe(12 + reserved);
    } finally {
      await small.close();
    }
  });
});
