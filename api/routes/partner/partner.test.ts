import { describe, expect, it } from "vitest";
import { STATUS } from "../../../contract/booking";
import { DECLINE_MESSAGES, SERVICE_DURATIONS } from "../../../contract/partner";
import { api, booking, salon, setupLifecycle, status, statusOf } from "../appointments/lifecycle.test-helper";
import { expireOverdue } from "../appointments/lifecycle";

/** The provider console's API (issue 28): logging in, the requests inbox, accepting, declining, the team. */
setupLifecycle();

const codeSentTo = async (phone: string) => (await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]))[0]?.body.match(/\b(\d{6})\b/)?.[1];
const inbox = (token: string) => api.json("GET", "/partner-api/requests/", { token });

describe("logging in to the console", () => {
  it("sends a code only to a team member's phone, answering any number the same, and the code gives a console token", async () => {
    const owner = await api.createMember({ providerId: salon.providerId, phone: "7000000101" });
    const stranger = await api.json("POST", "/partner-api/login/", { json: { phone: "7000000102" }, client: "10.90.0.1" });
    const member = await api.json("POST", "/partner-api/login/", { json: { phone: owner.phone }, client: "10.90.0.1" });
    expect(stranger).toEqual({ status: 200, body: member.body });
    expect(await codeSentTo("7000000102")).toBeUndefined();
    const code = await codeSentTo(owner.phone);
    expect(code).toMatch(/^\d{6}$/);
    // A customer's code is not a console code, nor the other way round.
    expect((await api.json("POST", "/api/login/verify-otp/", { json: { phone: owner.phone, otp: code }, client: "10.90.0.1" })).status).toBe(400);
    const verified = await api.json("POST", "/partner-api/login/verify-otp/", { json: { phone: owner.phone, otp: code }, client: "10.90.0.1" });
    expect(verified.status).toBe(200);
    expect(verified.body.member).toMatchObject({ role: "owner", phone: "••••••0101" });
    const me = await api.json("GET", "/partner-api/me/", { token: verified.body.token });
    expect(me.body.provider.provider_id).toBe(salon.providerId);
    expect(me.body.branches.map((b: { branch_id: number }) => b.branch_id)).toContain(salon.branchId);
    // A console token is not a customer's, and the customer's is not a console token.
    expect((await api.json("GET", "/api/user-bookings/", { token: verified.body.token })).status).toBe(401);
    const customer = await api.createUser();
    expect((await api.json("GET", "/partner-api/me/", { token: customer.token })).status).toBe(401);
    expect((await api.json("POST", "/partner-api/logout/", { token: verified.body.token })).status).toBe(200);
    expect((await api.json("GET", "/partner-api/me/", { token: verified.body.token })).status).toBe(401);
  });
});

describe("the requests inbox", () => {
  it("lists a waiting request with its seconds left, services, amount and free stylists; accepting sends the customer the code", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const { user, id } = await booking("requested");
    api.advance(30_000);
    const listed = (await inbox(owner.token)).body.data.find((r: { appointment_id: number }) => r.appointment_id === id);
    expect(listed).toMatchObject({ branch_id: salon.branchId, seconds_left: 90, customer_name: "Test" });
    expect(listed.services.length).toBeGreaterThan(0);
    expect(listed.amount).toBeGreaterThanOrEqual(600);
    expect(listed.free_stylists.length).toBeGreaterThan(0);
    const stylist = listed.free_stylists.at(-1).stylist_id;
    const accepted = await api.json("POST", `/partner-api/requests/${id}/accept/`, { token: owner.token, json: { stylist_id: stylist } });
    expect(accepted.status).toBe(200);
    expect((await status(user.token, id)).body.state).toBe("accepted");
    const [sent] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [user.phone]);
    expect(sent!.body).toContain(`code is ${accepted.body.otp}`);
    expect((await api.db.query<{ stylist_id: number }>("SELECT stylist_id FROM appointments WHERE appointment_id = $1", [id]))[0]!.stylist_id).toBe(stylist);
    expect((await inbox(owner.token)).body.data.some((r: { appointment_id: number }) => r.appointment_id === id)).toBe(false);
  });

  it("a request out of time leaves the inbox and can no longer be accepted", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const { id } = await booking("requested");
    api.advance(api.deps.config.confirmWindowMs + 1000);
    expect((await inbox(owner.token)).body.data.some((r: { appointment_id: number }) => r.appointment_id === id)).toBe(false);
    expect((await api.json("POST", `/partner-api/requests/${id}/accept/`, { token: owner.token, json: {} })).status).toBe(409);
  });

  it("declining with a reason tells the customer why, in words, and is not a cancellation", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const { user, id } = await booking("requested");
    const noReason = await api.json("POST", `/partner-api/requests/${id}/decline/`, { token: owner.token, json: { reason: "busy" } });
    expect(noReason.status).toBe(400);
    expect((await api.json("POST", `/partner-api/requests/${id}/decline/`, { token: owner.token, json: { reason: "outside_area" } })).status).toBe(200);
    expect((await status(user.token, id)).body).toMatchObject({ state: "cancelled", end_reason: "provider_declined", cancellation_message: DECLINE_MESSAGES.outside_area });
    expect((await api.json("POST", `/partner-api/requests/${id}/accept/`, { token: owner.token, json: {} })).status).toBe(409);
  });

  it("accepting and declining one request at once: exactly one wins", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    for (let round = 0; round < 3; round++) {
      const { id } = await booking("requested");
      const answers = await Promise.all([
        api.json("POST", `/partner-api/requests/${id}/accept/`, { token: owner.token, json: {} }),
        api.json("POST", `/partner-api/requests/${id}/decline/`, { token: owner.token, json: { reason: "fully_booked" } }),
        api.json("POST", `/partner-api/requests/${id}/accept/`, { token: owner.token, json: {} }),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
      const { status_id } = await statusOf(id);
      expect([STATUS.accepted, STATUS.cancelled]).toContain(status_id);
    }
  });
});

