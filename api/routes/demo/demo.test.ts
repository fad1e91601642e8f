import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("GET /api/demo/outbox/", () => {
  it("lists the last 10 messages to a phone, newest first", async () => {
    const phone = "9000000001";
    for (let i = 1; i <= 12; i++) await api.deps.notifier.send({ to: phone, purpose: "notice", body: `message ${i}` });
    await api.deps.notifier.send({ to: "9000000002", purpose: "notice", body: "someone else" });
    const { status, body } = await api.json("GET", "/api/demo/outbox/", { query: { phone } });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.data).toHaveLength(10);
    expect(body.data.map((m: { body: string }) => m.body)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `message ${i}`));
    expect(body.data[0]).toEqual({ id: expect.any(Number), body: "message 12", purpose: "notice", created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("shows the login code sent by /api/login/", async () => {
    const phone = "9000000003";
    expect((await api.json("POST", "/api/login/", { json: { phone: Number(phone) } })).status).toBe(200);
    const { body } = await api.json("GET", "/api/demo/outbox/", { query: { phone } });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ purpose: "login-code", body: expect.stringMatching(/^Your Saaj login code is \d{6}\./) });
  });

  it("refuses an invalid phone", async () => {
    const { status, body } = await api.json("GET", "/api/demo/outbox/", { query: { phone: "12" } });
    expect(status).toBe(400);
    expect(body.errors.phone).toEqual(["Phone number must be 10 digits"]);
  });

  it("is not there outside demo mode", async () => {
    const prod = await createTestApi({ seed: false, config: { demoMode: false } });
    try {
      const { status, body } = await prod.json("GET", "/api/demo/outbox/", { query: { phone: "9000000001" } });
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: "failure", message: "Not found." });
    } finally {
      await prod.close();
    }
  });
});
