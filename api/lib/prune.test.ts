import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { KEEP, PRUNE_EVERY_MS, pruneExpiredRows, pruneIfDue } from "./prune";
import { startJobs } from "../jobs";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, config: { demoMode: false } });
});
afterAll(() => api.close());

const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(api.deps.now().getTime() - ms);

async function fill() {
  const { db } = api;
  await db.query("DELETE FROM rate_events");
  await db.query("DELETE FROM outbox");
  await db.query("DELETE FROM login_codes");
  await db.query("DELETE FROM auth_tokens");
  await db.query("DELETE FROM pending_registrations");
  for (const [phone, at] of [
    ["9000000001", ago(KEEP.pendingRegistrationsMs + 60_000)],
    ["9000000002", ago(DAY)],
  ] as const) {
    await db.query("INSERT INTO pending_registrations (phone, name, email, ticket_hash, created_at) VALUES ($1, 'Asha', 'asha@example.in', 'x', $2)", [phone, at]);
  }
  for (const [bucket, at] of [
    ["old", ago(KEEP.rateEventsMs + DAY)],
    ["month", ago(29 * DAY)],
    ["now", ago(0)],
  ] as const) {
    await db.query("INSERT INTO rate_events (bucket, created_at) VALUES ($1, $2)", [bucket, at]);
  }
  for (const [body, at] of [
    ["old", ago(2 * DAY)],
    ["new", ago(3600_000)],
  ] as const) {
    await db.query("INSERT INTO outbox (recipient, body, created_at) VALUES ('9876543210', $1, $2)", [body, at]);
  }
  const codes: [hash: string, expires: Date, used: Date | null][] = [
    ["expired-long-ago", ago(2 * DAY), null],
    ["used-long-ago", ago(-DAY), ago(2 * DAY)],
    ["expired-just-now", ago(60_000), null],
    ["live", ago(-300_000), null],
  ];
  for (const [hash, expires, used] of codes) {
    await db.query("INSERT INTO login_codes (phone, code_hash, created_at, expires_at, used_at) VALUES ('9876543210', $1, $2, $3, $4)", [hash, ago(3 * DAY), expires, used]);
  }
  const user = await api.createUser(); // one live token
  await db.query("INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ('expired', $1, $2, $3)", [user.userId, ago(31 * DAY), ago(DAY)]);
  await db.query("INSERT INTO service_types (service_type_id, type_name) VALUES (1, 'Salon') ON CONFLICT DO NOTHING");
  const [provider] = await db.query<{ provider_id: number }>("INSERT INTO providers (provider_name, service_type_id) VALUES ('Prune Salon', 1) RETURNING provider_id");
  const member = await api.createMember({ providerId: provider!.provider_id }); // one live console token
  await db.query("INSERT INTO member_tokens (token_hash, member_id, created_at, expires_at) VALUES ('expired', $1, $2, $3)", [member.memberId, ago(31 * DAY), ago(DAY)]);
}

const left = async () => ({
  rateEvents: (await api.db.query<{ bucket: string }>("SELECT bucket FROM rate_events ORDER BY created_at")).map((r) => r.bucket),
  outbox: (await api.db.query<{ body: string }>("SELECT body FROM outbox ORDER BY created_at")).map((r) => r.body),
  loginCodes: (await api.db.query<{ code_hash: string }>("SELECT code_hash FROM login_codes ORDER BY id")).map((r) => r.code_hash),
  authTokens: (await api.db.query<{ token_hash: string }>("SELECT token_hash FROM auth_tokens WHERE token_hash = 'expired'")).length,
  memberTokens: (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_tokens"))[0]!.n,
  pendingRegistrations: (await api.db.query<{ phone: string }>("SELECT phone FROM pending_registrations ORDER BY phone")).map((r) => r.phone),
});

describe("pruning expired rows", () => {
  it("deletes old rate events (past the longest window), old messages, spent codes, expired tokens and void registrations, and nothing else", async () => {
    await fill();
    expect(await pruneExpiredRows(api.deps)).toEqual({ rateEvents: 1, outbox: 1, loginCodes: 2, authTokens: 1, memberTokens: 1, deviceTokens: 0, pendingRegistrations: 1 });
    expect(await left()).toEqual({
      rateEvents: ["month", "now"],
      outbox: ["new"],
      loginCodes: ["expired-just-now", "live"],
      authTokens: 0,
      memberTokens: 1,
      pendingRegistrations: ["9000000002"],
    });
    expect(KEEP.rateEventsMs).toBeGreaterThan(30 * DAY); // the 30-day wrong-code window still counts
  });

  it("keeps the demo's messages for a week", async () => {
    await fill();
    const demo = { ...api.deps, config: { ...api.deps.config, demoMode: true } };
    expect((await pruneExpiredRows(demo)).outbox).toBe(0);
  });

  it("runs from the API's jobs, at most every 10 minutes of the API's clock", async () => {
    await fill();
    const deps = { ...api.deps };
    expect(await pruneIfDue(deps)).toMatchObject({ rateEvents: 1 });
    await fill();
    expect(await pruneIfDue(deps)).toBeUndefined();
    api.advance(PRUNE_EVERY_MS);
    expect(await pruneIfDue(deps)).toMatchObject({ rateEvents: 1 });

    // The jobs' tick prunes too.
    await fill();
    const jobs = { ...api.deps };
    const stop = startJobs(jobs);
    try {
      const deadline = Date.now() + 10_000;
      while ((await left()).authTokens !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stop();
    }
    expect(await left()).toMatchObject({ rateEvents: ["month", "now"], authTokens: 0 });
  });
});
