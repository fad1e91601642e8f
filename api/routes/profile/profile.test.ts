import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { insertAppointment, insertFixtureProvider } from "../bookings/test-fixtures";
import { LOGIN_LIMITS } from "../auth/login-budgets";

let api: TestApi;
let seq = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  api.setNow(new Date("2025-06-15T12:00:00Z"));
});
afterAll(() => api.close());

const newPhone = () => `97${String(Date.now() % 1e5).padStart(5, "0")}${String(++seq).padStart(3, "0")}`;
const newUser = () => api.createUser({ phone: newPhone(), name: "Meera Das", email: `meera${Date.now()}${++seq}@example.in` });
const get = (token: string, user_id?: number | string) => api.json("GET", "/api/my-profile/", { token, query: { user_id } });
const put = (token: string, json: unknown) => api.json("PUT", "/api/my-profile/", { token, json });

const valid = (user: { userId: number; phone: string }, fields: Record<string, unknown> = {}) => ({
  user_id: user.userId,
  name: "Meera Das",
  email: `meera.${user.phone}@example.in`,
  phone: user.phone,
  dob: "21-04-1995",
  gender: "Female",
  location: "Kochi",
  address: "12 MG Road, Kochi",
  ...fields,
});

describe("GET /api/my-profile/", () => {
  it("returns the caller's profile at the top level", async () => {
    const user = await newUser();
    const { status, body } = await get(user.token, user.userId);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "success",
      user_id: user.userId,
      name: "Meera Das",
      email: expect.stringMatching(/@example\.in$/),
      phone: user.phone,
      dob: null,
      gender: null,
      location: null,
      address: null,
    });
    expect((await get(user.token)).body.user_id).toBe(user.userId);
  });

  it("refuses another user's id and a missing token", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const { status, body } = await get(a.token, b.userId);
    expect(status).toBe(403);
    expect(body.status).toBe("failure");
    expect((await api.json("GET", "/api/my-profile/", { query: { user_id: a.userId } })).status).toBe(401);
    expect((await get("not-a-token", a.userId)).status).toBe(401);
  });
});

describe("PUT /api/my-profile/", () => {
  it("updates the profile and GET shows it (dob DD-MM-YYYY, email lower-case)", async () => {
    const user = await newUser();
    const phone = user.phone;
    const { status, body } = await put(user.token, valid(user, { phone: Number(phone), email: `New.${phone}@Example.IN` }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Profile updated successfully!" });
    expect((await get(user.token, user.userId)).body).toEqual({
      status: "success",
      user_id: user.userId,
      name: "Meera Das",
      email: `new.${phone}@example.in`,
      phone,
      dob: "21-04-1995",
      gender: "Female",
      location: "Kochi",
      address: "12 MG Road, Kochi",
    });
  });

  it("clears dob and gender with '' or null", async () => {
    const user = await newUser();
    expect((await put(user.token, valid(user))).status).toBe(200);
    expect((await put(user.token, valid(user, { dob: "", gender: "" }))).status).toBe(200);
    expect((await get(user.token)).body).toMatchObject({ dob: null, gender: null });
    expect((await put(user.token, valid(user, { dob: null, gender: null, location: null }))).status).toBe(200);
    expect((await get(user.token)).body).toMatchObject({ dob: null, gender: null, location: null });
  });

  it("gives each validation message [spec 2.5.name-required 2.5.mobile-10 2.5.only-digits 2.5.email-required 2.5.invalid-email-format 2.8.date-invalid] [spec 2.9.minimum-age]", async () => {
    const user = await newUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name is required"],
      [{ name: "   " }, "name", "Name is required"],
      [{ name: undefined }, "name", "Name is required"],
      [{ phone: "12345" }, "phone", "Mobile number must be 10 digits"],
      [{ phone: "" }, "phone", "Mobile number must be 10 digits"],
      [{ phone: "98765abcde" }, "phone", "Must be only digits"],
      [{ email: "" }, "email", "Email is required"],
      [{ email: undefined }, "email", "Email is required"],
      [{ email: "meera@" }, "email", "Invalid email format"],
      [{ dob: "31-02-1995" }, "dob", "Date input not valid."],
      [{ dob: "1995-04-21" }, "dob", "Date input not valid."],
      [{ dob: "tomorrow" }, "dob", "Date input not valid."],
      [{ dob: "16-06-2007" }, "dob", "You must be at least 18 years old."],
      [{ dob: "01-01-2020" }, "dob", "You must be at least 18 years old."],
    ];
    for (const [fields, field, message] of cases) {
      const { status, body } = await put(user.token, valid(user, fields));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.status).toBe("failure");
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
    }
    expect((await get(user.token)).body.dob).toBeNull();
  });

  it("accepts a dob exactly 18 years ago today [spec 2.9.minimum-age]", async () => {
    const user = await newUser();
    expect((await put(user.token, valid(user, { dob: "15-06-2007" }))).status).toBe(200);
  });

  it("saves an email another account also uses, so the answer tells nobody whether it is known", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [{ email: bEmail }] = (await api.db.query<{ email: string }>("SELECT email FROM users WHERE user_id = $1", [b.userId])) as [{ email: string }];
    const taken = await put(a.token, valid(a, { email: bEmail.toUpperCase() }));
    const unknown = await put(a.token, valid(a, { email: "nobody-has-this@example.in" }));
    expect(taken.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(taken.body).toEqual(unknown.body);
    // b keeps theirs.
    expect((await api.db.query<{ email: string }>("SELECT email FROM users WHERE user_id = $1", [b.userId]))[0]!.email).toBe(bEmail);
  });

  it("refuses another user's id", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const { status } = await put(a.token, valid(b));
    expect(status).toBe(403);
    expect((await get(b.token)).body.name).toBe("Meera Das");
    expect((await get(b.token)).body.dob).toBeNull();
    expect((await api.json("PUT", "/api/my-profile/", { json: valid(a) })).status).toBe(401);
  });
});

