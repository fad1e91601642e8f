import { describe, expect, it } from "vitest";
import { STATUS } from "../../../contract/booking";
import { api, booking, salon, setupLifecycle, statusOf } from "../appointments/lifecycle.test-helper";
import { appointmentStart } from "../../lib/ist";
import { sendPendingRefunds } from "../../lib/refunds";

/** The console's schedule (issue 28, item 3): the list, each action, who may act, and what money follows. */
setupLifecycle();

type Listed = { appointment_id: number; state: string; actions: string[]; payment_state: string | null; paid_at_venue: boolean; cancellation_message: string | null; stylist: unknown };

const owner = () => api.createMember({ providerId: salon.providerId });
const act = (token: string, id: number, action: string, json?: unknown) => api.json("POST", `/partner-api/appointments/${id}/${action}/`, { token, ...(json ? { json } : {}) });
const dayOf = async (id: number) =>
  (await api.db.query<{ date: string; time: string }>("SELECT to_char(appointment_date, 'YYYY-MM-DD') AS date, appointment_time AS time FROM appointments WHERE appointment_id = $1", [id]))[0]!;
async function listed(token: string, id: number, query: Record<string, string | number> = {}): Promise<Listed | undefined> {
  const { date } = await dayOf(id);
  const res = await api.json("GET", "/partner-api/schedule/", { token, query: { from: date, ...query } });
  expect(res.status).toBe(200);
  return (res.body.data as Listed[]).find((a) => a.appointment_id === id);
}
/** The scheduled booking paid by UPI (as the gateway's callback leaves it). */
async function paidByUpi() {
  const b = await booking("scheduled");
  await api.db.query("UPDATE payments SET method = 'upi', paid_at = now() WHERE appointment_id = $1", [b.id]);
  return b;
}
const refundsOf = (id: number) => api.db.query<{ amount: number; reason: string }>("SELECT amount::float8 AS amount, reason FROM refunds WHERE appointment_id = $1", [id]);
const paymentOf = async (id: number) =>
  (await api.db.query<{ method: string; paid_at: Date | null; total: number }>("SELECT method, paid_at, total::float8 AS total FROM payments WHERE appointment_id = $1", [id]))[0]!;
const otherProvider = async () =>
  (await api.db.query<{ provider_id: number }>("SELECT provider_id FROM providers WHERE provider_id <> $1 ORDER BY provider_id LIMIT 1", [salon.providerId]))[0]!.provider_id;

describe("the schedule", () => {
  it("lists a day's accepted, paid and cancelled bookings at the member's branches with what may be done to each, and the branch's stylists", async () => {
    const { token } = await owner();
    const accepted = await booking("accepted");
    const scheduled = await booking("scheduled");
    const waiting = await booking("requested");
    const a = await listed(token, accepted.id);
    expect(a).toMatchObject({ state: "accepted", actions: ["cancel"], payment_state: null });
    const s = await listed(token, scheduled.id);
    expect(s).toMatchObject({
      state: "scheduled",
      actions: ["start", "complete", "venue_payment", "cancel"],
      payment_state: "venue_due",
      paid_at_venue: false,
      stylist: { stylist_id: expect.any(Number) },
    });
    // A request not yet accepted is the inbox's, not the schedule's.
    expect(await listed(token, waiting.id)).toBeUndefined();
    const { date } = await dayOf(scheduled.id);
    const whole = await api.json("GET", "/partner-api/schedule/", { token, query: { from: date, days: 7, branch_id: salon.branchId } });
    expect(whole.body).toMatchObject({ from: date, days: 7, today: "2026-11-23" });
    expect(whole.body.stylists.length).toBeGreaterThan(0);
    // By stylist: another stylist's day does not show it.
    const other = (whole.body.stylists as { stylist_id: number }[]).find((x) => x.stylist_id !== (s!.stylist as { stylist_id: number }).stylist_id);
    if (other) expect(await listed(token, scheduled.id, { stylist_id: other.stylist_id })).toBeUndefined();
    expect(await listed(token, scheduled.id, { stylist_id: (s!.stylist as { stylist_id: number }).stylist_id })).toBeDefined();
    // The day after shows none of them.
    const next = await api.json("GET", "/partner-api/schedule/", { token, query: { from: new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) } });
    expect((next.body.data as Listed[]).some((x) => x.appointment_id === scheduled.id)).toBe(false);
  });

  it("refuses bad days and dates, another provider's branch and a branch a staff member does not act for", async () => {
    const { token } = await owner();
    for (const query of [{ days: 8 }, { days: 0 }, { from: "2026-02-30" }, { from: "tomorrow" }, { branch_id: "x" }]) {
      expect((await api.json("GET", "/partner-api/schedule/", { token, query })).status, JSON.stringify(query)).toBe(400);
    }
    const [theirs] = await api.db.query<{ branch_id: number }>("SELECT branch_id FROM branches WHERE provider_id <> $1 LIMIT 1", [salon.providerId]);
    expect((await api.json("GET", "/partner-api/schedule/", { token, query: { branch_id: theirs!.branch_id } })).body.code).toBe("not_your_branch");
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [theirs!.branch_id] });
    expect((await api.json("GET", "/partner-api/schedule/", { token: staff.token, query: { branch_id: salon.branchId } })).status).toBe(403);
    const b = await booking("scheduled");
    expect(await listed(staff.token, b.id)).toBeUndefined();
    const ours = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    expect(await listed(ours.token, b.id)).toBeDefined();
  });
});

