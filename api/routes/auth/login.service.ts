import { eq } from "drizzle-orm";
import type { Language } from "../../../shared/languages";
import type { Queryable } from "../../db/client";
import { authTokens, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { issueToken } from "../../lib/auth";
import { MESSAGES, type VerifyOtpBody } from "../../../contract/schemas/auth";
import { issueDeviceToken } from "./device-tokens";
import { checkCode, codeRefusal, type CodeCheck } from "./login-codes.service";
import { applyPendingRegistration } from "./registration.service";

/**
 * POST /api/login/verify-otp/: checks the code and, on success, logs the phone's owner in. The
 * first verified login decides who owns a phone: a new number becomes an account; an account
 * that never proved its phone (made by the old POST /api/user/) is claimed without the details
 * someone else may have typed into it. Details registered with POST /api/user/ join the account
 * only when this login shows that registration's ticket (registration_token).
 */
export async function verifyLoginCode(deps: Deps, body: VerifyOtpBody & { clientKey?: string; language?: Language }) {
  const phone = body.phone;
  const otp = body.otp;
  if (!phone || !otp) throw badRequest("login_details_missing", MESSAGES.missing);
  const now = deps.now();
  const outcome = await deps.db.transaction<CodeCheck | { kind: "done"; token: string; userId: number; deviceToken: string }>(async (tx) => {
    const check = await checkCode(tx, deps, { phone, otp, clientKey: body.clientKey ?? "unknown", purpose: "login" });
    if (check.kind !== "ok") return check;
    const userId = await ownerOfVerifiedPhone(tx, phone, check.receiveUpdates, now);
    // Their messages from now on are in the language they logged in in.
    if (body.language) await tx.orm.update(users).set({ language: body.language }).where(eq(users.userId, userId));
    await applyPendingRegistration(tx, { phone, userId, ticket: body.registration_token, now });
    const token = await issueToken(tx, userId, now);
    const deviceToken = await issueDeviceToken(tx, userId, phone, now);
    return { kind: "done", token, userId, deviceToken };
  });
  if (outcome.kind === "done") return { token: outcome.token, userId: outcome.userId, deviceToken: outcome.deviceToken };
  throw codeRefusal(outcome as Exclude<CodeCheck, { kind: "ok" }>, now);
}

/** The account that owns `phone` now that it has entered a code: found, claimed or created. */
async function ownerOfVerifiedPhone(tx: Queryable, phone: string, receiveUpdates: boolean, now: Date): Promise<number> {
  const [existing] = await tx.orm.select({ userId: users.userId, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.phone, phone)).for("update");
  if (existing && existing.phoneVerifiedAt !== null) return existing.userId;
  if (existing) {
    // Made for this number by someone who never proved it: the real owner gets it, empty.
    await tx.orm.update(users).set({ name: "", email: null, dob: null, gender: null, location: null, address: null, receiveUpdates, phoneVerifiedAt: now }).where(eq(users.userId, existing.userId));
    await tx.orm.delete(authTokens).where(eq(authTokens.userId, existing.userId));
    return existing.userId;
  }
  const [created] = await tx.orm.insert(users).values({ phone, receiveUpdates, createdAt: now, phoneVerifiedAt: now }).returning({ userId: users.userId });
  return created!.userId;
}
