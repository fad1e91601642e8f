import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { AVAILABILITY_MESSAGES, WEEKDAYS, type AvailabilityBody } from "../../../contract/schemas/availability";

/**
 * Availability a provider sets (issue 28, item 4): the provider API's GET and PUT of a branch's
 * availability, its own branches only, its validation, and the customer's slots computed from it.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL (docs/api-conventions.md).
 */
let api: TestApi;
/** A demo salon with its own hourly slots (9:30 AM … 7:30 PM) and 2–4 stylists, and another provider's branch. */
let salon: { providerId: number; branchId: number; offeringId: number; stylists: number };
let other: { branchId: number };
const NOW = new Date("2026-11-23T04:00:00Z"); // Monday 9:30 AM in India
const MONDAY = "2026-11-30";
const TUESDAY = "2026-12-01";
let day = 0;
/** A fresh Wednesday for each test that counts places, so bookings never meet across tests. */
const nextWednesday = () => new Date(Date.parse("2026-12-02T00:00:00Z") + 7 * 86_400_000 * day++).toISOString().slice(0, 10);

const key = (providerId: number) => api.providerKey(providerId);
const path = (branchId: number) => `/provider-api/branches/${branchId}/availability/`;
const hours = (opens: string, closes: string) => Object.fromEntries(WEEKDAYS.map((d) => [d, { opens, closes }])) as AvailabilityBody["opening_hours"];
const body = (over: Partial<AvailabilityBody> = {}): AvailabilityBody => ({
  opening_hours: hours("9:00 AM", "9:00 PM"),
  breaks: [],
  days_off: [],
  buffer_minutes: 0,
  travel_radius_km: null,
  ...over,
});
const put = (over: Partial<AvailabilityBody> = {}, branchId = salon.branchId, providerId = salon.providerId) => api.json("PUT", path(branchId), { providerKey: key(providerId), json: body(over) });
const slotsOn = async (date: string) => {
  const { status, body: b } = await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, branch_id: salon.branchId, appointment_date: date } });
  expect(status).toBe(200);
  const day = b[0];
  return { ...day, times: (day.available_slots[0] as string).split(",").filter(Boolean) as string[] };
};
const book = async (date: string, time: string) => {
  const user = await api.createUser();
  const f = new FormData();
  const fields = { user_id: user.userId, provider_id: salon.providerId, branch_id: salon.branchId, service_ids: salon.offeringId, appointment_date: date, appointment_time: time, quantity: 1 };
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  return api.json("POST", "/api/book_now/", { token: user.token, form: f });
};

beforeAll(async () => {
  api = await createTestApi();
  api.setNow(NOW);
  const [s] = await api.db.query<{ provider_id: number; branch_id: number; stylists: number }>(
    `SELECT b.provider_id, b.branch_id, (SELECT count(*)::int FROM stylists st WHERE st.branch_id = b.branch_id) AS stylists
       FROM branches b JOIN providers p USING (provider_id) WHERE p.service_type_id = ${SERVICE_TYPE.salon} AND b.slots IS NOT NULL ORDER BY b.branch_id LIMIT 1`,
  );
  const [o] = await api.db.query<{ offering_id: number }>("SELECT offering_id FROM offerings WHERE provider_id = $1 AND active ORDER BY offering_id LIMIT 1", [s!.provider_id]);
  salon = { providerId: s!.provider_id, branchId: s!.branch_id, offeringId: o!.offering_id, stylists: s!.stylists };
  const [x] = await api.db.query<{ branch_id: number }>("SELECT branch_id FROM branches WHERE provider_id <> $1 ORDER BY branch_id LIMIT 1", [salon.providerId]);
  other = { branchId: x!.branch_id };
});
afterAll(() => api.close());
beforeEach(() => api.setNow(NOW));

