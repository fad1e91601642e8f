import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../api/test/setup";
import { FIXTURE, insertAppointment, insertFixtureProvider } from "../../../api/routes/bookings/test-fixtures";
import { answerOf, routeArgs } from "../../../tests/unit/route-harness";
import { commitSession, getSession } from "~/lib/session.server";
import { takeToast } from "~/lib/toast.server";
import hi from "~/i18n/messages/hi/apiErrors";
import { action, loader } from "./services";

/**
 * Retiring a stylist from /Partner/Services (decision 0046) with a booking of theirs to come: the
 * e2e journey's demo providers have none assigned to a stylist it makes, so the refusal is walked here.
 */
let api: TestApi;
let context: AppLoadContext;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  api.setNow(new Date("2026-11-22T04:00:00Z"));
  context = { apiFetch: (request: Request) => Promise.resolve(api.app.fetch(request, { clientAddress: "203.0.113.29" })), clientIp: "203.0.113.29" } as unknown as AppLoadContext;
  const owner = await api.createMember({ providerId: FIXTURE.providerId });
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("partner", { token: owner.token, memberId: owner.memberId, role: "owner", name: "Owner", providerName: "Fixture" });
  cookie = (await commitSession(session)).split(";")[0]!;
});
afterAll(() => api.close());

type Page = { editing: { stylist_id: number } | null; retiring: { stylist_id: number } | null; stylists: { stylist_id: number; retired: boolean; name: string }[] };
const get = async (query: string) => {
  const answer = await answerOf(() => loader(routeArgs(new Request(`http://saaj.test/Partner/Services?${query}`, { headers: { Cookie: cookie } }), context)));
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Page;
};
const post = (fields: Record<string, string>, language = "en") =>
  answerOf(() =>
    action(
      routeArgs(
        new Request("http://saaj.test/Partner/Services", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${cookie}; saaj_lang=${language}` },
          body: new URLSearchParams(fields),
        }),
        context,
      ),
    ),
  );
const toastOf = async (answer: { headers: Headers }) => (await takeToast(new Request("http://saaj.test/", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0]! } }))).toast;

describe("the services page: a stylist", () => {
  it("edits keeping what was typed on a bad value; retiring asks first, is refused while a booking is to come, and is undone by bringing back", async () => {
    const id = FIXTURE.stylistId;
    expect((await get(`stylist=${id}`)).editing).toMatchObject({ stylist_id: id });
    expect((await get(`retire=${id}`)).retiring).toMatchObject({ stylist_id: id });
    // Another provider's stylist opens nothing.
    const [theirs] = await api.db.query<{ beautician_id: number }>("SELECT beautician_id FROM stylists WHERE provider_id <> $1 LIMIT 1", [FIXTURE.providerId]);
    expect(await get(`stylist=${theirs!.beautician_id}&retire=${theirs!.beautician_id}`)).toMatchObject({ editing: null, retiring: null });

    const bad = await post({ intent: "edit-stylist", stylist_id: String(id), name: "Renu Varma", role: "Make-up artist", years_of_experience: "70" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Years of experience are a whole number from 0 to 60.");
    expect(bad.text).toContain("Renu Varma");
    const saved = await post({ intent: "edit-stylist", stylist_id: String(id), name: "Renu Varma", role: "Make-up artist", years_of_experience: "9" });
    expect(saved).toMatchObject({ status: 302 });
    expect((await get("")).stylists.find((s) => s.stylist_id === id)?.name).toBe("Renu Varma");

    const user = await api.createUser();
    const booked = await insertAppointment(api.db, { userId: user.userId, statusId: 2, date: "2026-11-23" });
    const refused = await post({ intent: "retire-stylist", stylist_id: String(id), name: "Renu Varma" }, "hi");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/Partner/Services?stylist=${id}`);
    expect(await toastOf(refused)).toEqual({ kind: "error", message: hi.stylist_has_bookings.replace("{count}", "1") });
    expect((await get("")).stylists.find((s) => s.stylist_id === id)?.retired).toBe(false);

    await api.db.query("UPDATE appointments SET status_id = 5 WHERE appointment_id = $1", [booked]);
    const retired = await post({ intent: "retire-stylist", stylist_id: String(id), name: "Renu Varma" });
    expect(retired.headers.get("Location")).toBe("/Partner/Services");
    expect(await toastOf(retired)).toEqual({ kind: "success", message: "Renu Varma is retired. You can bring them back from the list of stylists." });
    // Retired, they are not edited nor retired again from an old address.
    expect(await get(`stylist=${id}`)).toMatchObject({ editing: null });
    expect((await get("")).stylists.find((s) => s.stylist_id === id)?.retired).toBe(true);

    const back = await post({ intent: "bring-back-stylist", stylist_id: String(id), name: "Renu Varma" });
    expect(await toastOf(back)).toMatchObject({ kind: "success", message: expect.stringContaining("Renu Varma is back at work") });
    expect((await get("")).stylists.find((s) => s.stylist_id === id)?.retired).toBe(false);
  });
});