describe("each action", () => {
  it("start, record the venue payment (once), complete", async () => {
    const { token } = await owner();
    const { id } = await booking("scheduled");
    expect((await act(token, id, "start")).body).toMatchObject({ status: "success", message: "Marked as started." });
    expect((await statusOf(id)).status_id).toBe(STATUS.inProgress);
    expect((await act(token, id, "start")).body.code).toBe("already_started");
    expect((await listed(token, id))!.actions).toEqual(["complete", "venue_payment"]);
    const paid = await act(token, id, "venue-payment");
    expect(paid.body).toMatchObject({ recorded: true, data: { state: "paid_venue", method: "venue" } });
    const first = (await paymentOf(id)).paid_at;
    expect(first).not.toBeNull();
    const again = await act(token, id, "venue-payment");
    expect(again).toMatchObject({ status: 200, body: { recorded: false, data: { state: "paid_venue" } } });
    expect((await paymentOf(id)).paid_at).toEqual(first);
    expect((await act(token, id, "complete")).status).toBe(200);
    expect((await statusOf(id)).status_id).toBe(STATUS.completed);
    expect(await listed(token, id)).toMatchObject({ state: "completed", actions: [], paid_at_venue: true });
    expect((await act(token, id, "complete")).body.code).toBe("already_completed");
    expect((await act(token, id, "cancel", { reason: "Too late" })).status).toBe(409);
  });

  it("a venue payment before checkout, or of a cancelled booking, is refused; a UPI payment made is not turned into a venue one", async () => {
    const { token } = await owner();
    const accepted = await booking("accepted");
    expect((await act(token, accepted.id, "venue-payment")).body.code).toBe("not_payable");
    const upi = await paidByUpi();
    const res = await act(token, upi.id, "venue-payment");
    expect(res.body).toMatchObject({ recorded: false, data: { state: "paid_upi", method: "upi" } });
  });

  it("cancel: the customer reads the reason in My Bookings; a UPI payment is refunded in full and an apology coupon given", async () => {
    const { token } = await owner();
    const { user, id } = await paidByUpi();
    expect((await act(token, id, "cancel", {})).status).toBe(400);
    expect((await act(token, id, "cancel", { reason: "   " })).status).toBe(400);
    const done = await act(token, id, "cancel", { reason: "Our stylist is unwell today." });
    expect(done.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status_id: STATUS.cancelled, end_reason: "provider_cancelled" });
    const mine = await api.json("GET", "/api/user-bookings/", { token: user.token, query: { user_id: user.userId } });
    const total = (await paymentOf(id)).total;
    expect(mine.body.data.find((b: { id: number }) => b.id === id)).toMatchObject({ status_name: "Cancelled", reason: "Our stylist is unwell today.", refund: { amount: total } });
    expect(await refundsOf(id)).toEqual([{ amount: total, reason: "provider_cancelled" }]);
    expect((await api.db.query("SELECT 1 FROM coupons WHERE for_user_id = $1", [user.userId])).length).toBe(1);
    expect(await listed(token, id)).toMatchObject({ state: "cancelled", cancellation_message: "Our stylist is unwell today.", actions: [] });
    expect((await act(token, id, "cancel", { reason: "Again" })).body.code).toBe("already_cancelled");
  });

  it("no-show: only from the start time on and while not started; keeps the late fee from a UPI payment and refunds the rest; a venue booking owes nothing", async () => {
    const upi = await paidByUpi();
    const { date, time } = await dayOf(upi.id);
    const start = appointmentStart(date, time)!;
    api.setNow(new Date(start.getTime() - 60_000));
    // Signed in on the day, owner and customer: a booking can be further out than a sign-in lasts (30 days).
    let { token } = await owner();
    upi.user.token = await api.signIn(upi.user.userId);
    expect((await listed(token, upi.id))!.actions).not.toContain("no_show");
    expect((await act(token, upi.id, "no-show")).body.code).toBe("customer_no_show_too_early");
    api.setNow(start);
    expect((await listed(token, upi.id))!.actions).toContain("no_show");
    expect((await act(token, upi.id, "no-show")).status).toBe(200);
    const total = (await paymentOf(upi.id)).total;
    const fee = Math.min(Math.round(total * 10) / 100, 250);
    expect(await statusOf(upi.id)).toMatchObject({ status_id: STATUS.cancelled, end_reason: "customer_no_show" });
    expect(await refundsOf(upi.id)).toEqual([{ amount: Math.round((total - fee) * 100) / 100, reason: "customer_no_show" }]);
    const [row] = await api.db.query<{ fee: number }>("SELECT cancellation_fee::float8 AS fee FROM appointments WHERE appointment_id = $1", [upi.id]);
    expect(row!.fee).toBe(fee);
    const [sent] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'provider-cancelled' ORDER BY id DESC LIMIT 1", [upi.user.phone]);
    expect(sent!.body).toMatch(new RegExp(`as missed: you did not come\\. A late-cancellation fee of ₹[\\d,.]+ is kept, and ₹[\\d,.]+ is refunded to your UPI account\\. See your booking: `));
    // No apology: the customer let the provider down.
    expect((await api.db.query("SELECT 1 FROM coupons WHERE for_user_id = $1", [upi.user.userId])).length).toBe(0);
    const mine = await api.json("GET", "/api/user-bookings/", { token: upi.user.token, query: { user_id: upi.user.userId } });
    expect(mine.body.data.find((b: { id: number }) => b.id === upi.id)).toMatchObject({ end_reason: "customer_no_show", reason: expect.stringContaining("you did not come") });
    expect((await act(token, upi.id, "no-show")).body.code).toBe("already_cancelled");
    // The standing does not count it against the provider.
    expect((await api.json("GET", "/partner-api/standing/", { token })).body.data.no_shows_reported).toBe(0);

    const venue = await booking("scheduled");
    const v = await dayOf(venue.id);
    api.setNow(appointmentStart(v.date, v.time)!);
    ({ token } = await owner());
    venue.user.token = await api.signIn(venue.user.userId);
    expect((await act(token, venue.id, "no-show")).status).toBe(200);
    expect(await refundsOf(venue.id)).toEqual([]);
    const [told] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND purpose = 'provider-cancelled' ORDER BY id DESC LIMIT 1", [venue.user.phone]);
    expect(told!.body).toContain("as missed: you did not come. You have not been charged. See your booking: ");
    const theirs = await api.json("GET", "/api/user-bookings/", { token: venue.user.token, query: { user_id: venue.user.userId } });
    expect(theirs.body.data.find((b: { id: number }) => b.id === venue.id)).toMatchObject({ end_reason: "customer_no_show", reason: expect.stringContaining("You have not been charged.") });
    // A started booking: the customer came.
    const started = await booking("scheduled");
    const st = await dayOf(started.id);
    api.setNow(appointmentStart(st.date, st.time)!);
    ({ token } = await owner());
    await act(token, started.id, "start");
    expect((await act(token, started.id, "no-show")).body.code).toBe("customer_came");
  });
});

