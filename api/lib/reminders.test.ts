import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { insertAppointment, insertFixtureProvider } from "../routes/bookings/test-fixtures";
import { queueReminders } from "./reminders";

/**
 * The reminder's day word comes from the booking's date against India's date when it is sent,
 * not from which reminder it is (the on-time ones are in notifier.test.ts).
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
});
afterAll(() => api.close());

const HOUR = 3_600_000;

/** A confirmed booking made five days before `start`, for a new customer. */
async function scheduled(date: string, time: string, start: Date) {
  const user = await api.createUser();
  const id = await insertAppointment(api.db, { userId: user.userId, statusId: 2, date, time });
  await api.db.query("UPDATE appointments SET created_at = $1 WHERE appointment_id = $2", [new Date(start.getTime() - 5 * 24 * HOUR), id]);
  return { id, phone: user.phone };
}
/** Each reminder ends with the booking's link (api/lib/booking-link.ts), left out here. */
const LINK_AT_END = / Manage your booking: https:\/\/saaj\.test\/Booking\/\S+$/;
const remindersOf = async (phone: string) =>
  (await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'reminder' ORDER BY id", [phone])).map((r) => r.body.replace(LINK_AT_END, ""));

describe("the reminder's day, in India time", () => {
  it("a 24-hour reminder sent late, on the booking's own day, says today", async () => {
    // 1 Dec 2026, 8:00 PM in India is 14:30 UTC. Its 24-hour reminder was due at 8:00 PM on 30 Nov;
    // the job was down until 12:30 AM on 1 Dec in India (still 30 Nov in UTC), before the 2-hour one.
    const start = new Date("2026-12-01T14:30:00Z");
    const { id, phone } = await scheduled("2026-12-01", "8:00 PM", start);
    api.setNow(new Date("2026-11-30T19:00:00Z"));
    await queueReminders(api.deps);
    expect(await remindersOf(phone)).toEqual([`Reminder: your Saaj booking #${id} with Glow Fixture Studio Kadavanthra is today, 2026-12-01 at 8:00 PM. Free cancellation until Tue 1 Dec, 5:00 PM.`]);
  });

  it("a 2-hour reminder the evening before a booking just after midnight says tomorrow", async () => {
    // 2 Dec 2026, 12:30 AM in India is 19:00 UTC on 1 Dec; two hours before is 10:30 PM on 1 Dec.
    const start = new Date("2026-12-01T19:00:00Z");
    const { id, phone } = await scheduled("2026-12-02", "12:30 AM", start);
    api.setNow(new Date(start.getTime() - 2 * HOUR));
    await queueReminders(api.deps);
    expect(await remindersOf(phone)).toEqual([
      `Reminder: your Saaj booking #${id} with Glow Fixture Studio Kadavanthra is tomorrow, 2026-12-02 at 12:30 AM. Cancelling costs nothing: nothing is paid yet.`,
    ]);
  });
});
