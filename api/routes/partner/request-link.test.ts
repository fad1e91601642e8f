import { describe, expect, it } from "vitest";
import { STATUS } from "../../../contract/booking";
import { DECLINE_MESSAGES, REQUEST_LINK_GUESSES, REQUEST_LINK_MARGIN_MS } from "../../../contract/partner";
import { api, booking, salon, setupLifecycle, status, statusOf } from "../appointments/lifecycle.test-helper";
import { requestLinkToken } from "../../lib/request-link";

/** New-request messages to the provider's team and their one-tap links (issue 28, items 2 and 8). */
setupLifecycle();

const WINDOW_MS = 120_000;
const SECRET = () => api.deps.config.codeSecret;
/** The newest new-request message a phone was sent, and the token of its link. */
async function messageTo(phone: string, id?: number) {
  const [row] = await api.db.query<{ body: string; purpose: string; expires_at: Date | string | null }>(
    "SELECT body, purpose, expires_at FROM outbox WHERE recipient = $1 AND purpose = 'new-request' ORDER BY id DESC LIMIT 1",
    [phone],
  );
  if (!row || (id !== undefined && !row.body.includes(`#${id} `))) return undefined;
  return { ...row, token: row.body.match(/\/Partner\/Request\/(\S+)$/)?.[1] };
}
const view = (token: string, client = "10.91.0.1") => api.json("GET", `/partner-api/request-link/${token}/`, { client });
const accept = (token: string, json: Record<string, unknown> = {}, client = "10.91.0.1") => api.json("POST", `/partner-api/request-link/${token}/accept/`, { json, client });
const decline = (token: string, reason = "fully_booked", client = "10.91.0.1") => api.json("POST", `/partner-api/request-link/${token}/decline/`, { json: { reason }, client });

describe("new-request messages", () => {
  it("go to the provider's owner and the branch's staff, not to staff of its other branches, removed members nor other providers' people", async () => {
    const [other] = await api.db.query<{ provider_id: number; branch_id: number }>("SELECT provider_id, branch_id FROM branches WHERE provider_id <> $1 ORDER BY branch_id LIMIT 1", [
      salon.providerId,
    ]);
    const [second] = await api.db.query<{ branch_id: number }>(
      `INSERT INTO branches (provider_id, branch_name, city, state, address, latitude, longitude)
       SELECT provider_id, branch_name || ' East', city, state, address, latitude, longitude FROM branches WHERE branch_id = $1 RETURNING branch_id`,
      [salon.branchId],
    );
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const elsewhere = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [second!.branch_id] });
    const removed = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    await api.db.query("UPDATE provider_members SET removed_at = now() WHERE member_id = $1", [removed.memberId]);
    const otherOwner = await api.createMember({ providerId: other!.provider_id });
    const { id } = await booking("requested");
    for (const told of [owner, staff]) {
      const sent = await messageTo(told.phone, id);
      expect(sent?.body).toMatch(
        new RegExp(`^New Saaj request #${id} at .+: \\d{4}-\\d\\d-\\d\\d at .+, .+, ₹.+\\. Answer within 2 minutes\\. Accept or decline: https://saaj\\.test/Partner/Request/\\S+$`),
      );
      // Not sent once the request's window is over.
      expect(new Date(sent!.expires_at!).getTime()).toBe(api.deps.now().getTime() + WINDOW_MS);
    }
    // Each member's link is their own.
    expect((await messageTo(owner.phone, id))!.token).not.toBe((await messageTo(staff.phone, id))!.token);
    for (const untold of [elsewhere, removed, otherOwner]) expect(await messageTo(untold.phone)).toBeUndefined();
  });

  it("a request whose team has nobody is still made", async () => {
    await api.db.query("UPDATE provider_members SET removed_at = now() WHERE provider_id = $1", [salon.providerId]);
    const { user, id } = await booking("requested");
    expect((await status(user.token, id)).body.state).toBe("requested");
  });
});