describe("changing the phone number needs its code", () => {
  let ip = 0;
  const client = () => `10.7.0.${++ip}`;
  const putFrom = (token: string, json: unknown) => api.json("PUT", "/api/my-profile/", { token, json, client: client() });
  const verifyPhone = (token: string, json: unknown) => api.json("POST", "/api/my-profile/phone/verify/", { token, json, client: client() });
  const codeSentTo = async (phone: string) => {
    const [row] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]);
    return /is (\d{6})\./.exec(row?.body ?? "")?.[1];
  };
  const phoneOf = async (userId: number) => (await api.db.query<{ phone: string }>("SELECT phone FROM users WHERE user_id = $1", [userId]))[0]!.phone;

  it("saves the rest, sends a code to the new number and changes nothing about the phone until it is entered [spec 2.4.profile-updated]", async () => {
    const user = await newUser();
    const phone = newPhone();
    const { status, body } = await putFrom(user.token, valid(user, { phone, location: "Thrissur" }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Profile updated successfully!", phone_change: { phone, resend_in: 60, expires_in: 600 } });
    expect(await phoneOf(user.userId)).toBe(user.phone);
    expect((await get(user.token)).body.location).toBe("Thrissur");
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await verifyPhone(user.token, { phone, otp: String((Number(code) + 1) % 1_000_000).padStart(6, "0") });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid OTP");
    expect(await phoneOf(user.userId)).toBe(user.phone);
  });

  it("applies the number once its code is entered and signs out every other session of the account", async () => {
    const user = await newUser();
    const otherSession = await api.json("GET", "/api/my-profile/", { token: user.token });
    expect(otherSession.status).toBe(200);
    // A second device logged in to the same account.
    const { issueToken } = await import("../../lib/auth");
    const secondToken = await issueToken(api.db, user.userId, api.deps.now());
    const phone = newPhone();
    await putFrom(user.token, valid(user, { phone }));
    const ok = await verifyPhone(user.token, { phone, otp: await codeSentTo(phone) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "success", message: "Phone number updated." });
    expect(await phoneOf(user.userId)).toBe(phone);
    expect((await get(user.token)).status).toBe(200);
    expect((await get(secondToken)).status).toBe(401);
  });

  it("a code sent for one account's change does not work for another account", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const phone = newPhone();
    await putFrom(a.token, valid(a, { phone }));
    const code = await codeSentTo(phone);
    const byB = await verifyPhone(b.token, { phone, otp: code });
    expect(byB.status).toBe(400);
    expect(await phoneOf(b.userId)).toBe(b.phone);
    expect((await verifyPhone(a.token, { phone, otp: code })).status).toBe(200);
  });

  it("answers the same for another account's number until its code is entered, then says it exists [spec 2.8.update-profile-failed]", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const toUnknown = await putFrom(a.token, valid(a, { phone: newPhone() }));
    api.advance(61_000);
    const toKnown = await putFrom(a.token, valid(a, { phone: b.phone }));
    expect(toKnown.status).toBe(toUnknown.status);
    expect(Object.keys(toKnown.body)).toEqual(Object.keys(toUnknown.body));
    const res = await verifyPhone(a.token, { phone: b.phone, otp: await codeSentTo(b.phone) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Failed to update profile.", errors: { phone: ["Phone number already exists"] } });
    expect(await phoneOf(a.userId)).toBe(a.phone);
    expect(await phoneOf(b.userId)).toBe(b.phone);
  });

  it("takes the number from an account that never proved it, unless that account has bookings", async () => {
    const unproven = async () => {
      const user = await newUser();
      await api.db.query("UPDATE users SET phone_verified_at = NULL WHERE user_id = $1", [user.userId]);
      return user;
    };
    const [b, booked] = [await newUser(), await unproven()];
    await api.db.query("INSERT INTO service_types (service_type_id, type_name) VALUES (1, 'Salon Services') ON CONFLICT DO NOTHING"); // no seed here
    await insertFixtureProvider(api.db);
    await insertAppointment(api.db, { userId: booked.userId });
    await putFrom(b.token, valid(b, { phone: booked.phone }));
    const refused = await verifyPhone(b.token, { phone: booked.phone, otp: await codeSentTo(booked.phone) });
    expect(refused.body).toMatchObject({ message: "Failed to update profile.", errors: { phone: ["Phone number already exists"] } });
    expect(await phoneOf(booked.userId)).toBe(booked.phone);

    // Another account's bookings (there is one now) do not count against this one.
    const [a, stale] = [await newUser(), await unproven()];
    await putFrom(a.token, valid(a, { phone: stale.phone }));
    expect((await verifyPhone(a.token, { phone: stale.phone, otp: await codeSentTo(stale.phone) })).status).toBe(200);
    expect(await phoneOf(a.userId)).toBe(stale.phone);
    expect(await api.db.query("SELECT user_id FROM users WHERE user_id = $1", [stale.userId])).toEqual([]);
  });

  it("resends only after 60 s, refuses the caller's own number, and refuses without a token", async () => {
    const user = await newUser();
    const phone = newPhone();
    await putFrom(user.token, valid(user, { phone }));
    const response = await api.request("POST", "/api/my-profile/phone/", { token: user.token, json: { phone }, client: client() });
    const again = { status: response.status, body: await response.json() };
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    // When to come back, in the body and in Retry-After alike (api/lib/errors.ts).
    expect(again.body.retry_after).toBeGreaterThan(0);
    expect(response.headers.get("retry-after")).toBe(String(again.body.retry_after));
    api.advance(61_000);
    const later = await api.json("POST", "/api/my-profile/phone/", { token: user.token, json: { phone }, client: client() });
    expect(later.status).toBe(200);
    expect(later.body.phone_change).toEqual({ phone, resend_in: 60, expires_in: 600 });
    const own = await api.json("POST", "/api/my-profile/phone/", { token: user.token, json: { phone: user.phone } });
    expect(own.status).toBe(400);
    expect((await api.json("POST", "/api/my-profile/phone/verify/", { json: { phone, otp: "123456" } })).status).toBe(401);
  });

  it(`texts new numbers for one account at most ${LOGIN_LIMITS.phoneChangesPerUserPerDay} times a day, whatever the numbers and addresses`, async () => {
    const user = await newUser();
    for (let i = 0; i < LOGIN_LIMITS.phoneChangesPerUserPerDay; i++) expect((await putFrom(user.token, valid(user, { phone: newPhone() }))).status).toBe(200);
    const refused = await putFrom(user.token, valid(user, { phone: newPhone() }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You have asked to change your number too many times today. Please try again tomorrow.");
    api.advance(24 * 3600_000 + 1000);
    expect((await putFrom(user.token, valid(user, { phone: newPhone() }))).status).toBe(200);
  });

  it("the phone-change budget holds under parallel requests: exactly the day's budget is texted", async () => {
    const user = await newUser();
    const tries = 3 * LOGIN_LIMITS.phoneChangesPerUserPerDay;
    const answers = await Promise.all(Array.from({ length: tries }, () => api.json("POST", "/api/my-profile/phone/", { token: user.token, json: { phone: newPhone() }, client: client() })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(LOGIN_LIMITS.phoneChangesPerUserPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(tries - LOGIN_LIMITS.phoneChangesPerUserPerDay);
  });
});