describe("each provider's people see and change only their own", () => {
  it("another provider's member, and staff of another branch, neither see nor act on a request", async () => {
    const { id } = await booking("requested");
    const [other] = await api.db.query<{ provider_id: number }>("SELECT provider_id FROM providers WHERE provider_id <> $1 ORDER BY provider_id LIMIT 1", [salon.providerId]);
    const outsider = await api.createMember({ providerId: other!.provider_id });
    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId + 100000] });
    const here = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    for (const [who, code] of [
      [outsider, "not_your_provider_appointment"],
      [elsewhere, "not_your_branch"],
    ] as const) {
      expect((await inbox(who.token)).body.data.some((r: { appointment_id: number }) => r.appointment_id === id)).toBe(false);
      for (const action of ["accept", "decline"]) {
        const refused = await api.json("POST", `/partner-api/requests/${id}/${action}/`, { token: who.token, json: { reason: "closed" } });
        expect(refused, action).toMatchObject({ status: 403, body: { code } });
      }
    }
    expect((await statusOf(id)).status_id).toBe(STATUS.requested);
    expect((await inbox(here.token)).body.data.some((r: { appointment_id: number }) => r.appointment_id === id)).toBe(true);
    // Staff run the requests, not the team.
    expect((await api.json("GET", "/partner-api/members/", { token: here.token })).body.code).toBe("owner_only");
    expect((await api.json("POST", "/partner-api/members/", { token: here.token, json: { phone: "7000000201", name: "X", branch_ids: [salon.branchId] } })).status).toBe(403);
  });

  it("the owner adds staff for their own branches only, once per number, and removing them ends their logins", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const [foreign] = await api.db.query<{ branch_id: number }>("SELECT branch_id FROM branches WHERE provider_id <> $1 LIMIT 1", [salon.providerId]);
    const bad = await api.json("POST", "/partner-api/members/", { token: owner.token, json: { phone: "7000000301", name: "Anu", branch_ids: [foreign!.branch_id] } });
    expect(bad).toMatchObject({ status: 400, body: { code: "branch_not_yours" } });
    expect((await api.json("POST", "/partner-api/members/", { token: owner.token, json: { phone: "7000000301", name: "Anu", branch_ids: [] } })).status).toBe(400);
    expect((await api.json("POST", "/partner-api/members/", { token: owner.token, json: { phone: "7000000301", name: "Anu", branch_ids: [salon.branchId] } })).status).toBe(200);
    expect((await api.json("POST", "/partner-api/members/", { token: owner.token, json: { phone: "7000000301", name: "Anu", branch_ids: [salon.branchId] } })).body.code).toBe("already_on_team");
    const team = (await api.json("GET", "/partner-api/members/", { token: owner.token })).body.data;
    const anu = team.find((m: { phone: string }) => m.phone === "7000000301");
    expect(anu).toMatchObject({ role: "staff", branch_ids: [salon.branchId], name: "Anu" });
    // Anu logs in, then is removed: her token stops working.
    await api.json("POST", "/partner-api/login/", { json: { phone: "7000000301" }, client: "10.90.0.2" });
    const login = await api.json("POST", "/partner-api/login/verify-otp/", { json: { phone: "7000000301", otp: await codeSentTo("7000000301") }, client: "10.90.0.2" });
    expect((await api.json("GET", "/partner-api/me/", { token: login.body.token })).status).toBe(200);
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    expect((await api.json("POST", `/partner-api/members/${anu.member_id}/remove/`, { token: outsider.token })).status).toBe(404);
    expect((await api.json("POST", `/partner-api/members/${anu.member_id}/remove/`, { token: owner.token })).status).toBe(200);
    expect((await api.json("GET", "/partner-api/me/", { token: login.body.token })).status).toBe(401);
  });
});