describe("the one-tap link", () => {
  it("shows the request as the inbox does, accepts it once, and the customer is sent the code", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const { user, id } = await booking("requested");
    const { token } = (await messageTo(owner.phone, id))!;
    api.advance(30_000);
    const shown = await view(token!);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ appointment_id: id, branch_id: salon.branchId, seconds_left: 90, state: "requested", customer_name: "Test" });
    expect(shown.body.data.free_stylists.length).toBeGreaterThan(0);
    const accepted = await accept(token!);
    expect(accepted.status).toBe(200);
    expect(accepted.body.otp).toMatch(/^\d{4}$/);
    expect((await status(user.token, id)).body.state).toBe("accepted");
    const [sent] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [user.phone]);
    expect(sent!.body).toContain(`code is ${accepted.body.otp}`);
    // Used again: no longer waiting; the page shows what became of it.
    expect((await accept(token!)).status).toBe(409);
    expect((await decline(token!)).status).toBe(409);
    expect((await view(token!)).body.data.state).toBe("accepted");
  });

  it("declines with a reason the customer reads, not held against the provider", async () => {
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const { user, id } = await booking("requested");
    const { token } = (await messageTo(staff.phone, id))!;
    expect((await decline(token!, "no_such_reason")).status).toBe(400);
    expect((await decline(token!, "no_professional")).status).toBe(200);
    expect(await statusOf(id)).toEqual({ status_id: STATUS.cancelled, end_reason: "provider_declined" });
    const [row] = await api.db.query<{ cancellation_message: string }>("SELECT cancellation_message FROM appointments WHERE appointment_id = $1", [id]);
    expect(row!.cancellation_message).toBe(DECLINE_MESSAGES.no_professional);
    expect((await status(user.token, id)).body.state).toBe("cancelled");
  });

  it("refuses forged, cut, re-signed and other requests' tokens (404), expired ones and those of members removed or moved (410)", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const { id } = await booking("requested");
    const { token } = (await messageTo(owner.phone, id))!;
    const [a, m, e, sig] = token!.split(".") as [string, string, string, string];
    const client = "10.91.0.2";
    // Another request's id, another member's, a later expiry: the signature no longer matches.
    for (const forged of [
      `${(id + 1).toString(36)}.${m}.${e}.${sig}`,
      `${a}.${staff.memberId.toString(36)}.${e}.${sig}`,
      `${a}.${m}.${(parseInt(e, 36) + 3600).toString(36)}.${sig}`,
      token!.slice(0, -1),
      `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`,
      "nothing",
    ]) {
      expect((await view(forged, client)).status).toBe(404);
      expect((await accept(forged, {}, client)).status).toBe(404);
    }
    // Signed with another secret: not ours.
    expect((await view(requestLinkToken("another secret", id, owner.memberId, new Date(Date.now() + 3600_000)), client)).status).toBe(404);
    // Ours, but naming another provider's member for this request.
    const stranger = await api.createMember({ providerId: salon.providerId + 1 });
    expect((await view(requestLinkToken(SECRET(), id, stranger.memberId, new Date(api.deps.now().getTime() + 600_000)), client)).status).toBe(404);
    // The staff member removed, or no longer acting for the branch: gone.
    const staffToken = (await messageTo(staff.phone, id))!.token!;
    await api.db.query("UPDATE provider_members SET branch_ids = '{}' WHERE member_id = $1", [staff.memberId]);
    expect((await accept(staffToken, {}, client)).status).toBe(410);
    await api.db.query("UPDATE provider_members SET branch_ids = $2, removed_at = now() WHERE member_id = $1", [staff.memberId, [salon.branchId]]);
    expect((await view(staffToken, client)).status).toBe(410);
    // Until the window's end plus the margin, then gone.
    api.advance(WINDOW_MS + REQUEST_LINK_MARGIN_MS - 1000);
    expect((await view(token!, client)).body.data).toMatchObject({ seconds_left: 0 });
    api.advance(1000);
    expect((await view(token!, client)).status).toBe(410);
    expect((await accept(token!, {}, client)).status).toBe(410);
  });

  it("refuses a client after too many failed links, before reading the token", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const { id } = await booking("requested");
    const { token } = (await messageTo(owner.phone, id))!;
    const client = "10.91.0.3";
    for (let i = 0; i < REQUEST_LINK_GUESSES; i++) expect((await view(`${i.toString(36)}.1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA`, client)).status).toBe(404);
    const refused = await view(token!, client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("request_link_guesses");
    // Another client is not held up.
    expect((await view(token!, "10.91.0.4")).status).toBe(200);
  });

  it("accept and decline by link at once: exactly one wins (in parallel on PostgreSQL)", async () => {
    const owner = await api.createMember({ providerId: salon.providerId });
    const staff = await api.createMember({ providerId: salon.providerId, role: "staff", branchIds: [salon.branchId] });
    const { id } = await booking("requested");
    const ownerToken = (await messageTo(owner.phone, id))!.token!;
    const staffToken = (await messageTo(staff.phone, id))!.token!;
    const answers = await Promise.all([
      accept(ownerToken, {}, "10.91.0.5"),
      decline(staffToken, "closed", "10.91.0.6"),
      accept(staffToken, {}, "10.91.0.7"),
      decline(ownerToken, "closed", "10.91.0.8"),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const { status_id } = await statusOf(id);
    expect(answers.find((a) => a.status === 200)!.body.otp ? STATUS.accepted : STATUS.cancelled).toBe(status_id);
  });
});
