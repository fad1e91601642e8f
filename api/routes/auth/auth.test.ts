import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

let api: TestApi;
let phoneSeq = 0;
let ipSeq = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

/** A fresh phone and a fresh client address per test, so the rate limits of one test do not leak into another. */
const newPhone = () => `98${String(Date.now() % 1e5).padStart(5, "0")}${String(++phoneSeq).padStart(3, "0")}`;
const newIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const send = (json: unknown, ip = newIp()) => api.json("POST", "/api/login/", { json, client: ip });
const verify = (json: unknown, ip = newIp()) => api.json("POST", "/api/login/verify-otp/", { json, client: ip });

/** The code in the latest message sent to `phone`, read as the demo app does. */
async function lastCode(phone: string): Promise<string> {
  const { status, body } = await api.json("GET", "/api/demo/outbox/", { query: { phone } });
  expect(status).toBe(200);
  const match = /code is (\d{6})\./.exec(body.data[0]?.body ?? "");
  expect(match).not.toBeNull();
  return match![1]!;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const codeRows = (phone: string) =>
  api.db.query<{ code_hash: string; attempts: number; used: boolean; client_key: string }>(
    "SELECT code_hash, attempts, used_at IS NOT NULL AS used, client_key FROM login_codes WHERE phone = $1 ORDER BY id",
    [phone],
  );

describe("POST /api/login/ and /api/login/verify-otp/", () => {
  it("sends a code, verifies it, creates the user and returns a working token", async () => {
    const phone = newPhone();
    const sent = await send({ phone: Number(phone), receiveUpdates: true }, "203.0.113.7");
    expect(sent).toEqual({
      status: 200,
      body: { status: "success", message: "OTP sent successfully.", resend_in: 60, expires_in: 600 },
    });
    const { body: outbox } = await api.json("GET", "/api/demo/outbox/", { query: { phone } });
    expect(outbox.data).toHaveLength(1);
    expect(outbox.data[0]).toMatchObject({ purpose: "login-code", id: expect.any(Number), created_at: expect.any(String) });
    expect(outbox.data[0].body).toMatch(/^Your Saaj login code is \d{6}\. It expires in 10 minutes\. Do not share it with anyone\.$/);
    const code = await lastCode(phone);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.client_key).toBe("203.0.113.7");

    const { status, body } = await verify({ phone: Number(phone), otp: code });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", message: "Login successful", token: expect.any(String), user_id: expect.any(Number) });
    const profile = await api.json("GET", "/api/my-profile/", { token: body.token, query: { user_id: body.user_id } });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ status: "success", user_id: body.user_id, phone });
  });

  it("keeps the login form's receive-updates choice for a new account", async () => {
    const phone = newPhone();
    await send({ phone, receiveUpdates: false });
    const { body } = await verify({ phone, otp: await lastCode(phone) });
    const [user] = await api.db.query<{ receive_updates: boolean }>("SELECT receive_updates FROM users WHERE user_id = $1", [body.user_id]);
    expect(user!.receive_updates).toBe(false);
  });

  it("logs an existing user in as that user, with the code sent as a number", async () => {
    const user = await api.createUser({ phone: newPhone() });
    await send({ phone: user.phone });
    const code = await lastCode(user.phone);
    const { status, body } = await verify({ phone: user.phone, otp: Number(code) });
    expect(status).toBe(200);
    expect(body.user_id).toBe(user.userId);
  });

  it("refuses an invalid phone [spec 1.8.invalid-phone 2.8.invalid-phone]", async () => {
    for (const phone of ["12345", 123456789012, "", undefined, "98765-4321", 98765.4321]) {
      const { status, body } = await send({ phone });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Invalid phone number", errors: { phone: ["Phone number must be 10 digits"] } });
    }
    // Not digits, or ten digits no Indian mobile has (they start with 6 to 9).
    for (const phone of ["98765abcde", "0000000000", "5123456789", "+44 7911 123456"]) {
      const { status, body } = await send({ phone });
      expect(status, String(phone)).toBe(400);
      expect(body.message).toBe("Invalid phone number format");
    }
    expect((await api.db.query("SELECT 1 FROM outbox WHERE recipient = '0000000000'")).length).toBe(0);
    expect((await api.db.query("SELECT 1 FROM outbox WHERE recipient = '12345'")).length).toBe(0);
  });

  it("takes a number as people paste it: +91, 91, a leading 0, spaces and dashes", async () => {
    for (const [pasted, phone] of [
      ["+91 90000 77071", "9000077071"],
      ["+919000077072", "9000077072"],
      ["91-90000-77073", "9000077073"],
      ["090000 77074", "9000077074"],
      ["(900) 007-7075", "9000077075"],
    ]) {
      const { status, body } = await send({ phone: pasted });
      expect(status, `${pasted}: ${JSON.stringify(body)}`).toBe(200);
      expect((await api.db.query("SELECT 1 FROM outbox WHERE recipient = $1", [phone])).length, pasted).toBe(1);
    }
  });

  it("refuses a missing phone or code [spec 1.5.phone-or-otp-missing]", async () => {
    for (const json of [{}, { phone: "9876543210" }, { otp: "123456" }, { phone: "9876543210", otp: "" }]) {
      const { status, body } = await verify(json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Phone number or OTP is missing" });
    }
  });

  it("counts wrong codes and locks the code after 3 wrong tries", async () => {
    const phone = newPhone();
    await send({ phone });
    const code = await lastCode(phone);
    for (let i = 0; i < 3; i++) {
      const { status, body } = await verify({ phone, otp: wrongCode(code) });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: "invalid_otp", message: "Invalid OTP" });
    }
    expect((await codeRows(phone))[0]!.attempts).toBe(3);
    const locked = await verify({ phone, otp: code });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many wrong attempts. Please request a new code.");
    // A new code (after the resend wait) works again.
    api.advance(61_000);
    await send({ phone });
    const fresh = await verify({ phone, otp: await lastCode(phone) });
    expect(fresh.status).toBe(200);
  });

  it("expires a code after 10 minutes", async () => {
    const phone = newPhone();
    await send({ phone });
    const code = await lastCode(phone);
    api.advance(10 * 60 * 1000 + 1000);
    const { status, body } = await verify({ phone, otp: code });
    expect(status).toBe(400);
    expect(body.message).toBe("OTP has expired. Please request a new one.");
  });

  it("answers 'expired' when no code was ever sent", async () => {
    const { status, body } = await verify({ phone: newPhone(), otp: "123456" });
    expect(status).toBe(400);
    expect(body.message).toBe("OTP has expired. Please request a new one.");
  });

  it("accepts a code only once", async () => {
    const phone = newPhone();
    await send({ phone });
    const code = await lastCode(phone);
    expect((await verify({ phone, otp: code })).status).toBe(200);
    const again = await verify({ phone, otp: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("OTP has expired. Please request a new one.");
  });

  it("lets only one of two parallel tries with the right code pass", async () => {
    const phone = newPhone();
    await send({ phone });
    const code = await lastCode(phone);
    const results = await Promise.all([verify({ phone, otp: code }), verify({ phone, otp: code }), verify({ phone, otp: code })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("counts every one of 30 parallel wrong guesses: no more than the code's tries are ever checked", async () => {
    const phone = newPhone();
    await send({ phone });
    const code = await lastCode(phone);
    const results = await Promise.all(Array.from({ length: 30 }, () => verify({ phone, otp: wrongCode(code) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(results.filter((r) => r.body.message === "Invalid OTP").length).toBeLessThanOrEqual(3);
    // The code is spent by then: even the right one is refused.
    expect((await verify({ phone, otp: code })).status).not.toBe(200);
  });

  it("refuses a resend within 60 s with retry_after, allows it after, and retires the older code [spec 1.9.resend-60 2.9.resend-60]", async () => {
    const phone = newPhone();
    await send({ phone });
    const oldCode = await lastCode(phone);
    api.advance(20_000);
    const response = await api.request("POST", "/api/login/", { json: { phone }, client: newIp() });
    const early = { status: response.status, body: await response.json() };
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ status: "failure", code: "resend_wait", message: "Please wait 40 seconds before requesting a new code.", retry_after: 40 });
    expect(response.headers.get("retry-after")).toBe("40");
    api.advance(40_000);
    expect((await send({ phone })).status).toBe(200);
    const newCode = await lastCode(phone);
    if (newCode !== oldCode) {
      const old = await verify({ phone, otp: oldCode });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe("Invalid OTP");
    }
    expect((await verify({ phone, otp: newCode })).status).toBe(200);
    const rows = await codeRows(phone);
    expect(rows.map((r) => r.used)).toEqual([false, true]);
  });

  it("sends at most 5 codes per phone per hour", async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send({ phone })).status).toBe(200);
      api.advance(61_000);
    }
    const capped = await send({ phone });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe("Too many codes requested. Please try again in an hour.");
    api.advance(3600 * 1000);
    expect((await send({ phone })).status).toBe(200);
  });

  it("sends at most 20 codes per client per hour, whatever the phones", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 20; i++) expect((await send({ phone: newPhone() }, ip)).status).toBe(200);
    const capped = await send({ phone: newPhone() }, ip);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe("Too many codes requested. Please try again in an hour.");
    expect((await send({ phone: newPhone() }, "198.51.100.21")).status).toBe(200);
  });
});

