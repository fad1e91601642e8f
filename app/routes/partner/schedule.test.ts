import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../api/test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "../../../api/routes/bookings/test-fixtures";
import { answerOf, routeArgs } from "../../../tests/unit/route-harness";
import { commitSession, getSession } from "~/lib/session.server";
import { action, loader } from "./schedule";

/**
 * Marking a no-show from the console's schedule, with the API's clock moved: the e2e servers run
 * on the real clock, and a slot already begun cannot be booked there.
 */
let api: TestApi;
let context: AppLoadContext;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  context = { apiFetch: (request: Request) => Promise.resolve(api.app.fetch(request, { clientAddress: "203.0.113.28" })), clientIp: "203.0.113.28" } as unknown as AppLoadContext;
  const owner = await api.createMember({ providerId: FIXTURE.providerId });
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("partner", { token: owner.token, memberId: owner.memberId, role: "owner", name: "Owner", providerName: "Fixture" });
  cookie = (await commitSession(session)).split(";")[0]!;
});
afterAll(() => api.close());

// 22 Nov 2026, 9:30 AM in India is 04:00 UTC.
const SLOT = { date: "2026-11-22", time: "9:30 AM" };
const get = async (query: string) => {
  const answer = await answerOf(() => loader(routeArgs(new Request(`http://saaj.test/Partner/Schedule?${query}`, { headers: { Cookie: cookie } }), context)));
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as { noShow: { appointment_id: number } | null; days: { appointments: { appointment_id: number; actions: string[]; state: string }[] }[] };
};

describe("the schedule page: marking a no-show", () => {
  it("offers it from the start time, asks first on its own step, and ends the booking", async () => {
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, ...SLOT });
    await api.db.query("UPDATE appointments SET accepted_at = now() WHERE appointment_id = $1", [id]);
    await api.db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, method) VALUES ($1, $2, 1000, 0, 90, 90, 1180, 'venue')", [id, user.userId]);
    const card = async (query: string) => (await get(query)).days.flatMap((d) => d.appointments).find((a) => a.appointment_id === id);

    api.setNow(new Date("2026-11-22T03:59:59Z"));
    expect((await card(`date=${SLOT.date}`))?.actions).toEqual(["start", "complete", "venue_payment", "cancel"]);
    expect((await get(`date=${SLOT.date}&noshow=${id}`)).noShow).toBeNull();
    api.setNow(new Date("2026-11-22T04:00:00Z"));
    expect((await card(`date=${SLOT.date}`))?.actions).toContain("no_show");
    expect((await get(`date=${SLOT.date}&noshow=${id}`)).noShow).toMatchObject({ appointment_id: id });

    const back = `/Partner/Schedule?date=${SLOT.date}`;
    const request = new Request(`http://saaj.test${back}&noshow=${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "no_show", appointment_id: String(id), back }),
    });
    const marked = await answerOf(() => action(routeArgs(request, context)));
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toBe(back);
    expect(await card(`date=${SLOT.date}`)).toMatchObject({ state: "cancelled", actions: [] });
    // A back address elsewhere is not followed.
    const other = await answerOf(() =>
      action(
        routeArgs(
          new Request("http://saaj.test/Partner/Schedule", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
            body: new URLSearchParams({ intent: "start", appointment_id: String(id), back: "https://evil.test/" }),
          }),
          context,
        ),
      ),
    );
    expect(other.headers.get("Location")).toBe("/Partner/Schedule");
  });
});
