import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

let api: TestApi;
beforeAll(async () => (api = await createTestApi({ seed: false })));
afterAll(() => api.close());

/** Each test calls from its own address so the per-client limits do not leak between tests. */
let clientCounter = 0;
const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

describe("POST /api/subscribe/", () => {
  const subscribe = (json: unknown) => api.json("POST", "/api/subscribe/", { json });
  const rows = (email: string) => api.db.query<{ email: string }>("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email]);

  it("signs an email up with 201, stored lower-case [spec 1.9.success-statuses]", async () => {
    const { status, body } = await subscribe({ email: "  Asha.Nair@Example.IN " });
    expect(status).toBe(201);
    expect(body).toEqual({ status: "success", message: "Thank you for subscribing!" });
    expect(await rows("asha.nair@example.in")).toEqual([{ email: "asha.nair@example.in" }]);
  });

  it("answers a repeat sign-up the same way and stores it once", async () => {
    expect((await subscribe({ email: "repeat@example.in" })).status).toBe(201);
    const again = await subscribe({ email: "REPEAT@example.in" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ status: "success", message: "Thank you for subscribing!" });
    expect(await rows("repeat@example.in")).toHaveLength(1);
  });

  it("refuses an invalid email with the field error", async () => {
    for (const json of [
      {},
      { email: "" },
      { email: "   " },
      { email: "asha" },
      { email: "asha@" },
      { email: "@example.in" },
      { email: 42 },
      { email: null },
      { email: `${"a".repeat(250)}@example.in` },
    ]) {
      const { status, body } = await subscribe(json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Please enter a valid email.", errors: { email: ["Please enter a valid email."] } });
    }
    const [{ n }] = (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE email NOT LIKE '%@example.in'")) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("POST /api/callback-request/", () => {
  const callback = (json: unknown, o: { token?: string; client?: string } = {}) => api.json("POST", "/api/callback-request/", { json, token: o.token, client: o.client ?? newClient() });
  const stored = (phone: string) => api.db.query<{ name: string; phone: string; user_id: number | null }>("SELECT name, phone, user_id FROM callback_requests WHERE phone = $1 ORDER BY id", [phone]);

  it("stores a guest's request without a user", async () => {
    const { status, body } = await callback({ name: "  Asha Nair ", phone: "9000000001", user_id: null });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Thank you! We will call you back shortly." });
    expect(await stored("9000000001")).toEqual([{ name: "Asha Nair", phone: "9000000001", user_id: null }]);
  });

  it("accepts the phone as a number and user_id left out", async () => {
    const { status } = await callback({ name: "Ravi", phone: 9000000002 });
    expect(status).toBe(200);
    expect(await stored("9000000002")).toEqual([{ name: "Ravi", phone: "9000000002", user_id: null }]);
  });

  it("stores the logged-in caller's own user id", async () => {
    const user = await api.createUser();
    expect((await callback({ name: "Own Id", phone: "9000000003", user_id: user.userId }, { token: user.token })).status).toBe(200);
    expect((await callback({ name: "No Id", phone: "9000000003" }, { token: user.token })).status).toBe(200);
    expect((await stored("9000000003")).map((r) => r.user_id)).toEqual([user.userId, user.userId]);
  });

  it("refuses another user's id with the caller's token, and stores nothing", async () => {
    const caller = await api.createUser();
    const other = await api.createUser();
    const { status, body } = await callback({ name: "Mallory", phone: "9000000004", user_id: other.userId }, { token: caller.token });
    expect(status).toBe(403);
    expect(body.status).toBe("failure");
    expect(await stored("9000000004")).toEqual([]);
  });

  it("never trusts a user id without a valid token: stores no user", async () => {
    const victim = await api.createUser();
    expect((await callback({ name: "Guest", phone: "9000000005", user_id: victim.userId })).status).toBe(200);
    expect((await callback({ name: "Guest", phone: "9000000005", user_id: victim.userId }, { token: "not-a-real-token" })).status).toBe(200);
    api.advance(31 * 24 * 3600_000); // the victim's token has expired by now
    expect((await callback({ name: "Guest", phone: "9000000005", user_id: victim.userId }, { token: victim.token })).status).toBe(200);
    expect((await stored("9000000005")).map((r) => r.user_id)).toEqual([null, null, null]);
  });

  it("validates the name and phone with the spec's messages [spec 1.5.full-name-required]", async () => {
    for (const json of [{ phone: "9000000006" }, { name: "", phone: "9000000006" }, { name: "    ", phone: "9000000006" }, { name: null, phone: "9000000006" }]) {
      const { status, body } = await callback(json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Full name is required", errors: { name: ["Full name is required"] } });
    }
    for (const phone of [undefined, "", "12345", "90000000066", "900000000a", "+919000000006", "90000 00006"]) {
      const { status, body } = await callback({ name: "Asha", phone });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Phone number must be 10 digits", errors: { phone: ["Phone number must be 10 digits"] } });
    }
    const both = await callback({ name: "", phone: "1" });
    expect(both.body.errors).toEqual({ name: ["Full name is required"], phone: ["Phone number must be 10 digits"] });
    const long = await callback({ name: "A".repeat(101), phone: "9000000006" });
    expect(long.status).toBe(400);
    const badId = await callback({ name: "Asha", phone: "9000000006", user_id: "abc" });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ user_id: ["Invalid user ID."] });
    expect(await stored("9000000006")).toEqual([]);
  });

  it("allows 5 requests per client per hour, then 429 until the hour has passed", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await callback({ name: "Busy", phone: "9000000007" }, { client })).status).toBe(200);
    const { status, body } = await callback({ name: "Busy", phone: "9000000007" }, { client });
    expect(status).toBe(429);
    expect(body).toMatchObject({ status: "failure", code: "too_many_requests", message: "Too many requests. Please try again later." });
    expect(await stored("9000000007")).toHaveLength(5);
    // Another client is not held up; the same client is, until the window moves on.
    expect((await callback({ name: "Other", phone: "9000000008" })).status).toBe(200);
    api.advance(59 * 60_000);
    expect((await callback({ name: "Busy", phone: "9000000007" }, { client })).status).toBe(429);
    api.advance(2 * 60_000);
    expect((await callback({ name: "Busy", phone: "9000000007" }, { client })).status).toBe(200);
  });

  it("does not count invalid or refused requests against the limit", async () => {
    const client = newClient();
    const caller = await api.createUser();
    const other = await api.createUser();
    for (let i = 0; i < 6; i++) expect((await callback({ name: "", phone: "9000000009" }, { client })).status).toBe(400);
    for (let i = 0; i < 6; i++) {
      expect((await callback({ name: "X", phone: "9000000009", user_id: other.userId }, { client, token: caller.token })).status).toBe(403);
    }
    expect((await callback({ name: "Asha", phone: "9000000009" }, { client })).status).toBe(200);
  });
});

describe("POST /api/contact/", () => {
  const contact = (json: unknown, client: string = newClient()) => api.json("POST", "/api/contact/", { json, client });
  const stored = (email: string) => api.db.query<{ name: string; email: string; message: string }>("SELECT name, email, message FROM contact_messages WHERE email = $1 ORDER BY id", [email]);
  const valid = { name: "Asha Nair", email: "contact1@example.in", message: "I would like to partner with you." };

  it("stores the message and answers with the spec's text", async () => {
    const { status, body } = await contact({ name: " Asha Nair ", email: " Contact1@Example.in ", message: "  I would like to partner with you. " });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Thank you for reaching out! We will get back to you within two working days." });
    expect(await stored("contact1@example.in")).toEqual([valid]);
  });

  it("validates each field with the spec's messages [spec 2.5.name-2]", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: "A" }, "name", "Name must be at least 2 characters"],
      [{ ...valid, name: "  A  " }, "name", "Name must be at least 2 characters"],
      [{ ...valid, name: undefined }, "name", "Name must be at least 2 characters"],
      [{ ...valid, email: "nope" }, "email", "Invalid email address"],
      [{ ...valid, email: "" }, "email", "Invalid email address"],
      [{ ...valid, email: undefined }, "email", "Invalid email address"],
      [{ ...valid, message: "Hi" }, "message", "Message must be at least 5 characters"],
      [{ ...valid, message: "  Hey    " }, "message", "Message must be at least 5 characters"],
      [{ ...valid, message: undefined }, "message", "Message must be at least 5 characters"],
      [{ ...valid, message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await contact(json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message, errors: { [field]: [message] } });
    }
    expect((await contact({ ...valid, email: "contact2@example.in", message: "x".repeat(2000) })).status).toBe(200);
    expect(await stored("contact2@example.in")).toHaveLength(1);
  });

  it("allows 5 messages per client per hour", async () => {
    const client = newClient();
    const json = { ...valid, email: "contact3@example.in" };
    for (let i = 0; i < 5; i++) expect((await contact(json, client)).status).toBe(200);
    const { status, body } = await contact(json, client);
    expect(status).toBe(429);
    expect(body.message).toBe("Too many requests. Please try again later.");
    expect(await stored("contact3@example.in")).toHaveLength(5);
    expect((await contact(json)).status).toBe(200);
    api.advance(3600_000 + 1000);
    expect((await contact(json, client)).status).toBe(200);
  });

  it("keeps the callback and contact limits apart", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await api.json("POST", "/api/callback-request/", { json: { name: "Both", phone: "9000000010" }, client })).status).toBe(200);
    }
    expect((await contact({ ...valid, email: "contact4@example.in" }, client)).status).toBe(200);
  });
});