describe("a provider's availability through the provider API", () => {
  it("reads a branch's hours as the demo set them, and a save answers the availability as it now is", async () => {
    const got = await api.json("GET", path(salon.branchId), { providerKey: key(salon.providerId) });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ branch_id: salon.branchId, home_service: false, opening_hours_set: true, buffer_minutes: 0, travel_radius_km: null, breaks: [], days_off: [] });
    expect(got.body.data.opening_hours.Monday).toEqual({ opens: "9:30 AM", closes: "8:00 PM" });
    expect(got.body.data.opening_hours.Sunday).toEqual({ opens: "10:00 AM", closes: "6:00 PM" });

    const saved = await put({
      opening_hours: { ...hours("10:00 AM", "7:00 PM"), Sunday: null },
      breaks: [{ weekday: null, starts: "1:00 PM", ends: "2:00 PM" }],
      days_off: [{ date: "2026-12-25", note: "Christmas" }],
      buffer_minutes: 15,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(AVAILABILITY_MESSAGES.saved);
    expect(saved.body.data).toMatchObject({
      opening_hours: { Monday: { opens: "10:00 AM", closes: "7:00 PM" }, Sunday: null },
      breaks: [{ weekday: null, starts: "1:00 PM", ends: "2:00 PM" }],
      days_off: [{ date: "2026-12-25", note: "Christmas" }],
      buffer_minutes: 15,
    });
    expect((await api.json("GET", path(salon.branchId), { providerKey: key(salon.providerId) })).body.data).toEqual(saved.body.data);
    // Stored as the search's open-now reads it: open days only.
    const [row] = await api.db.query<{ working_hours: Record<string, string> }>("SELECT working_hours FROM branches WHERE branch_id = $1", [salon.branchId]);
    expect(row!.working_hours).toMatchObject({ Monday: "10:00 AM,7:00 PM" });
    expect(row!.working_hours.Sunday).toBeUndefined();
    expect((await put()).status).toBe(200);
  });

  it("touches only the provider's own branches: another provider's is 403, an unknown one 404, no key 401", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const refused = await api.json(method, path(other.branchId), { providerKey: key(salon.providerId), json: method === "PUT" ? body({ buffer_minutes: 60 }) : undefined });
      expect(refused, method).toMatchObject({ status: 403, body: { status: "failure", code: "not_your_provider_branch" } });
      expect((await api.json(method, path(2_000_000), { providerKey: key(salon.providerId), json: method === "PUT" ? body() : undefined })).body.code).toBe("branch_not_found");
      expect((await api.json(method, path(salon.branchId), { json: method === "PUT" ? body() : undefined })).status).toBe(401);
    }
    const [row] = await api.db.query<{ buffer_minutes: number }>("SELECT buffer_minutes FROM branches WHERE branch_id = $1", [other.branchId]);
    expect(row!.buffer_minutes).toBe(0);
  });

  it("refuses a bad availability with the field that is wrong, and changes nothing", async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ opening_hours: { ...hours("9:00 AM", "9:00 PM"), Monday: { opens: "9.30", closes: "9:00 PM" } } }, "opening_hours.Monday.opens", AVAILABILITY_MESSAGES.time],
      [{ opening_hours: { ...hours("9:00 AM", "9:00 PM"), Monday: { opens: "09:30 AM", closes: "9:00 PM" } } }, "opening_hours.Monday.opens", AVAILABILITY_MESSAGES.time],
      [{ opening_hours: { ...hours("9:00 AM", "9:00 PM"), Friday: { opens: "9:00 AM", closes: "9:00 AM" } } }, "opening_hours.Friday.closes", AVAILABILITY_MESSAGES.sameOpenClose],
      [{ opening_hours: Object.fromEntries(WEEKDAYS.map((d) => [d, null])) }, "opening_hours", AVAILABILITY_MESSAGES.noOpenDay],
      [{ opening_hours: { Monday: { opens: "9:00 AM", closes: "9:00 PM" } } }, "opening_hours.Tuesday", "Required"],
      [{ breaks: [{ weekday: "Funday", starts: "1:00 PM", ends: "2:00 PM" }] }, "breaks.0.weekday", AVAILABILITY_MESSAGES.breakWeekday],
      [{ breaks: [{ weekday: null, starts: "2:00 PM", ends: "1:00 PM" }] }, "breaks.0.ends", AVAILABILITY_MESSAGES.breakOrder],
      [{ days_off: [{ date: "2026-02-30" }] }, "days_off.0.date", AVAILABILITY_MESSAGES.date],
      [{ days_off: [{ date: "2026-12-25" }, { date: "2026-12-25" }] }, "days_off", AVAILABILITY_MESSAGES.sameDay],
      [{ days_off: [{ date: "2026-12-25", note: "x".repeat(201) }] }, "days_off.0.note", AVAILABILITY_MESSAGES.note],
      [{ buffer_minutes: 241 }, "buffer_minutes", AVAILABILITY_MESSAGES.buffer],
      [{ buffer_minutes: "15" }, "buffer_minutes", AVAILABILITY_MESSAGES.buffer],
      [{ buffer_minutes: 7.5 }, "buffer_minutes", AVAILABILITY_MESSAGES.buffer],
      [{ travel_radius_km: 0 }, "travel_radius_km", AVAILABILITY_MESSAGES.radius],
    ];
    for (const [over, field, message] of refusals) {
      const answer = await api.json("PUT", path(salon.branchId), { providerKey: key(salon.providerId), json: { ...body(), ...over } });
      expect(answer, field).toMatchObject({ status: 400, body: { status: "failure", code: "invalid_request" } });
      expect(answer.body.errors[field], field).toContain(message);
    }
    const extra = await api.json("PUT", path(salon.branchId), { providerKey: key(salon.providerId), json: { ...body(), holidays: [] } });
    expect(extra).toMatchObject({ status: 400, body: { code: "invalid_request" } });
    // What needs the clock or the branch: a day off already past, a travel radius for a salon.
    const past = await put({
      days_off: [
        { date: "2026-12-25", note: "" },
        { date: "2026-11-22", note: "" },
      ],
    });
    expect(past).toMatchObject({ status: 400, body: { code: "day_off_past", errors: { "days_off.1.date": ["A day off must be today or later."] } } });
    const radius = await put({ travel_radius_km: 10 });
    expect(radius).toMatchObject({ status: 400, body: { code: "radius_home_only", errors: { travel_radius_km: [expect.any(String)] } } });
    const after = (await api.json("GET", path(salon.branchId), { providerKey: key(salon.providerId) })).body.data;
    expect(after).toMatchObject({ days_off: [], travel_radius_km: null, buffer_minutes: 0 });
  });
});

