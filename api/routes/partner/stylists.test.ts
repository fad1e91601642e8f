import { describe, expect, it } from "vitest";
import { api, booking, emptySlotDay, form, salon, setupLifecycle, status } from "../appointments/lifecycle.test-helper";
import { requestLinkToken } from "../../lib/request-link";

/** Editing, retiring and bringing back stylists from the console (issue 28, item 5; decision 0046). */
setupLifecycle();

const catalogue = async (token: string) =>
  (await api.json("GET", "/partner-api/catalogue/", { token })).body.stylists as { stylist_id: number; name: string; role: string; years_of_experience: number; retired: boolean }[];
const change = (token: string, id: number, json: unknown) => api.json("PUT", `/partner-api/stylists/${id}/`, { token, json });
const retire = (token: string, id: number) => api.json("POST", `/partner-api/stylists/${id}/retire/`, { token });
const bringBack = (token: string, id: number) => api.json("POST", `/partner-api/stylists/${id}/bring-back/`, { token });
const inbox = async (token: string, id: number) => (await api.json("GET", "/partner-api/requests/", { token })).body.data.find((r: { appointment_id: number }) => r.appointment_id === id);
const shownToCustomers = async () =>
  ((await api.json("GET", "/api/bookservice/", { query: { provider_id: salon.providerId, branch_id: salon.branchId } })).body.stylist as { beautician_id: number }[]).map((s) => s.beautician_id);

/** A new stylist at the salon's branch, with no bookings yet. */
async function newStylist(token: string, name: string) {
  expect((await api.json("POST", "/partner-api/stylists/", { token, json: { branch_id: salon.branchId, name, role: "Hair stylist", years_of_experience: 3 } })).status).toBe(200);
  return (await catalogue(token)).find((s) => s.name === name)!.stylist_id;
}

describe("editing a stylist", () => {
  it("the owner and staff of the stylist's branch change name, role and years by the rules of adding; others are refused and nothing changes", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId + 100000] });
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    const id = await newStylist(owner.token, "Meera K");

    expect(await change(owner.token, id, { name: "Meera Krishnan", role: "Senior hair stylist", years_of_experience: 7 })).toMatchObject({
      status: 200,
      body: { message: "Saved. Customers see it now." },
    });
    expect((await catalogue(staff.token)).find((s) => s.stylist_id === id)).toMatchObject({ name: "Meera Krishnan", role: "Senior hair stylist", years_of_experience: 7, retired: false });
    expect((await change(staff.token, id, { name: "Meera K", role: "Hair stylist", years_of_experience: 8 })).status).toBe(200);

    for (const bad of [{ name: "M" }, { role: "" }, { years_of_experience: 61 }, { years_of_experience: 2.5 }, { years_of_experience: -1 }, { branch_id: salon.branchId }]) {
      const res = await change(owner.token, id, { name: "Meera K", role: "Hair stylist", years_of_experience: 8, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const refused = { name: "Taken over", role: "Hair stylist", years_of_experience: 1 };
    expect(await change(elsewhere.token, id, refused)).toMatchObject({ status: 403, body: { code: "not_your_branch" } });
    expect(await change(outsider.token, id, refused)).toMatchObject({ status: 404, body: { code: "stylist_missing" } });
    expect(await change(owner.token, 99_999_999, refused)).toMatchObject({ status: 404, body: { code: "stylist_missing" } });
    expect((await change("nonsense", id, refused)).status).toBe(401);
    expect((await catalogue(owner.token)).find((s) => s.stylist_id === id)).toMatchObject({ name: "Meera K", years_of_experience: 8 });
  });
});