describe("who may act", () => {
  it("another provider's member gets 403 for every action, and so does staff of another branch; nothing changes", async () => {
    const stranger = await api.createMember({ providerId: await otherProvider() });
    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId + 100_000] });
    const { id } = await booking("scheduled");
    for (const member of [stranger, elsewhere]) {
      for (const [action, json] of [["start"], ["complete"], ["venue-payment"], ["cancel", { reason: "No" }], ["no-show"]] as [string, unknown?][]) {
        const res = await act(member.token, id, action, json);
        expect(res.status, `${action}`).toBe(403);
        expect(res.body.code).toBe(member === stranger ? "not_your_provider_appointment" : "not_your_branch");
      }
    }
    expect((await statusOf(id)).status_id).toBe(STATUS.scheduled);
    expect((await paymentOf(id)).paid_at).toBeNull();
    expect((await act("nonsense", id, "start")).status).toBe(401);
    expect((await act((await owner()).token, 2_000_000_000, "start")).status).toBe(404);
  });
});

describe("under parallel requests (PostgreSQL: several connections)", () => {
  it("start, complete, cancel and no-show of one appointment succeed once; the venue payment is recorded once", async () => {
    const once = async (action: string, json?: unknown, setup?: (id: number) => Promise<void>) => {
      const { id } = await booking("scheduled");
      await setup?.(id);
      // Signed in after the clock moved: a booking can be further out than a sign-in lasts.
      const { token } = await owner();
      const answers = await Promise.all(Array.from({ length: 5 }, () => act(token, id, action, json)));
      return { id, answers };
    };
    for (const action of ["start", "complete"]) {
      const { answers } = await once(action);
      expect(answers.map((a) => a.status).sort(), action).toEqual([200, 409, 409, 409, 409]);
    }
    const venue = await once("venue-payment");
    expect(venue.answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(venue.answers.filter((a) => a.body.recorded).length).toBe(1);
    expect(new Set(venue.answers.map((a) => a.body.data.paid_at)).size).toBe(1);

    const cancel = await once("cancel", { reason: "Closed for a family emergency." }, async (id) => {
      await api.db.query("UPDATE payments SET method = 'upi', paid_at = now() WHERE appointment_id = $1", [id]);
    });
    expect(cancel.answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await refundsOf(cancel.id)).length).toBe(1);
    const userOf = (await api.db.query<{ user_id: number }>("SELECT user_id FROM appointments WHERE appointment_id = $1", [cancel.id]))[0]!.user_id;
    expect((await api.db.query("SELECT 1 FROM coupons WHERE for_user_id = $1", [userOf])).length).toBe(1);

    const noShow = await once("no-show", undefined, async (id) => {
      await api.db.query("UPDATE payments SET method = 'upi', paid_at = now() WHERE appointment_id = $1", [id]);
      const { date, time } = await dayOf(id);
      api.setNow(appointmentStart(date, time)!);
    });
    expect(noShow.answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await refundsOf(noShow.id)).length).toBe(1);
    const told = await api.db.query(
      "SELECT 1 FROM outbox o JOIN users u ON u.phone = o.recipient JOIN appointments a ON a.user_id = u.user_id WHERE a.appointment_id = $1 AND o.purpose = 'provider-cancelled'",
      [noShow.id],
    );
    expect(told.length).toBe(1);
    await sendPendingRefunds(api.deps);
  });
});