describe("POST /api/accessibility-report/", () => {
  const report = (json: unknown, client: string = newClient()) => api.json("POST", "/api/accessibility-report/", { json, client });
  const stored = (marker: string) =>
    api.db.query<{ page: string | null; problem: string; assistive_tech: string | null; reply_to: string | null }>(
      "SELECT page, problem, assistive_tech, reply_to FROM accessibility_reports WHERE problem LIKE $1 ORDER BY id",
      [`%${marker}%`],
    );

  it("stores what was reported, the optional parts only when given, and thanks the reporter", async () => {
    const full = await report({ page: " /DateTime ", problem: " The slots do not say which are full [a11y-1] ", assistive_tech: "TalkBack on Android", reply_to: "9876501234" });
    expect(full.status).toBe(200);
    expect(full.body).toEqual({ status: "success", message: "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days." });
    const bare = await report({ page: "", problem: "Focus gets lost after closing the cart [a11y-2]", assistive_tech: "", reply_to: "" });
    expect(bare.status).toBe(200);
    expect(await stored("[a11y-1]")).toEqual([{ page: "/DateTime", problem: "The slots do not say which are full [a11y-1]", assistive_tech: "TalkBack on Android", reply_to: "9876501234" }]);
    expect(await stored("[a11y-2]")).toEqual([{ page: null, problem: "Focus gets lost after closing the cart [a11y-2]", assistive_tech: null, reply_to: null }]);
    expect((await report({ problem: "Email reply works too [a11y-3]", reply_to: "asha@example.in" })).status).toBe(200);
  });

  it("refuses what it cannot take, field by field, and never fails on strange input", async () => {
    const problem = "Something is wrong here";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ problem: "short" }, "problem", "Please tell us what went wrong, in at least 10 characters."],
      [{}, "problem", "Please tell us what went wrong, in at least 10 characters."],
      [{ problem: "x".repeat(2001) }, "problem", "Please keep it to 2000 characters."],
      [{ problem, page: "p".repeat(301) }, "page", "Please keep the page to 300 characters."],
      [{ problem, assistive_tech: "t".repeat(101) }, "assistive_tech", "Please keep this to 100 characters."],
      [{ problem, reply_to: "call me" }, "reply_to", "Please give an email address or a 10-digit mobile number, or leave this empty."],
      [{ problem, reply_to: "0000000000" }, "reply_to", "Please give an email address or a 10-digit mobile number, or leave this empty."],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await report(json);
      expect(status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(body.errors[field]).toEqual([message]);
    }
    for (const json of [{ problem: { $gt: "" } }, { problem: ["a", "b"] }, { problem: `nul\u0000 in the middle of it` }, { problem: 1e308 }, null, "text"]) {
      expect((await report(json)).status).toBeLessThan(500);
    }
  });

  it("allows 5 reports per client per hour, and a filled honeypot stores nothing", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await report({ problem: `Limit check ${i} [a11y-limit]` }, client)).status).toBe(200);
    expect((await report({ problem: "Limit check 6 [a11y-limit]" }, client)).status).toBe(429);
    expect(await stored("[a11y-limit]")).toHaveLength(5);
    const bot = await report({ problem: "Buy cheap things [a11y-bot]", website: "http://spam.example" });
    expect(bot.status).toBe(200);
    expect(await stored("[a11y-bot]")).toHaveLength(0);
  });
});