describe("retiring a stylist", () => {
  it("is not offered on accepting (inbox, request link, the accept call) nor shown to customers; brought back, is again", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const id = await newStylist(owner.token, "Asha Retiring");
    expect(await shownToCustomers()).toContain(id);

    expect(await retire(staff.token, id)).toMatchObject({ status: 200, body: { message: expect.stringContaining("Retired.") } });
    expect((await catalogue(owner.token)).find((s) => s.stylist_id === id)).toMatchObject({ retired: true, name: "Asha Retiring" });
    // Retiring again changes nothing.
    expect((await retire(owner.token, id)).status).toBe(200);
    expect(await shownToCustomers()).not.toContain(id);

    const { user, id: request } = await booking("requested");
    const listed = await inbox(owner.token, request);
    expect(listed.free_stylists.length).toBeGreaterThan(0);
    expect(listed.free_stylists.map((s: { stylist_id: number }) => s.stylist_id)).not.toContain(id);
    const link = requestLinkToken(api.deps.config.codeSecret, request, owner.memberId, new Date(api.deps.now().getTime() + 600_000));
    const viewed = await api.json("GET", `/partner-api/request-link/${link}/`, { client: "10.93.0.1" });
    expect(viewed.status).toBe(200);
    expect(viewed.body.data.free_stylists.map((s: { stylist_id: number }) => s.stylist_id)).not.toContain(id);
    expect(await api.json("POST", `/partner-api/requests/${request}/accept/`, { token: owner.token, json: { stylist_id: id } })).toMatchObject({
      status: 400,
      body: { code: "stylist_retired", message: "That stylist has retired. Please choose another stylist." },
    });
    expect((await api.json("POST", `/partner-api/request-link/${link}/accept/`, { json: { stylist_id: id }, client: "10.93.0.1" })).body.code).toBe("stylist_retired");
    // The provider API (integrations) is refused the same way.
    expect((await api.json("POST", "/provider-api/accept-appointment/", { providerKey: api.providerKey(salon.providerId), json: { appointment_id: request, stylist_id: id } })).body.code).toBe(
      "stylist_retired",
    );
    expect((await status(user.token, request)).body.state).toBe("requested");

    expect(await bringBack(staff.token, id)).toMatchObject({ status: 200, body: { message: expect.stringContaining("Back at work.") } });
    expect((await catalogue(owner.token)).find((s) => s.stylist_id === id)?.retired).toBe(false);
    expect(await shownToCustomers()).toContain(id);
    expect((await inbox(owner.token, request)).free_stylists.map((s: { stylist_id: number }) => s.stylist_id)).toContain(id);
    expect((await api.json("POST", `/partner-api/requests/${request}/accept/`, { token: owner.token, json: { stylist_id: id } })).status).toBe(200);
    expect((await api.db.query<{ stylist_id: number }>("SELECT stylist_id FROM appointments WHERE appointment_id = $1", [request]))[0]!.stylist_id).toBe(id);
  });

  it("is refused while they have upcoming bookings, naming how many; once those are past, retired, and the bookings keep their name", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const id = await newStylist(owner.token, "Lakshmi Upcoming");
    const { user, id: request } = await booking("requested");
    const accepted = await api.json("POST", `/partner-api/requests/${request}/accept/`, { token: owner.token, json: { stylist_id: id } });
    expect(accepted.status).toBe(200);
    expect((await api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: request, otp: accepted.body.otp } })).status).toBe(200);
    const details = await api.json("GET", `/api/appointment_details/${request}/`, { token: user.token });
    expect((await api.json("POST", "/api/checkout/", { token: user.token, json: { appointment_id: request, amount: details.body.quote.total } })).status).toBe(201);

    expect(await retire(owner.token, id)).toMatchObject({
      status: 409,
      body: { code: "stylist_has_bookings", message: "This stylist still has upcoming bookings: 1. Complete or cancel them in the schedule first, then retire the stylist." },
    });
    expect((await catalogue(owner.token)).find((s) => s.stylist_id === id)?.retired).toBe(false);

    // The day after the booking's: it is past, so it no longer holds them.
    const [{ appointment_date: day }] = (await api.db.query<{ appointment_date: string }>("SELECT appointment_date::text AS appointment_date FROM appointments WHERE appointment_id = $1", [
      request,
    ])) as [{ appointment_date: string }];
    api.setNow(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000 + 6 * 3_600_000));
    const later = await api.createMember({ providerId: salon.providerId });
    expect((await retire(later.token, id)).status).toBe(200);
    const token = await api.signIn(user.userId);
    const history = await api.json("GET", "/api/user-bookings/", { token, query: { user_id: user.userId } });
    expect(JSON.stringify(history.body)).toContain("Lakshmi Upcoming");
    const schedule = await api.json("GET", "/partner-api/schedule/", { token: later.token, query: { from: day, days: 1 } });
    expect(schedule.body.data.find((a: { appointment_id: number }) => a.appointment_id === request)?.stylist).toEqual({ stylist_id: id, name: "Lakshmi Upcoming" });
    // The schedule's filter keeps them, marked, last: their past bookings can still be found.
    const listed = schedule.body.stylists as { stylist_id: number; retired: boolean }[];
    expect(listed.find((x) => x.stylist_id === id)).toMatchObject({ retired: true });
    expect(listed.findIndex((x) => x.retired)).toBeGreaterThanOrEqual(listed.filter((x) => !x.retired).length);
  });

  it("retiring and bringing back: another provider's stylist is missing, staff of other branches are refused", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId + 100000] });
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    const id = await newStylist(owner.token, "Nisha Guarded");
    for (const act of [retire, bringBack]) {
      expect(await act(elsewhere.token, id)).toMatchObject({ status: 403, body: { code: "not_your_branch" } });
      expect(await act(outsider.token, id)).toMatchObject({ status: 404, body: { code: "stylist_missing" } });
      expect((await act("nonsense", id)).status).toBe(401);
    }
    expect((await catalogue(owner.token)).find((s) => s.stylist_id === id)?.retired).toBe(false);
    // Nor does another provider's console list it.
    expect((await catalogue(outsider.token)).some((s) => s.stylist_id === id)).toBe(false);
  });

  it("a retired stylist is not a place in the branch's slots: with one stylist working, one booking fills a slot", async () => {
    const time = salon.slots[7]!;
    const date = await emptySlotDay(time);
    const [kept] = await api.db.query<{ beautician_id: number }>("SELECT beautician_id FROM stylists WHERE branch_id = $1 AND retired_at IS NULL ORDER BY beautician_id LIMIT 1", [salon.branchId]);
    const others = await api.db.query<{ beautician_id: number }>("UPDATE stylists SET retired_at = now() WHERE branch_id = $1 AND retired_at IS NULL AND beautician_id <> $2 RETURNING beautician_id", [
      salon.branchId,
      kept!.beautician_id,
    ]);
    try {
      expect(others.length).toBeGreaterThan(0);
      const full = async () =>
        ((await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, branch_id: salon.branchId, appointment_date: date } })).body[0].full_slots as string[]).includes(
          time,
        );
      expect(await full()).toBe(false);
      const user = await api.createUser();
      expect((await api.json("POST", "/api/book_now/", { token: user.token, form: form(user.userId, { appointment_date: date, appointment_time: time }) })).status).toBe(201);
      expect(await full()).toBe(true);
      await api.db.query("UPDATE stylists SET retired_at = NULL WHERE beautician_id = ANY($1)", [others.map((o) => o.beautician_id)]);
      expect(await full()).toBe(false);
    } finally {
      await api.db.query("UPDATE stylists SET retired_at = NULL WHERE beautician_id = ANY($1)", [others.map((o) => o.beautician_id)]);
    }
  });

  it("retiring while the stylist is being given a request: either the acceptance wins and retiring is refused, or retiring wins and the acceptance is refused", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    for (let round = 0; round < 4; round++) {
      const id = await newStylist(owner.token, `Race ${round}`);
      const { id: request } = await booking("requested");
      const [accepted, retired] = await Promise.all([api.json("POST", `/partner-api/requests/${request}/accept/`, { token: owner.token, json: { stylist_id: id } }), retire(owner.token, id)]);
      if (retired.status === 200) expect(accepted.body.code).toBe("stylist_retired");
      else expect([accepted.status, retired.body.code]).toEqual([200, "stylist_has_bookings"]);
      const [row] = await api.db.query<{ retired: boolean; booked: number }>(
        "SELECT retired_at IS NOT NULL AS retired, (SELECT count(*)::int FROM appointments WHERE stylist_id = $1) AS booked FROM stylists WHERE beautician_id = $1",
        [id],
      );
      expect(row!.retired && row!.booked > 0).toBe(false);
    }
  });
});
