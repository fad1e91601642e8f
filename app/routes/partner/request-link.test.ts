import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../api/test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "../../../api/routes/bookings/test-fixtures";
import { requestLinkToken } from "../../../api/lib/request-link";
import { requestLinkPath } from "../../../contract/partner";
import { answerOf, routeArgs } from "../../../tests/unit/route-harness";
import { action, loader } from "./request-link";

/** The one-tap link's page without JavaScript: what it shows, Decline's own step and its reason, and a link that opens nothing. */
let api: TestApi;
let context: AppLoadContext;
beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  context = { apiFetch: (request: Request) => Promise.resolve(api.app.fetch(request, { clientAddress: "203.0.113.28" })), clientIp: "203.0.113.28" } as unknown as AppLoadContext;
});
afterAll(() => api.close());

type Shown = { refused: { status: number } | null; shown: { waiting: boolean; declining: boolean; outcome: string | null; request: { id: number; secondsLeft: number } } | null };
const page = async (token: string, query = "") => {
  const request = new Request(`http://saaj.test${requestLinkPath(token)}${query}`);
  const answer = await answerOf(() => loader({ ...routeArgs(request, context), params: { token } }));
  return { status: answer.status, ...(JSON.parse(answer.text) as Shown) };
};
const post = (token: string, fields: Record<string, string>) => {
  const request = new Request(`http://saaj.test${requestLinkPath(token)}?decline=1`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return answerOf(() => action({ ...routeArgs(request, context), params: { token } }));
};

describe("the request link's page", () => {
  it("shows the waiting request, asks why on Decline's own step, keeps asking without a reason, and then says it was declined", async () => {
    const now = new Date();
    api.setNow(now);
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 0, otpVerified: false, stylist: false, date: "2026-12-30" });
    await api.db.query("UPDATE appointments SET created_at = $2 WHERE appointment_id = $1", [id, now]);
    const owner = await api.createMember({ providerId: FIXTURE.providerId });
    const token = requestLinkToken(api.deps.config.codeSecret, id, owner.memberId, new Date(now.getTime() + 600_000));

    expect(await page(token)).toMatchObject({ status: 200, refused: null, shown: { waiting: true, declining: false, outcome: null, request: { id, secondsLeft: 120 } } });
    expect((await page(token, "?decline=1")).shown).toMatchObject({ declining: true });

    const unsure = await post(token, { intent: "decline", appointment_id: String(id) });
    expect(unsure.status).toBe(400);
    expect(unsure.text).toContain("Please choose why you cannot take this request.");
    const declined = await post(token, { intent: "decline", appointment_id: String(id), reason: "closed" });
    expect(declined.status).toBe(302);
    expect(declined.headers.get("Location")).toBe(requestLinkPath(token));
    expect((await page(token)).shown).toMatchObject({ waiting: false, outcome: "declined" });
  });

  it("a link that opens nothing says so, with the API's status, and shows no request", async () => {
    for (const token of ["nothing", "1.1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect(await page(token)).toMatchObject({ status: 404, refused: { status: 404 }, shown: null });
    }
  });
});