describe("honeypot and limits on the public forms", () => {
  it("answers a filled honeypot as usual and stores nothing (newsletter and callback)", async () => {
    const sub = await api.json("POST", "/api/subscribe/", { json: { email: "bot@example.in", website: "http://spam.example" }, client: newClient() });
    expect(sub.status).toBe(201);
    expect(sub.body).toEqual({ status: "success", message: "Thank you for subscribing!" });
    expect(await api.db.query("SELECT 1 FROM subscriptions WHERE email = 'bot@example.in'")).toHaveLength(0);
    const call = await api.json("POST", "/api/callback-request/", { json: { name: "Bot", phone: "9000000077", website: "x" }, client: newClient() });
    expect(call.status).toBe(200);
    expect(await api.db.query("SELECT 1 FROM callback_requests WHERE phone = '9000000077'")).toHaveLength(0);
  });

  it("allows 10 newsletter sign-ups per client an hour, known emails or not", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      const r = await api.json("POST", "/api/subscribe/", { json: { email: `limit${i % 3}@example.in` }, client });
      expect(r.status).toBe(201);
    }
    const refused = await api.json("POST", "/api/subscribe/", { json: { email: "limit9@example.in" }, client });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many requests. Please try again later.");
    expect((await api.json("POST", "/api/subscribe/", { json: { email: "limit9@example.in" }, client: newClient() })).status).toBe(201);
  });
});
