import { and, eq, isNull } from "drizzle-orm";
import type { Language } from "../../../shared/languages";
import { providerMembers } from "../../db/schema";
import type { Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { issueMemberToken, type ConsoleMember } from "../../lib/member-auth";
import { CODE_TTL_SECONDS, MESSAGES } from "../../../contract/schemas/auth";
import { checkCode, checkPhone, codeRefusal, issueCode, type CodeCheck } from "../auth/login-codes.service";
import { limitsOf } from "../auth/login-budgets";

/** The member whose (live) row holds this phone. */
export async function activeMemberByPhone(q: Queryable, phone: string) {
  const [row] = await q.orm
    .select()
    .from(providerMembers)
    .where(and(eq(providerMembers.phone, phone), isNull(providerMembers.removedAt)));
  return row;
}

/**
 * POST /partner-api/login/: a code for a team member's phone, on the customers' budgets and
 * locks. A number on no team gets the same answer and no message, so the console does not tell
 * strangers who works where.
 */
export async function sendPartnerCode(deps: Deps, input: { phone: string | undefined; clientKey: string; language?: Language }) {
  const phone = checkPhone(input.phone);
  if (!(await activeMemberByPhone(deps.db, phone))) return { resend_in: limitsOf(deps).resendSeconds, expires_in: CODE_TTL_SECONDS };
  return issueCode(deps, { phone, clientKey: input.clientKey, purpose: "partner-login", language: input.language });
}

/** POST /partner-api/login/verify-otp/: the code for a console token. */
export async function verifyPartnerCode(deps: Deps, input: { phone?: string; otp?: string; clientKey: string; language?: Language }) {
  const { phone, otp } = input;
  if (!phone || !otp) throw badRequest("login_details_missing", MESSAGES.missing);
  const now = deps.now();
  const outcome = await deps.db.transaction<CodeCheck | { kind: "done"; token: string; member: NonNullable<Awaited<ReturnType<typeof activeMemberByPhone>>> }>(async (tx) => {
    const check = await checkCode(tx, deps, { phone, otp, clientKey: input.clientKey, purpose: "partner-login" });
    if (check.kind !== "ok") return check;
    const member = await activeMemberByPhone(tx, phone);
    // Removed from the team since the code was sent.
    if (!member) return { kind: "expired" };
    // Their messages from now on are in the language they logged in in.
    if (input.language) await tx.orm.update(providerMembers).set({ language: input.language }).where(eq(providerMembers.memberId, member.memberId));
    return { kind: "done", token: await issueMemberToken(tx, member.memberId, now), member };
  });
  if (outcome.kind === "done") return { token: outcome.token, member: outcome.member };
  throw codeRefusal(outcome as Exclude<CodeCheck, { kind: "ok" }>, now);
}

/** How a member is shown: the phone masked but for its last 4 digits unless `fullPhone`. */
export const memberOut = (m: Pick<ConsoleMember, "memberId" | "name" | "phone" | "role"> & { branchIds: number[] | null }, fullPhone = false) => ({
  member_id: m.memberId,
  name: m.name,
  phone: fullPhone ? m.phone : `••••••${m.phone.slice(-4)}`,
  role: m.role,
  branch_ids: m.role === "owner" ? [] : (m.branchIds ?? []),
});
