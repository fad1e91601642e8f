import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../../lib/context";
import { appointmentItems, appointments, branches, offerings, providerMembers } from "../../db/schema";
import { ApiError, notFound, tooMany } from "../../lib/errors";
import { clientKey } from "../../lib/client-key";
import { countEvents, recordEvent } from "../../lib/rate-limit";
import { actsFor, type ConsoleMember } from "../../lib/member-auth";
import { readRequestLinkToken, requestLinkUrl } from "../../lib/request-link";
import { messageText } from "../../lib/message-words";
import { formatRupees } from "../../lib/money";
import { errorField, log } from "../../../shared/log";
import { REQUEST_LINK_GUESS_WINDOW_MS, REQUEST_LINK_GUESSES, REQUEST_LINK_MARGIN_MS } from "../../../contract/partner";
import { STATE_OF_STATUS, type StatusId } from "../../../contract/booking";
import { waitingRequests } from "./requests.service";

/** The approved WhatsApp template of a new-request message; its parameters in the order of NEW_REQUEST_PARAMS. */
const NEW_REQUEST_TEMPLATE = "saaj_provider_new_request";

/** The team members told of a request at a branch: its owners, and staff who act for that branch; not those removed. */
const teamOfBranch = (deps: Deps, providerId: number, branchId: number) =>
  deps.db.orm
    .select({ memberId: providerMembers.memberId, phone: providerMembers.phone, language: providerMembers.language })
    .from(providerMembers)
    .where(and(eq(providerMembers.providerId, providerId), isNull(providerMembers.removedAt), or(eq(providerMembers.role, "owner"), sql`${branchId} = ANY(${providerMembers.branchIds})`)))
    .orderBy(asc(providerMembers.memberId));

/**
 * Tells the provider's team of a new request (issue 28, item 8): each member who acts for its branch
 * gets its number, when, what, the amount, the minutes left to answer and a one-tap link of their
 * own. Called after the request is made; a failure is logged, never the customer's: the request
 * stands, and the console's inbox shows it anyway. Expired messages are not sent late.
 */
export async function notifyNewRequest(deps: Deps, appointmentId: number, createdAt: Date) {
  try {
    const [row] = await deps.db.orm
      .select({
        providerId: appointments.providerId,
        branchId: appointments.branchId,
        branch: branches.branchName,
        date: appointments.appointmentDate,
        time: appointments.appointmentTime,
      })
      .from(appointments)
      .innerJoin(branches, eq(branches.branchId, appointments.branchId))
      .where(eq(appointments.appointmentId, appointmentId));
    if (!row) return;
    const team = await teamOfBranch(deps, row.providerId, row.branchId);
    if (team.length === 0) return;
    const lines = await deps.db.orm
      .select({ name: offerings.name, quantity: appointmentItems.quantity, unitPrice: appointmentItems.unitPrice })
      .from(appointmentItems)
      .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
      .where(eq(appointmentItems.appointmentId, appointmentId))
      .orderBy(asc(appointmentItems.offeringId));
    const services = lines.map((l) => (l.quantity > 1 ? `${l.name} x${l.quantity}` : l.name)).join(", ");
    const amount = formatRupees(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
    const windowEnds = new Date(createdAt.getTime() + deps.config.confirmWindowMs);
    const minutes = Math.max(1, Math.round(deps.config.confirmWindowMs / 60_000));
    const linkExpires = new Date(windowEnds.getTime() + REQUEST_LINK_MARGIN_MS);
    for (const member of team) {
      const link = requestLinkUrl(deps.config.publicUrl, deps.config.codeSecret, appointmentId, member.memberId, linkExpires);
      const words = { id: appointmentId, branch: row.branch, date: row.date, time: row.time, services, amount, minutes, link };
      await deps.notifier.send({
        to: member.phone,
        purpose: "new-request",
        // In the language they last logged in to the console in (English until they have).
        body: messageText("newRequest", member.language, words),
        whatsapp: true,
        template: { name: NEW_REQUEST_TEMPLATE, params: [String(appointmentId), row.branch, row.date, row.time, services, amount, String(minutes), link] },
        expiresAt: windowEnds,
        language: member.language,
      });
    }
  } catch (error) {
    log.error({ appointment: appointmentId, err: errorField(error) }, "[partner] could not queue the new-request messages; the inbox shows the request");
  }
}

/** The request a link names and the member it was sent to, as that member acts now. */
export interface LinkedRequest {
  appointmentId: number;
  member: ConsoleMember;
  expiresAt: Date;
}

/**
 * The request and member a link names, or the refusal: 404 for anything not signed by us or naming
 * no request or member; 410 once expired, or when the member has left the team or no longer acts
 * for the request's branch. Each refusal counts against the caller, refused with 429 after
 * REQUEST_LINK_GUESSES in an hour before the token is read (as booking links, decision 0041).
 */
export async function requestForLink(c: Context<AppEnv>, token: string): Promise<LinkedRequest> {
  const { db, now: clock, config } = c.var.deps;
  const now = clock();
  const bucket = `request-link:${clientKey(c)}`;
  if ((await countEvents(db, bucket, REQUEST_LINK_GUESS_WINDOW_MS, now)) >= REQUEST_LINK_GUESSES) throw tooMany("request_link_guesses");
  try {
    const read = readRequestLinkToken(config.codeSecret, token);
    if (!read) throw notFound("request_link_invalid");
    const [member] = await db.orm
      .select({
        memberId: providerMembers.memberId,
        providerId: providerMembers.providerId,
        role: providerMembers.role,
        name: providerMembers.name,
        phone: providerMembers.phone,
        branchIds: providerMembers.branchIds,
        removedAt: providerMembers.removedAt,
      })
      .from(providerMembers)
      .where(eq(providerMembers.memberId, read.memberId));
    const [request] = await db.orm.select({ providerId: appointments.providerId, branchId: appointments.branchId }).from(appointments).where(eq(appointments.appointmentId, read.appointmentId));
    if (!member || !request || request.providerId !== member.providerId) throw notFound("request_link_invalid");
    const { removedAt, ...rest } = member;
    const acting: ConsoleMember = { ...rest, branchIds: rest.role === "owner" ? null : rest.branchIds };
    if (now >= read.expiresAt || removedAt || !actsFor(acting, request.branchId)) throw new ApiError(410, "request_link_expired");
    return { appointmentId: read.appointmentId, member: acting, expiresAt: read.expiresAt };
  } catch (error) {
    if (error instanceof ApiError) await recordEvent(db, bucket, REQUEST_LINK_GUESS_WINDOW_MS, now);
    throw error;
  }
}

/** The request as the inbox shows it, waiting or not, with its state and the member it was sent to. */
export async function linkedRequest(deps: Deps, linked: LinkedRequest) {
  const [request] = await waitingRequests(deps, linked.member, linked.appointmentId);
  const [row] = await deps.db.orm.select({ statusId: appointments.statusId, endReason: appointments.endReason }).from(appointments).where(eq(appointments.appointmentId, linked.appointmentId));
  return {
    ...request!,
    // "requested" with no seconds left: out of time, though the clock has not ended it yet.
    state: STATE_OF_STATUS[row!.statusId as StatusId],
    end_reason: row!.endReason,
    member_name: linked.member.name,
    link_expires_at: linked.expiresAt.toISOString(),
  };
}
