import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../api/test/setup";
import { commitSession, getSession } from "~/lib/session.server";
import { routeArgs } from "../../tests/unit/route-harness";
import { action, loader } from "./my-profile";

let testApi: TestApi;
let context: AppLoadContext;
beforeAll(async () => {
  testApi = await createTestApi({ seed: false });
  context = { apiFetch: (request: Request) => Promise.resolve(testApi.app.fetch(request, { clientAddress: "203.0.113.20" })), clientIp: "203.0.113.20" } as unknown as AppLoadContext;
});
afterAll(() => testApi.close());

let seq = 0;
const newPhone = () => `96${String(Date.now() % 1e5).padStart(5, "0")}${String(++seq).padStart(3, "0")}`;

/** The cookie a browser would send, from a session; and the session a Set-Cookie gives back. */
async function cookieFor(values: Record<string, unknown>) {
  const session = await getSession(new Request("http://saaj.test/"));
  for (const [k, v] of Object.entries(values)) session.set(k as never, v as never);
  return (await commitSession(session)).split(";")[0]!;
}
const sessionFrom = (response: Response, previous: string) => {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("__saaj="));
  return getSession(new Request("http://saaj.test/", { headers: { Cookie: set ? set.split(";")[0]! : previous } }));
};
/** A plain form post, as a browser without JavaScript sends it. */
const post = (cookie: string, fields: Record<string, string>, url = "http://saaj.test/MyProfile?tab=profile") =>
  new Request(url, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
/** The action's answer as a Response (a `data()` answer becomes its status and JSON). */
const run = async (request: Request): Promise<Response> => {
  try {
    const result = (await action(routeArgs(request, context))) as unknown;
    if (result instanceof Response) return result;
    const d = result as { data?: unknown; init?: ResponseInit | null };
    return new Response(JSON.stringify(d.data ?? result), { status: d.init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};
const lastCode = async (phone: string) => {
  const [row] = await testApi.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]);
  return /is (\d{6})\./.exec(row!.body)![1]!;
};
const phoneOf = async (userId: number) => (await testApi.db.query<{ phone: string }>("SELECT phone FROM users WHERE user_id = $1", [userId]))[0]!.phone;

describe("My Profile: a new phone number needs its code (JavaScript off)", () => {
  it("keeps the old number, asks for the code sent to the new one, then changes it", async () => {
    const user = await testApi.createUser({ name: "Meera Das" });
    let cookie = await cookieFor({ token: user.token, userId: user.userId, phone: user.phone });
    const phone = newPhone();
    const saved = await run(post(cookie, { intent: "save-profile", name: "Meera Das", phone, email: `meera.${phone}@example.in` }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/MyProfile?tab=profile&step=phone-code");
    let session = await sessionFrom(saved, cookie);
    expect(session.get("phoneChange")).toMatchObject({ phone });
    expect(session.get("phone")).toBe(user.phone);
    expect(await phoneOf(user.userId)).toBe(user.phone);
    cookie = (saved.headers.getSetCookie().find((c) => c.startsWith("__saaj=")) ?? cookie).split(";")[0]!;

    // The step renders from the URL and the session.
    const page = (await loader(routeArgs(new Request("http://saaj.test/MyProfile?tab=profile&step=phone-code", { headers: { Cookie: cookie } }), context))) as {
      phoneChange: { phone: string } | null;
    };
    expect(page.phoneChange).toMatchObject({ phone });

    const code = await lastCode(phone);
    const wrong = await run(post(cookie, { intent: "verify-phone", otp: String((Number(code) + 1) % 1_000_000).padStart(6, "0") }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ intent: "verify-phone", result: { error: { otp: ["Invalid OTP"] } } });
    expect(await phoneOf(user.userId)).toBe(user.phone);

    const right = await run(post(cookie, { intent: "verify-phone", otp: code }));
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/MyProfile?tab=profile");
    session = await sessionFrom(right, cookie);
    expect(session.get("phone")).toBe(phone);
    expect(session.get("phoneChange")).toBeUndefined();
    expect(await phoneOf(user.userId)).toBe(phone);
  });

  it("lets the customer keep the old number", async () => {
    const user = await testApi.createUser();
    const phone = newPhone();
    const cookie = await cookieFor({ token: user.token, userId: user.userId, phone: user.phone, phoneChange: { phone, sentAt: Date.now() } });
    const kept = await run(post(cookie, { intent: "cancel-phone-change" }));
    expect(kept.headers.get("Location")).toBe("/MyProfile?tab=profile");
    expect((await sessionFrom(kept, cookie)).get("phoneChange")).toBeUndefined();
    expect(await phoneOf(user.userId)).toBe(user.phone);
  });
});
