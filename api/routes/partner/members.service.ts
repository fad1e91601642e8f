import { and, asc, eq, isNull } from "drizzle-orm";
import { branches, memberTokens, providerMembers } from "../../db/schema";
import { advisoryXactLock } from "../../db/locks";
import type { Deps } from "../../lib/context";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { ConsoleMember } from "../../lib/member-auth";
import { PARTNER_MESSAGES } from "../../../contract/schemas/partner";
import { checkPhone } from "../auth/login-codes.service";
import { activeMemberByPhone, memberOut } from "./partner-login.service";

/** The owner's view of their team: full numbers, since they added them. */
export async function teamOf(deps: Deps, owner: ConsoleMember) {
  const rows = await deps.db.orm
    .select()
    .from(providerMembers)
    .where(and(eq(providerMembers.providerId, owner.providerId), isNull(providerMembers.removedAt)))
    .orderBy(asc(providerMembers.memberId));
  return rows.map((m) => memberOut(m, true));
}

/** The owner adds a staff member for some of the provider's branches. */
export async function inviteStaff(deps: Deps, owner: ConsoleMember, input: { phone?: string; name: string; branch_ids: number[] }) {
  const phone = checkPhone(input.phone);
  const wanted = [...new Set(input.branch_ids)];
  if (wanted.length === 0) throw badRequest("invalid_request", PARTNER_MESSAGES.branchesRequired, { branch_ids: [PARTNER_MESSAGES.branchesRequired] });
  await deps.db.transaction(async (tx) => {
    // One phone joins one team at a time: parallel invitations of a number are taken one by one.
    await advisoryXactLock(tx, `member-phone:${phone}`);
    const own = await tx.orm.select({ id: branches.branchId }).from(branches).where(eq(branches.providerId, owner.providerId));
    if (wanted.some((b) => !own.some((o) => o.id === b))) throw badRequest("branch_not_yours", undefined, { branch_ids: ["This branch is not one of your provider's."] });
    if (await activeMemberByPhone(tx, phone)) throw conflict("already_on_team", undefined, { phone: ["This number is already on a provider's team."] });
    await tx.orm.insert(providerMembers).values({ providerId: owner.providerId, phone, name: input.name, role: "staff", branchIds: wanted, invitedBy: owner.memberId, createdAt: deps.now() });
  });
}

/** The owner removes a staff member: their logins end at once. Owners are not removed here. */
export async function removeStaff(deps: Deps, owner: ConsoleMember, memberId: number) {
  await deps.db.transaction(async (tx) => {
    const removed = await tx.orm
      .update(providerMembers)
      .set({ removedAt: deps.now() })
      .where(and(eq(providerMembers.memberId, memberId), eq(providerMembers.providerId, owner.providerId), eq(providerMembers.role, "staff"), isNull(providerMembers.removedAt)))
      .returning({ memberId: providerMembers.memberId });
    if (removed.length === 0) throw notFound("member_not_found");
    await tx.orm.delete(memberTokens).where(eq(memberTokens.memberId, memberId));
  });
}

/** An owner for the provider, named by its integration (POST /provider-api/owners/). */
export async function addOwner(deps: Deps, providerId: number, input: { phone?: string; name: string }) {
  const phone = checkPhone(input.phone);
  await deps.db.transaction(async (tx) => {
    await advisoryXactLock(tx, `member-phone:${phone}`);
    if (await activeMemberByPhone(tx, phone)) throw conflict("already_on_team", undefined, { phone: ["This number is already on a provider's team."] });
    await tx.orm.insert(providerMembers).values({ providerId, phone, name: input.name, role: "owner", createdAt: deps.now() });
  });
}