describe("the customer's slots follow the provider's availability", () => {
  it("a change of opening hours changes the slots; a closed weekday has none; a booking outside the hours is refused", async () => {
    expect((await put()).status).toBe(200);
    expect((await slotsOn(MONDAY)).times).toEqual(["9:30 AM", "10:30 AM", "11:30 AM", "12:30 PM", "1:30 PM", "2:30 PM", "3:30 PM", "4:30 PM", "5:30 PM", "6:30 PM", "7:30 PM"]);
    expect((await put({ opening_hours: { ...hours("12:00 PM", "5:00 PM"), Tuesday: null } })).status).toBe(200);
    const monday = await slotsOn(MONDAY);
    expect(monday.times).toEqual(["12:30 PM", "1:30 PM", "2:30 PM", "3:30 PM", "4:30 PM"]);
    expect(monday.closed).toBeNull();
    expect(Object.keys(monday.free_cancel_until)).toEqual(monday.times);
    expect(await slotsOn(TUESDAY)).toMatchObject({ times: [], closed: "closed_weekday" });
    expect((await book(MONDAY, "10:30 AM")).body).toMatchObject({ code: "unknown_slot" });
    expect((await book(TUESDAY, "1:30 PM")).body).toMatchObject({ code: "unknown_slot" });
    const inside = await book(MONDAY, "1:30 PM");
    expect(inside.status).toBe(201);
    // Hours past midnight: open from 6:00 PM on Monday to 2:00 AM, so Tuesday's early hours are Monday's.
    expect((await put({ opening_hours: { ...hours("6:00 PM", "2:00 AM") } })).status).toBe(200);
    expect((await slotsOn(MONDAY)).times).toEqual(["6:30 PM", "7:30 PM"]);
    expect((await put()).status).toBe(200);
  });

  it("a day off has no slots, says so with its note, and takes no booking; other days keep theirs", async () => {
    expect((await put({ days_off: [{ date: MONDAY, note: "Family wedding" }] })).status).toBe(200);
    expect(await slotsOn(MONDAY)).toMatchObject({ times: [], closed: "day_off", day_off_note: "Family wedding", full_slots: [], past_slots: [] });
    expect((await slotsOn(TUESDAY)).times).toHaveLength(11);
    const refused = await book(MONDAY, "11:30 AM");
    expect(refused).toMatchObject({ status: 400, body: { code: "closed_that_day", errors: { appointment_date: [expect.any(String)] } } });
    expect((await put()).status).toBe(200);
    expect((await slotsOn(MONDAY)).times).toHaveLength(11);
  });

  it("no slot starts inside a break: every day's, or one weekday's", async () => {
    expect(
      (
        await put({
          breaks: [
            { weekday: null, starts: "1:00 PM", ends: "2:00 PM" },
            { weekday: "Tuesday", starts: "4:00 PM", ends: "6:00 PM" },
          ],
        })
      ).status,
    ).toBe(200);
    const monday = (await slotsOn(MONDAY)).times;
    const tuesday = (await slotsOn(TUESDAY)).times;
    expect(monday).not.toContain("1:30 PM");
    expect(monday).toContain("4:30 PM");
    expect(monday).toHaveLength(10);
    expect(tuesday).not.toContain("1:30 PM");
    expect(tuesday).not.toContain("4:30 PM");
    expect(tuesday).not.toContain("5:30 PM");
    expect(tuesday).toHaveLength(8);
    expect((await book(MONDAY, "1:30 PM")).body).toMatchObject({ code: "unknown_slot" });
    expect((await put()).status).toBe(200);
  });

  it("buffer minutes keep a place taken after each booking: a full slot fills the next one too", async () => {
    expect((await put()).status).toBe(200);
    const date = nextWednesday();
    for (let i = 0; i < salon.stylists; i++) expect((await book(date, "10:30 AM")).status).toBe(201);
    expect((await slotsOn(date)).full_slots).toEqual(["10:30 AM"]);
    expect((await put({ buffer_minutes: 15 })).status).toBe(200);
    // Held until 11:30 (the next slot) and 15 minutes more: 11:30 has no place left, and 9:30
    // neither (a booking there would keep 10:30 taken after it); 12:30 is free.
    expect((await slotsOn(date)).full_slots).toEqual(["9:30 AM", "10:30 AM", "11:30 AM"]);
    expect((await book(date, "11:30 AM")).body).toMatchObject({ code: "slot_full" });
    expect((await book(date, "12:30 PM")).status).toBe(201);
    expect((await put({ buffer_minutes: 0 })).status).toBe(200);
    expect((await slotsOn(date)).full_slots).toEqual(["10:30 AM"]);
    expect((await book(date, "11:30 AM")).status).toBe(201);
  });

  it("customers racing for two slots a buffer ties together: no more get one than the places", async () => {
    expect((await put({ buffer_minutes: 30 })).status).toBe(200);
    const date = nextWednesday();
    const racers = Array.from({ length: salon.stylists * 2 }, (_, i) => (i % 2 ? "10:30 AM" : "11:30 AM"));
    const answers = await Promise.all(racers.map((time) => book(date, time)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(salon.stylists);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.body.code === "slot_full")).toBe(true);
    expect((await put()).status).toBe(200);
  });

  it("a stylist is not given a booking inside the buffer after their last one", async () => {
    expect((await put({ buffer_minutes: 30 })).status).toBe(200);
    const date = nextWednesday();
    const accept = (appointment_id: number, stylist_id?: number) => api.json("POST", "/provider-api/accept-appointment/", { providerKey: key(salon.providerId), json: { appointment_id, stylist_id } });
    const first = await book(date, "10:30 AM");
    const [stylist] = await api.db.query<{ beautician_id: number }>("SELECT beautician_id FROM stylists WHERE branch_id = $1 ORDER BY beautician_id LIMIT 1", [salon.branchId]);
    expect((await accept(first.body.appointment_id, stylist!.beautician_id)).status).toBe(200);
    const second = await book(date, "11:30 AM");
    expect(second.status).toBe(201);
    // The console's inbox does not offer them either.
    const owner = await api.createMember({ providerId: salon.providerId });
    const listed = (await api.json("GET", "/partner-api/requests/", { token: owner.token })).body.data.find((r: { appointment_id: number }) => r.appointment_id === second.body.appointment_id);
    expect(listed.free_stylists.map((s: { stylist_id: number }) => s.stylist_id)).not.toContain(stylist!.beautician_id);
    expect(listed.free_stylists).toHaveLength(salon.stylists - 1);
    expect((await accept(second.body.appointment_id, stylist!.beautician_id)).body).toMatchObject({ code: "stylist_unavailable" });
    expect((await accept(second.body.appointment_id)).status).toBe(200);
    const [given] = await api.db.query<{ stylist_id: number }>("SELECT stylist_id FROM appointments WHERE appointment_id = $1", [second.body.appointment_id]);
    expect(given!.stylist_id).not.toBe(stylist!.beautician_id);
    expect((await put()).status).toBe(200);
  });

  it("a branch on its day off is not open now in search", async () => {
    expect((await put()).status).toBe(200);
    const [b] = await api.db.query<{ latitude: number; longitude: number }>("SELECT latitude, longitude FROM branches WHERE branch_id = $1", [salon.branchId]);
    const openHere = async () => {
      const found = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: `Lat: ${b!.latitude}, Lng: ${b!.longitude}`, radius: 1, open_now: 1 } });
      return found.status === 200 && (found.body.data as { branch_id: number }[]).some((r) => r.branch_id === salon.branchId);
    };
    expect(await openHere()).toBe(true);
    expect((await put({ days_off: [{ date: "2026-11-23", note: "" }] })).status).toBe(200);
    expect(await openHere()).toBe(false);
    expect((await put()).status).toBe(200);
  });

  it("a home service's travel radius keeps it out of searches from farther away", async () => {
    const search = () => api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", radius: 50, service_type_id: SERVICE_TYPE.freelancer } });
    const found = (await search()).body.data as { branch_id: number; distance_km: number }[];
    const far = found.find((b) => b.distance_km > 3);
    expect(far).toBeDefined();
    const [branch] = await api.db.query<{ provider_id: number }>("SELECT provider_id FROM branches WHERE branch_id = $1", [far!.branch_id]);
    const set = (km: number | null) => put({ travel_radius_km: km }, far!.branch_id, branch!.provider_id);
    expect((await set(Math.floor(far!.distance_km) - 1)).status).toBe(200);
    expect(((await search()).body.data as { branch_id: number }[]).some((b) => b.branch_id === far!.branch_id)).toBe(false);
    expect((await set(Math.ceil(far!.distance_km) + 1)).status).toBe(200);
    expect(((await search()).body.data as { branch_id: number }[]).some((b) => b.branch_id === far!.branch_id)).toBe(true);
    expect((await set(null)).body.data.travel_radius_km).toBeNull();
  });
});
