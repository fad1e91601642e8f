import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../api/test/setup";
import { insertAppointment, insertFixtureProvider } from "../../api/routes/bookings/test-fixtures";
import { bookingLinkToken } from "../../api/lib/booking-link";
import { bookingLinkPath } from "../../contract/booking-link";
import { answerOf, routeArgs } from "../../tests/unit/route-harness";
import { action, loader } from "./manage-booking";

/**
 * A no-show reported from a booking's link (issue 27, item 3), with the API's clock moved: the
 * e2e servers run on the real clock, and a slot already begun cannot be booked there.
 */
let api: TestApi;
let context: AppLoadContext;
beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  context = { apiFetch: (request: Request) => Promise.resolve(api.app.fetch(request, { clientAddress: "203.0.113.27" })), clientIp: "203.0.113.27" } as unknown as AppLoadContext;
});
afterAll(() => api.close());

// 22 Nov 2026, 9:30 AM in India is 04:00 UTC.
const SLOT = { date: "2026-11-22", time: "9:30 AM" };
const ISSUED = new Date("2026-11-21T12:00:00Z");
const SECRET = "test-code-secret-0123456789";

const page = async (token: string) => {
  const request = new Request(`http://saaj.test${bookingLinkPath(token)}`);
  const answer = await answerOf(() => loader({ ...routeArgs(request, context), params: { token } }));
  return JSON.parse(answer.text) as { shown: { booking: { state: string; canReportNoShow: boolean; refund: unknown } } };
};

describe("the booking's page: reporting a no-show", () => {
  it("offers the report from 30 minutes after the start, and the report ends the booking with a refund", async () => {
    const user = await api.createUser();
    const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, ...SLOT });
    await api.db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, method, paid_at) VALUES ($1, $2, 1000, 0, 90, 90, 1180, 'upi', now())", [
      id,
      user.userId,
    ]);
    const token = bookingLinkToken(SECRET, id, ISSUED);

    api.setNow(new Date("2026-11-22T04:29:59Z"));
    expect((await page(token)).shown.booking).toMatchObject({ state: "scheduled", canReportNoShow: false });
    api.setNow(new Date("2026-11-22T04:30:00Z"));
    expect((await page(token)).shown.booking).toMatchObject({ state: "scheduled", canReportNoShow: true });

    const request = new Request(`http://saaj.test${bookingLinkPath(token)}?noshow=1`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "no-show" }),
    });
    const reported = await answerOf(() => action({ ...routeArgs(request, context), params: { token } }));
    expect(reported.status).toBe(302);
    expect(reported.headers.get("Location")).toBe(bookingLinkPath(token));
    expect((await page(token)).shown.booking).toMatchObject({ state: "cancelled", canReportNoShow: false, refund: { amount: 1180, done: true } });
  });
});
