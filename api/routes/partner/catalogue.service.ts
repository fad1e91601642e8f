import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { branches, offerings, stylists } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { actsFor, type ConsoleMember } from "../../lib/member-auth";
import { kindOf } from "./service-kinds.service";

/** The provider's services and packages, offered or not, and the stylists of the member's branches. */
export async function catalogueOf(deps: Deps, member: ConsoleMember) {
  const rows = await deps.db.orm
    .select({
      offering_id: offerings.offeringId,
      kind: offerings.kind,
      name: offerings.name,
      description: offerings.description,
      price: offerings.price,
      service_time: offerings.serviceTime,
      active: offerings.active,
    })
    .from(offerings)
    .where(eq(offerings.providerId, member.providerId))
    // Services first, then packages, as the provider's page shows them.
    .orderBy(desc(offerings.kind), asc(offerings.offeringId));
  const team = await deps.db.orm
    .select({
      stylist_id: stylists.beauticianId,
      branch_id: stylists.branchId,
      name: stylists.beauticianName,
      role: stylists.role,
      years_of_experience: stylists.yearsOfExperience,
      retired: sql<boolean>`${stylists.retiredAt} IS NOT NULL`,
    })
    .from(stylists)
    .where(and(eq(stylists.providerId, member.providerId), member.branchIds === null ? undefined : inArray(stylists.branchId, member.branchIds.length ? member.branchIds : [0])))
    .orderBy(asc(stylists.branchId), asc(stylists.beauticianId));
  return { offerings: rows, stylists: team };
}

/** A new price applies to bookings made from now on: those made keep theirs (appointment_items.unit_price). */
export async function changeOffering(deps: Deps, member: ConsoleMember, offeringId: number, change: { price?: number; service_time?: string; active?: boolean }) {
  const set = {
    ...(change.price !== undefined ? { price: change.price } : {}),
    ...(change.service_time !== undefined ? { serviceTime: change.service_time } : {}),
    ...(change.active !== undefined ? { active: change.active } : {}),
  };
  const where = and(eq(offerings.offeringId, offeringId), eq(offerings.providerId, member.providerId));
  const done = Object.keys(set).length
    ? await deps.db.orm.update(offerings).set(set).where(where).returning({ id: offerings.offeringId })
    : await deps.db.orm.select({ id: offerings.offeringId }).from(offerings).where(where);
  // Another provider's service is answered as a missing one.
  if (done.length === 0) throw notFound("service_missing");
}

export async function addService(deps: Deps, member: ConsoleMember, input: { service_id: number; name: string; description: string; price: number; service_time: string }) {
  const kind = await kindOf(deps.db, input.service_id, input.name);
  await deps.db.orm
    .insert(offerings)
    .values({ providerId: member.providerId, kind: "service", ...kind, name: input.name, description: input.description, price: input.price, serviceTime: input.service_time });
}

export async function addStylist(deps: Deps, member: ConsoleMember, input: { branch_id: number; name: string; role: string; years_of_experience: number }) {
  const [branch] = await deps.db.orm
    .select({ id: branches.branchId })
    .from(branches)
    .where(and(eq(branches.branchId, input.branch_id), eq(branches.providerId, member.providerId)));
  if (!branch) throw notFound("branch_not_found");
  if (!actsFor(member, input.branch_id)) throw forbidden("not_your_branch");
  await deps.db.orm.insert(stylists).values({ providerId: member.providerId, branchId: input.branch_id, beauticianName: input.name, role: input.role, yearsOfExperience: input.years_of_experience });
}
