import type { MiddlewareHandler } from "hono";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { branches, memberTokens, providerMembers } from "../db/schema";
import type { AppEnv } from "./context";
import { bearerToken } from "./auth";
import { forbidden, unauthorized } from "./errors";
import { randomToken, sha256 } from "./crypto";
import { MEMBER_TOKEN_TTL_DAYS, type MemberRole } from "../../contract/partner";

/** A provider's person using the console, as the token says (api/routes/partner). */
export interface ConsoleMember {
  memberId: number;
  providerId: number;
  role: MemberRole;
  name: string;
  phone: string;
  /** Staff: the branches they act for. An owner: null, every branch of the provider. */
  branchIds: number[] | null;
}

/** Issues a console token for a member; only its hash is stored. */
export async function issueMemberToken(db: Queryable, memberId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.orm.insert(memberTokens).values({ tokenHash: sha256(token), memberId, createdAt: now, expiresAt: new Date(now.getTime() + MEMBER_TOKEN_TTL_DAYS * 86_400_000) });
  return token;
}

export const revokeMemberToken = (db: Queryable, token: string) => db.orm.delete(memberTokens).where(eq(memberTokens.tokenHash, sha256(token)));

/** The member a live token belongs to, unless they have left the team. */
export async function memberForToken(db: Queryable, token: string, now: Date): Promise<ConsoleMember | undefined> {
  const [row] = await db.orm
    .select({
      memberId: providerMembers.memberId,
      providerId: providerMembers.providerId,
      role: providerMembers.role,
      name: providerMembers.name,
      phone: providerMembers.phone,
      branchIds: providerMembers.branchIds,
    })
    .from(memberTokens)
    .innerJoin(providerMembers, eq(providerMembers.memberId, memberTokens.memberId))
    .where(and(eq(memberTokens.tokenHash, sha256(token)), gt(memberTokens.expiresAt, now), isNull(providerMembers.removedAt)));
  if (!row) return undefined;
  return { ...row, branchIds: row.role === "owner" ? null : row.branchIds };
}

/** Console calls: `Authorization: Bearer <member token>`; sets c.var.member and c.var.providerId. */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, now } = c.var.deps;
  const token = bearerToken(c);
  const member = token ? await memberForToken(db, token, now()) : undefined;
  if (!member) throw unauthorized("member_token_required");
  c.set("member", member);
  c.set("providerId", member.providerId);
  await next();
};

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.member.role !== "owner") throw forbidden("owner_only");
  await next();
};

/** Whether the member acts for this branch (of their own provider: the caller has checked that). */
export const actsFor = (member: ConsoleMember, branchId: number) => member.branchIds === null || member.branchIds.includes(branchId);

/** The provider's branches this member acts for. */
export async function memberBranches(db: Queryable, member: ConsoleMember) {
  const rows = await db.orm
    .select({ branch_id: branches.branchId, branch_name: branches.branchName, city: branches.city })
    .from(branches)
    .where(eq(branches.providerId, member.providerId))
    .orderBy(branches.branchId);
  return rows.filter((b) => actsFor(member, b.branch_id));
}
