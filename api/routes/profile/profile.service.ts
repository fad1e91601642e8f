import { indiaNow } from "../../lib/ist";
import type { Deps } from "../../lib/context";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { authTokens, pendingRegistrations, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { checkCode, codeRefusal, issueCode, type CodeCheck } from "../auth/login-codes.service";
import { sha256 } from "../../lib/crypto";
import { MESSAGES, type Profile, type UpdateProfileBody, type VerifyPhoneBody } from "../../../contract/schemas/profile";

export async function getProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db.orm.select().from(users).where(eq(users.userId, userId));
  if (!row) throw notFound("user_not_found");
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dob: row.dob && row.dob.split("-").reverse().join("-"), // YYYY-MM-DD -> DD-MM-YYYY
    gender: row.gender,
    location: row.location,
    address: row.address,
  };
}

async function phoneOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.orm.select({ phone: users.phone }).from(users).where(eq(users.userId, userId));
  if (!row) throw notFound("user_not_found");
  return row.phone;
}

/** undefined keeps the column, '' clears it. */
const keepOrClear = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** `isoDob` is YYYY-MM-DD; true when the person turned 18 on or before today. */
export function isAdult(isoDob: string, now: Date): boolean {
  const [y, m, d] = isoDob.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = indiaNow(now).date.split("-").map(Number) as [number, number, number];
  const adultFrom = (y + 18) * 10000 + m * 100 + d;
  return adultFrom <= ty * 10000 + tm * 100 + td;
}

/**
 * Updates the caller's profile. Fields left out (undefined) keep their value; '' or null clear
 * them. The phone is the login identity, so a new phone is not applied here: a code goes to it
 * (same budgets as login codes) and POST /api/my-profile/phone/verify/ applies it once entered.
 * Whether the new number belongs to someone else is told only to whoever enters its code.
 */
export async function updateProfile(deps: Deps, userId: number, body: UpdateProfileBody, clientKey: string) {
  if (body.dob && !isAdult(body.dob, deps.now())) throw badRequest("too_young", MESSAGES.tooYoung, { dob: [MESSAGES.tooYoung] });
  const currentPhone = await phoneOf(deps.db, userId);
  // The code first: if it cannot be sent (a limit), nothing is saved and the form says why.
  const phoneChange = body.phone !== currentPhone ? await requestPhoneChange(deps, userId, body.phone, clientKey) : undefined;

  // Drizzle leaves out of SET the fields that are undefined. The email is contact only and may be
  // anyone's (migration 008), so saving it tells nobody whether another account uses it.
  const rows = await deps.db.orm
    .update(users)
    .set({
      name: body.name,
      email: body.email,
      dob: keepOrClear(body.dob),
      gender: keepOrClear(body.gender),
      location: keepOrClear(body.location),
      address: keepOrClear(body.address),
    })
    .where(eq(users.userId, userId))
    .returning({ userId: users.userId });
  if (!rows.length) throw notFound("user_not_found");
  return { phoneChange };
}

/** Sends a code to `phone`, the caller's new number to be. */
export async function requestPhoneChange(deps: Deps, userId: number, phone: string, clientKey: string) {
  if ((await phoneOf(deps.db, userId)) === phone) throw badRequest("same_phone", MESSAGES.samePhone, { phone: [MESSAGES.samePhone] });
  const sent = await issueCode(deps, { phone, clientKey, purpose: "phone-change", userId });
  return { phone, ...sent };
}

/**
 * Applies the new phone once its code is entered, and signs out every other session of the
 * account (the caller's token stays). A number that another account owns is refused now, to
 * its owner. An account that never proved that number (made before phones were proved) loses it.
 */
export async function verifyPhoneChange(deps: Deps, userId: number, body: VerifyPhoneBody, callerToken: string, clientKey: string) {
  const now = deps.now();
  const outcome = await deps.db.transaction<CodeCheck | { kind: "done" } | { kind: "taken" }>(async (tx) => {
    const check = await checkCode(tx, deps, { phone: body.phone, otp: body.otp, clientKey, purpose: "phone-change", userId });
    if (check.kind !== "ok") return check;
    const [holder] = await tx.orm
      .select({
        userId: users.userId,
        phoneVerifiedAt: users.phoneVerifiedAt,
        // Qualified by hand: Drizzle leaves column names unqualified in a one-table select.
        busy: sql<boolean>`EXISTS (SELECT 1 FROM appointments a WHERE a.user_id = "users"."user_id")`,
      })
      .from(users)
      .where(and(eq(users.phone, body.phone), ne(users.userId, userId)))
      .for("update");
    if (holder && (holder.phoneVerifiedAt !== null || holder.busy)) return { kind: "taken" };
    if (holder) {
      await tx.orm.delete(authTokens).where(eq(authTokens.userId, holder.userId));
      await tx.orm.delete(users).where(eq(users.userId, holder.userId));
    }
    await tx.orm.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, body.phone));
    const rows = await tx.orm.update(users).set({ phone: body.phone, phoneVerifiedAt: now }).where(eq(users.userId, userId)).returning({ userId: users.userId });
    if (!rows.length) throw notFound("user_not_found");
    await tx.orm.delete(authTokens).where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, sha256(callerToken))));
    return { kind: "done" };
  });
  if (outcome.kind === "done") return;
  if (outcome.kind === "taken") throw badRequest("phone_exists", MESSAGES.updateFailed, { phone: [MESSAGES.phoneExists] });
  throw codeRefusal(outcome as Exclude<CodeCheck, { kind: "ok" }>, now);
}