describe("money and standing, open", () => {
  it("counts an acceptance and a request left to run out, never a decline, and shows the rating", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const standing = async () => (await api.json("GET", "/partner-api/standing/", { token: owner.token })).body.data;
    const before = await standing();
    const accepted = await booking("requested");
    expect((await api.json("POST", `/partner-api/requests/${accepted.id}/accept/`, { token: owner.token, json: {} })).status).toBe(200);
    const declined = await booking("requested");
    expect((await api.json("POST", `/partner-api/requests/${declined.id}/decline/`, { token: owner.token, json: { reason: "closed" } })).status).toBe(200);
    const ranOut = await booking("requested");
    api.advance(api.deps.config.confirmWindowMs + 1000);
    // The clock ends the request that ran out (only this one: earlier tests leave requests of their own).
    await expireOverdue(api.db, api.deps.now(), api.deps.config.confirmWindowMs, ranOut.id);
    const after = await standing();
    expect(after).toMatchObject({ window_days: 90, accepted: before.accepted + 1, declined: before.declined + 1, timed_out: before.timed_out + 1 });
    expect(after.acceptance_rate).toBe(Math.round((after.accepted / (after.accepted + after.timed_out)) * 1000) / 10);
    expect(after.reviews).toBeGreaterThanOrEqual(0);
  });

  it("lists a month's bookings with what was paid and the payout pending, to the owner only", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const { id } = await booking("scheduled");
    const [row] = await api.db.query<{ month: string }>("SELECT to_char(appointment_date, 'YYYY-MM') AS month FROM appointments WHERE appointment_id = $1", [id]);
    const ledger = await api.json("GET", "/partner-api/ledger/", { token: owner.token, query: { month: row!.month } });
    expect(ledger.status).toBe(200);
    const line = ledger.body.data.find((l: { appointment_id: number }) => l.appointment_id === id);
    expect(line).toMatchObject({ state: "scheduled", branch_name: expect.any(String) });
    expect(line.amount).toBeGreaterThanOrEqual(600);
    expect(ledger.body.totals.bookings).toBe(ledger.body.data.length);
    expect(ledger.body.totals.payout_pending).toBe(Math.round((ledger.body.totals.paid_upi - ledger.body.totals.refunded) * 100) / 100);
    expect((await api.json("GET", "/partner-api/ledger/", { token: staff.token, query: { month: row!.month } })).body.code).toBe("owner_only");
    expect((await api.json("GET", "/partner-api/ledger/", { token: owner.token, query: { month: "2026-13" } })).status).toBe(400);
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    const theirs = await api.json("GET", "/partner-api/ledger/", { token: outsider.token, query: { month: row!.month } });
    expect(theirs.body.data.some((l: { appointment_id: number }) => l.appointment_id === id)).toBe(false);
  });
});

