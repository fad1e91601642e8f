import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import { appointments, stylists } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { ApiError, conflict, forbidden, notFound } from "../../lib/errors";
import { actsFor, type ConsoleMember } from "../../lib/member-auth";
import { indiaNow } from "../../lib/ist";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { holdsPlace } from "../appointments/lifecycle";
import type { Queryable } from "../../db/client";

/**
 * The provider's stylist, at a branch the member acts for: 404 for another provider's (as a missing
 * one), 403 not_your_branch for staff of other branches, as adding one (catalogue.service.ts).
 * `lock`: until the transaction ends, so an acceptance naming them waits for a retirement.
 */
async function ownStylist(q: Queryable, member: ConsoleMember, stylistId: number, lock = false) {
  const select = q.orm
    .select({ branchId: stylists.branchId, retiredAt: stylists.retiredAt })
    .from(stylists)
    .where(and(eq(stylists.beauticianId, stylistId), eq(stylists.providerId, member.providerId)));
  const [row] = lock ? await select.for("update") : await select;
  if (!row) throw notFound("stylist_missing");
  if (!actsFor(member, row.branchId)) throw forbidden("not_your_branch");
  return row;
}

/** PUT /partner-api/stylists/{id}/: name, role and years; bookings already made show the new name. */
export async function changeStylist(deps: Deps, member: ConsoleMember, stylistId: number, input: { name: string; role: string; years_of_experience: number }) {
  await ownStylist(deps.db, member, stylistId);
  await deps.db.orm
    .update(stylists)
    .set({ beauticianName: input.name, role: input.role, yearsOfExperience: input.years_of_experience })
    .where(and(eq(stylists.beauticianId, stylistId), eq(stylists.providerId, member.providerId)));
}

/**
 * Retires a stylist (decision 0046): refused while bookings from today on (India time) that still
 * hold their place are theirs, naming how many, so the owner settles them first (completes or
 * cancels them in the schedule) rather than the customer finding nobody assigned. The stylist's
 * row is locked first: an acceptance giving them a booking meanwhile is counted, or waits and
 * finds them retired. Retiring one already retired changes nothing.
 */
export async function retireStylist(deps: Deps, member: ConsoleMember, stylistId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await ownStylist(tx, member, stylistId, true);
    if (row.retiredAt) return;
    const [upcoming] = await tx.orm
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.stylistId, stylistId), gte(appointments.appointmentDate, indiaNow(now).date), holdsPlace(now, deps.config.confirmWindowMs)));
    if (upcoming!.n > 0) throw conflict("stylist_has_bookings", ERROR_MESSAGES.stylist_has_bookings.replace("{count}", String(upcoming!.n)));
    await tx.orm.update(stylists).set({ retiredAt: now }).where(eq(stylists.beauticianId, stylistId));
  });
}

/** Brings a retired stylist back to work; one never retired is left as it is. */
export async function bringBackStylist(deps: Deps, member: ConsoleMember, stylistId: number) {
  await ownStylist(deps.db, member, stylistId);
  await deps.db.orm.update(stylists).set({ retiredAt: null }).where(eq(stylists.beauticianId, stylistId));
}

/** Working stylists: those not retired. */
export const working = () => isNull(stylists.retiredAt);

/** The refusal of an acceptance naming a retired stylist of the branch. */
export async function refuseRetired(q: Queryable, branchId: number, stylistId: number) {
  const [row] = await q.orm
    .select({ retired: sql<boolean>`${stylists.retiredAt} IS NOT NULL` })
    .from(stylists)
    .where(and(eq(stylists.beauticianId, stylistId), eq(stylists.branchId, branchId)));
  if (row?.retired) throw new ApiError(400, "stylist_retired");
}