describe("POST /api/user/", () => {
  const register = (json: unknown, ip = newIp()) => api.json("POST", "/api/user/", { json, client: ip });
  const login = async (phone: string, extra: Record<string, unknown> = {}) => {
    expect((await send({ phone, receiveUpdates: false })).status).toBe(200);
    const { status, body } = await verify({ phone, otp: await lastCode(phone), ...extra });
    expect(status).toBe(200);
    return body as { token: string; user_id: number };
  };
  const userRow = (userId: number) =>
    api.db.query<Record<string, unknown>>("SELECT name, email, phone, receive_updates, phone_verified_at IS NOT NULL AS verified FROM users WHERE user_id = $1", [userId]);
  const accountsFor = async (phone: string) => (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE phone = $1", [phone]))[0]!.n;

  it("records the details for the first login, which brings them into the account with the ticket", async () => {
    const phone = newPhone();
    const { status, body } = await register({ name: "Asha Nair", email: `Asha.${phone}@Example.IN`, phone: Number(phone), receiveUpdates: false });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Registration successful! You can now log in.", registration_token: expect.any(String) });
    // Nothing owns the phone yet.
    expect(await accountsFor(phone)).toBe(0);
    const session = await login(phone, { registration_token: body.registration_token });
    expect(await userRow(session.user_id)).toEqual([{ name: "Asha Nair", email: `asha.${phone}@example.in`, phone, receive_updates: false, verified: true }]);
  });

  it("gives each validation message", async () => {
    const cases: [unknown, string, string][] = [
      [{ name: "Al", email: "al@example.in", phone: newPhone() }, "name", "Name must be at least 3 characters long"],
      [{ email: "al@example.in", phone: newPhone() }, "name", "Name must be at least 3 characters long"],
      [{ name: "Alan", email: "not-an-email", phone: newPhone() }, "email", "Invalid email address"],
      [{ name: "Alan", phone: newPhone() }, "email", "Invalid email address"],
      [{ name: "Alan", email: "al@example.in", phone: "12345" }, "phone", "Phone number must be 10 digits"],
      [{ name: "Alan", email: "al@example.in", phone: "98765abcde" }, "phone", "Phone number must be 10 digits"],
      [{ name: "Alan", email: "al@example.in" }, "phone", "Phone number must be 10 digits"],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await register(json);
      expect(status).toBe(400);
      expect(body.status).toBe("failure");
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
    }
  });

  it("answers the same whether the phone or the email is known, and changes nobody's account", async () => {
    const email = `taken${phoneSeq}@example.in`;
    const existing = await api.createUser({ phone: newPhone(), email, name: "Real Owner" });
    const unknown = await register({ name: "Someone", email: `fresh${phoneSeq}@example.in`, phone: newPhone() });
    const known = await register({ name: "Someone", email: email.toUpperCase(), phone: existing.phone });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.message).toBe(unknown.body.message);
    expect(await userRow(existing.userId)).toMatchObject([{ name: "Real Owner", email }]);
  });

  it("does not hand a pre-registered phone's owner someone else's details (no pre-hijack)", async () => {
    const phone = newPhone();
    const attacker = await register({ name: "Mallory", email: `mallory${phoneSeq}@example.in`, phone });
    expect(attacker.status).toBe(200);
    // The real owner logs in (no ticket: they never registered): a clean account of their own.
    const owner = await login(phone);
    expect(await userRow(owner.user_id)).toEqual([{ name: "", email: null, phone, receive_updates: false, verified: true }]);
    // The registration is used up: the attacker's ticket brings nothing later either.
    api.advance(61_000);
    await login(phone, { registration_token: attacker.body.registration_token });
    expect(await userRow(owner.user_id)).toMatchObject([{ name: "", email: null }]);
  });

  it("lets the first verified login claim an account made for the phone before phones were proved, emptied", async () => {
    const phone = newPhone();
    const [legacy] = await api.db.query<{ user_id: number }>("INSERT INTO users (name, email, phone, phone_verified_at) VALUES ('Mallory', $1, $2, NULL) RETURNING user_id", [
      `legacy${phoneSeq}@example.in`,
      phone,
    ]);
    const owner = await login(phone);
    expect(owner.user_id).toBe(legacy!.user_id);
    expect(await userRow(owner.user_id)).toEqual([{ name: "", email: null, phone, receive_updates: false, verified: true }]);
  });

  it("keeps the registrant's email even when another account gives the same one (contact only, never an identity)", async () => {
    const email = `shared${phoneSeq}@example.in`;
    const other = await api.createUser({ phone: newPhone(), email });
    const phone = newPhone();
    const reg = await register({ name: "Second Person", email, phone });
    const session = await login(phone, { registration_token: reg.body.registration_token });
    expect(await userRow(session.user_id)).toMatchObject([{ name: "Second Person", email }]);
    expect(await userRow(other.userId)).toMatchObject([{ email }]);
  });

  it("answers a filled honeypot as usual and stores nothing", async () => {
    const phone = newPhone();
    const { status, body } = await register({ name: "Bot Bot", email: `bot${phoneSeq}@example.in`, phone, website: "http://spam.example" });
    expect(status).toBe(200);
    expect(body.message).toBe("Registration successful! You can now log in.");
    expect(await api.db.query("SELECT 1 FROM pending_registrations WHERE phone = $1", [phone])).toHaveLength(0);
  });

  it("allows 10 registrations per client an hour", async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await register({ name: "Many Names", email: `many${i}.${phoneSeq}@example.in`, phone: newPhone() }, ip)).status).toBe(200);
    const refused = await register({ name: "Many Names", email: `many.${phoneSeq}@example.in`, phone: newPhone() }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many requests. Please try again later.");
    expect((await register({ name: "Someone Else", email: `else.${phoneSeq}@example.in`, phone: newPhone() })).status).toBe(200);
  });
});

describe("POST /api/logout/", () => {
  it("revokes the token", async () => {
    const user = await api.createUser({ phone: newPhone() });
    expect((await api.json("GET", "/api/my-profile/", { token: user.token })).status).toBe(200);
    const { status, body } = await api.json("POST", "/api/logout/", { token: user.token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Logged out" });
    expect((await api.json("GET", "/api/my-profile/", { token: user.token })).status).toBe(401);
    expect((await api.json("POST", "/api/logout/", { token: user.token })).status).toBe(401);
  });

  it("needs a token", async () => {
    expect((await api.json("POST", "/api/logout/")).status).toBe(401);
  });
});