describe("availability from the console", () => {
  it("a member who acts for the branch changes its hours and the customer's slots follow; others are refused", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const path = `/partner-api/branches/${salon.branchId}/availability/`;
    const before = await api.json("GET", path, { token: owner.token });
    expect(before.status).toBe(200);
    const date = "2026-12-09"; // a Wednesday
    const slots = async () =>
      ((await api.json("GET", "/api/available-slots/", { query: { provider_id: salon.providerId, branch_id: salon.branchId, appointment_date: date } })).body[0].available_slots[0] as string)
        .split(",")
        .filter(Boolean);
    const open = await slots();
    const hours = { ...before.body.data.opening_hours, Wednesday: { opens: "9:00 AM", closes: "12:00 PM" } };
    const saved = await api.json("PUT", path, { token: owner.token, json: { opening_hours: hours } });
    expect(saved.status).toBe(200);
    const after = await slots();
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(open.length);
    expect(after.every((t) => /AM$/.test(t))).toBe(true);
    // Only the part sent changed.
    expect(saved.body.data).toMatchObject({ breaks: before.body.data.breaks, buffer_minutes: before.body.data.buffer_minutes });

    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId + 100000] });
    expect((await api.json("PUT", path, { token: elsewhere.token, json: { buffer_minutes: 10 } })).body.code).toBe("not_your_branch");
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    expect((await api.json("GET", path, { token: outsider.token })).status).toBe(403);
    expect((await api.json("PUT", path, { token: owner.token, json: { buffer_minutes: 999 } })).status).toBe(400);
    await api.json("PUT", path, { token: owner.token, json: { opening_hours: before.body.data.opening_hours } });
  });
});

