import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { indiaInstant } from "../../lib/ist";

/** The open-now filter, by the branch's own hours in India time, across midnight. */
let api: TestApi;
let lateId: number;
let dayId: number;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const every = (hours: string) => JSON.stringify(Object.fromEntries(DAYS.map((d) => [d, hours])));

beforeAll(async () => {
  api = await createTestApi();
  // Branches on a boat off Trivandrum (35 km out), so only they are near: one open late into the night, one by day.
  const [provider] = await api.db.query<{ provider_id: number }>("INSERT INTO providers (provider_name, service_type_id, verified) VALUES ('Night Owl Studio', 1, true) RETURNING provider_id");
  const add = async (name: string, hours: string) =>
    (
      await api.db.query<{ branch_id: number }>(
        "INSERT INTO branches (provider_id, branch_name, city, state, latitude, longitude, working_hours) VALUES ($1, $2, 'Trivandrum', 'Kerala', 8.5000, 76.6000, $3::jsonb) RETURNING branch_id",
        [provider!.provider_id, name, hours],
      )
    )[0]!.branch_id;
  lateId = await add("Night Owl Late", every("6:00 PM,2:00 AM"));
  dayId = await add("Night Owl Day", every("9:30 AM,8:00 PM"));
  await api.db.query(
    "INSERT INTO branches (provider_id, branch_name, city, state, latitude, longitude, working_hours) VALUES ($1, 'Night Owl Odd', 'Trivandrum', 'Kerala', 8.5001, 76.6001, $2::jsonb)",
    [provider!.provider_id, every("whenever, really")],
  );
});
afterAll(() => api.close());

async function openAt(date: string, minutes: number) {
  api.setNow(indiaInstant(date, minutes)!);
  const { status, body } = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Lat: 8.5, Lng: 76.6", radius: "5", open_now: "1" } });
  return status === 200 ? (body.data as { branch_id: number }[]).map((b) => b.branch_id).sort() : [];
}

describe("open_now=1", () => {
  it("keeps only branches open at this moment in India, across midnight", async () => {
    expect(await openAt("2026-11-24", 10 * 60)).toEqual([dayId]); // 10:00 AM
    expect(await openAt("2026-11-24", 19 * 60)).toEqual([lateId, dayId].sort()); // 7:00 PM: both
    expect(await openAt("2026-11-24", 20 * 60)).toEqual([lateId]); // 8:00 PM: the day branch has just closed
    expect(await openAt("2026-11-24", 23 * 60 + 59)).toEqual([lateId]);
    expect(await openAt("2026-11-25", 60)).toEqual([lateId]); // 1:00 AM: yesterday's late hours run on
    expect(await openAt("2026-11-25", 2 * 60)).toEqual([]); // 2:00 AM: closed
    expect(await openAt("2026-11-25", 9 * 60 + 29)).toEqual([]); // 9:29 AM
    expect(await openAt("2026-11-25", 9 * 60 + 30)).toEqual([dayId]);
    expect(await openAt("2026-11-30", 60)).toEqual([lateId]); // Monday 1:00 AM: Sunday night runs into the new week
  });

  it("without the filter every branch is listed, hours in any shape included", async () => {
    const { body } = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Lat: 8.5, Lng: 76.6", radius: "5", open_now: "0" } });
    expect(body.total).toBe(3);
  });

  it("refuses a value it does not know", async () => {
    const { status, body } = await api.json("GET", "/api/serviceprovidertypes/", { query: { address: "Trivandrum", open_now: "yes please" } });
    expect(status).toBe(400);
    expect(body.message).toBe("open_now must be 1 or 0.");
  });
});
