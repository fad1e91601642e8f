import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

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
    const phone = newPhone();
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

  it("gives each validation message", async () => {
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

  it("accepts a dob exactly 18 years ago today", async () => {
    const user = await newUser();
    expect((await put(user.token, valid(user, { dob: "15-06-2007" }))).status).toBe(200);
  });

  it("refuses an email or phone used by another user, but keeps the caller's own", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [{ email: bEmail }] = (await api.db.query<{ email: string }>("SELECT email FROM users WHERE user_id = $1", [b.userId])) as [{ email: string }];
    const { status, body } = await put(a.token, valid(a, { email: bEmail.toUpperCase(), phone: b.phone }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: "failure",
      errors: { email: ["Email already exists"], phone: ["Phone number already exists"] },
    });
    const [{ email: aEmail }] = (await api.db.query<{ email: string }>("SELECT email FROM users WHERE user_id = $1", [a.userId])) as [{ email: string }];
    expect((await put(a.token, valid(a, { email: aEmail, phone: a.phone }))).status).toBe(200);
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