describe("replying to reviews", () => {
  it("the owner replies once, publicly; staff and other providers cannot", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    const [review] = await api.db.query<{ review_id: number }>(
      "INSERT INTO reviews (provider_id, user_name, rating, comment) VALUES ($1, 'Asha', 4, 'Lovely haircut, a little wait.') RETURNING review_id",
      [salon.providerId],
    );
    const id = review!.review_id;
    const listed = await api.json("GET", "/partner-api/reviews/", { token: staff.token });
    expect(listed.body.data.find((r: { review_id: number }) => r.review_id === id)).toMatchObject({ reply: null });
    const path = `/partner-api/reviews/${id}/reply/`;
    expect((await api.json("POST", path, { token: staff.token, json: { reply: "Thank you!" } })).body.code).toBe("owner_only");
    expect((await api.json("POST", path, { token: outsider.token, json: { reply: "Thank you!" } })).body.code).toBe("review_missing");
    expect((await api.json("POST", path, { token: owner.token, json: { reply: "   " } })).status).toBe(400);
    const answers = await Promise.all([
      api.json("POST", path, { token: owner.token, json: { reply: "Thank you, Asha! We have added a stylist on Saturdays." } }),
      api.json("POST", path, { token: owner.token, json: { reply: "Second reply" } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const published = await api.json("GET", `/api/providers-reviews/${salon.providerId}/`);
    const shown = published.body.reviews.find((r: { review_id: number }) => r.review_id === id);
    expect(shown.reply).toMatch(/^(Thank you, Asha!|Second reply)/);
    expect(shown.replied_at).toEqual(expect.any(String));
  });
});

describe("giving a provider its console", () => {
  it("the provider's key names an owner, once per number even under parallel calls, who can then log in", async () => {
    const phone = "7000000401";
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api.json("POST", "/provider-api/owners/", { providerKey: api.providerKey(i % 2 === 0 ? salon.providerId : salon.providerId + 1), json: { phone, name: "Lakshmi" } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await api.json("POST", "/provider-api/owners/", { json: { phone: "7000000402", name: "X" } })).status).toBe(401);
    const [row] = await api.db.query<{ role: string }>("SELECT role FROM provider_members WHERE phone = $1 AND removed_at IS NULL", [phone]);
    expect(row!.role).toBe("owner");
    // Parallel invitations by two owners of one number: one team gets it.
    const a = await api.createMember({ providerId: salon.providerId });
    const [b] = await api.db.query<{ provider_id: number; branch_id: number }>("SELECT provider_id, branch_id FROM branches WHERE provider_id <> $1 ORDER BY branch_id LIMIT 1", [salon.providerId]);
    const ownerB = await api.createMember({ providerId: b!.provider_id });
    const invites = await Promise.all([
      api.json("POST", "/partner-api/members/", { token: a.token, json: { phone: "7000000403", name: "Ravi", branch_ids: [salon.branchId] } }),
      api.json("POST", "/partner-api/members/", { token: ownerB.token, json: { phone: "7000000403", name: "Ravi", branch_ids: [b!.branch_id] } }),
    ]);
    expect(invites.map((i) => i.status).sort()).toEqual([200, 409]);
  });
});

describe("the catalogue", () => {
  it("the owner changes a price and a duration, stops offering a service and adds one; staff add stylists at their branches; others are refused", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const outsider = await api.createMember({ providerId: salon.providerId + 1 });
    const path = `/partner-api/offerings/${salon.offeringId}/`;
    const [before] = await api.db.query<{ price: number }>("SELECT price FROM offerings WHERE offering_id = $1", [salon.offeringId]);
    expect((await api.json("PUT", path, { token: owner.token, json: { price: 0 } })).status).toBe(400);
    expect((await api.json("PUT", path, { token: owner.token, json: { service_time: "7 mins" } })).status).toBe(400);
    expect((await api.json("PUT", path, { token: staff.token, json: { price: 999 } })).body.code).toBe("owner_only");
    expect((await api.json("PUT", path, { token: outsider.token, json: { price: 999 } })).body.code).toBe("service_missing");
    expect((await api.json("PUT", path, { token: owner.token, json: { price: before!.price + 100, service_time: "1 hour 30 mins" } })).status).toBe(200);
    const listed = (await api.json("GET", "/partner-api/catalogue/", { token: staff.token })).body;
    expect(listed.offerings.find((o: { offering_id: number }) => o.offering_id === salon.offeringId)).toMatchObject({ price: before!.price + 100, service_time: "1 hour 30 mins", active: true });
    expect(listed.stylists.every((s: { branch_id: number }) => s.branch_id === salon.branchId)).toBe(true);

    expect((await api.json("POST", "/partner-api/offerings/", { token: owner.token, json: { service_id: 18, name: "Saree draping", price: 900, service_time: "45 mins" } })).status).toBe(200);
    expect((await api.json("POST", "/partner-api/stylists/", { token: staff.token, json: { branch_id: salon.branchId, name: "Divya", role: "Hair stylist", years_of_experience: 4 } })).status).toBe(
      200,
    );
    expect(
      (await api.json("POST", "/partner-api/stylists/", { token: staff.token, json: { branch_id: salon.branchId + 100000, name: "X Y", role: "Hair stylist", years_of_experience: 4 } })).status,
    ).toBe(404);
    const after = (await api.json("GET", "/partner-api/catalogue/", { token: owner.token })).body;
    expect(after.offerings.some((o: { name: string }) => o.name === "Saree draping")).toBe(true);
    expect(after.stylists.some((s: { name: string }) => s.name === "Divya")).toBe(true);
    await api.json("PUT", path, { token: owner.token, json: { price: before!.price, service_time: "1 hour" } });
  });

  it("every service's time in the catalogue is one the owner can save back (a seeded '1 hour 15 mins' was refused with its price)", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const times = await api.db.query<{ service_time: string }>("SELECT DISTINCT service_time FROM offerings ORDER BY 1");
    expect(times.map((t) => t.service_time)).toContain("1 hour 15 mins");
    for (const { service_time } of times) expect(SERVICE_DURATIONS as readonly string[]).toContain(service_time);
    const path = `/partner-api/offerings/${salon.offeringId}/`;
    const [before] = await api.db.query<{ price: number; service_time: string }>("SELECT price, service_time FROM offerings WHERE offering_id = $1", [salon.offeringId]);
    expect((await api.json("PUT", path, { token: owner.token, json: { price: before!.price + 1, service_time: "1 hour 15 mins" } })).status).toBe(200);
    await api.json("PUT", path, { token: owner.token, json: { price: before!.price, service_time: before!.service_time } });
  });
});

describe("messages in the member's language", () => {
  it("a member who logs in to the console in Hindi gets new-request messages in Hindi", async () => {
    const member = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId], phone: "7000000501" });
    await api.json("POST", "/partner-api/login/", { json: { phone: member.phone }, client: "10.90.0.5", headers: { "accept-language": "hi" } });
    const login = await api.json("POST", "/partner-api/login/verify-otp/", {
      json: { phone: member.phone, otp: await codeSentTo(member.phone) },
      client: "10.90.0.5",
      headers: { "accept-language": "hi" },
    });
    expect(login.status).toBe(200);
    const { id } = await booking("requested");
    const [sent] = await api.db.query<{ body: string; language: string }>("SELECT body, language FROM outbox WHERE recipient = $1 AND purpose = 'new-request' ORDER BY id DESC LIMIT 1", [
      member.phone,
    ]);
    expect(sent).toMatchObject({ language: "hi" });
    expect(sent!.body).toContain(`नया अनुरोध #${id}`);
  });
});
