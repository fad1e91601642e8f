import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { advisoryXactLock } from "../../db/locks";
import { loginCodes, users } from "../../db/schema";
import { messageText } from "../../lib/message-words";
import type { Language } from "../../../shared/languages";
import type { Deps } from "../../lib/context";
import { badRequest, tooMany, type ApiError } from "../../lib/errors";
import { hmac, randomDigits, safeEqualHex } from "../../lib/crypto";
import { countEvents, recordEvent, takeToken } from "../../lib/rate-limit";
import { clientNetwork } from "../../lib/client-network";
import { CODE_TTL_SECONDS, INDIAN_MOBILE, LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN, MESSAGES, PHONE_DECORATION, PHONE_PREFIX } from "../../../contract/schemas/auth";
import { isReturningDevice } from "./device-tokens";
import { alarm, capAlarm, DAY_MS, HOUR_MS, limitsOf, MONTH_MS, phoneLocked, phoneLockedUntil, RetryLater, softAlarm } from "./login-budgets";

export type CodePurpose = "login" | "phone-change" | "partner-login";

/** The words each purpose's code is sent in. */
const CODE_WORDS = { login: "loginCode", "phone-change": "phoneChangeCode", "partner-login": "partnerLoginCode" } as const;

const codeHash = (secret: string, phone: string, code: string) => hmac(secret, `${phone}:${code}`);

/** Returns the 10-digit phone or throws the spec's 400. */
export function checkPhone(raw: string | undefined): string {
  if (!raw) throw badRequest("invalid_phone", MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  const phone = raw.replace(PHONE_DECORATION, "").replace(PHONE_PREFIX, "");
  if (!/^\d+$/.test(phone)) throw badRequest("invalid_phone_format", MESSAGES.invalidPhoneFormat, { phone: [MESSAGES.invalidPhoneFormat] });
  if (phone.length !== 10) throw badRequest("invalid_phone", MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  // Ten digits that no Indian mobile has (0000000000, a landline's 4…): refused before any code is sent.
  if (!INDIAN_MOBILE.test(phone)) throw badRequest("invalid_phone_format", MESSAGES.invalidPhoneFormat, { phone: [MESSAGES.invalidPhoneFormat] });
  return phone;
}

/**
 * Issues a code for `phone` and sends it by SMS. Only its hmac is stored. One code per 60 s per
 * phone and purpose; send caps per phone (hour, day), per client and for the whole service; a
 * locked phone gets none. A new code retires the phone's older ones of the same purpose.
 */
export async function issueCode(deps: Deps, input: { phone: string; clientKey: string; purpose: CodePurpose; userId?: number; receiveUpdates?: boolean; deviceToken?: string; language?: Language }) {
  const { phone, purpose } = input;
  const limits = limitsOf(deps);
  const now = deps.now();
  const code = randomDigits(LOGIN_CODE_LENGTH);
  const codeId = await deps.db.transaction(async (tx) => {
    // Serialise sends for one phone (and one client) so the checks below hold under parallel calls.
    await advisoryXactLock(tx, `login-send:phone:${phone}`);
    await advisoryXactLock(tx, `login-send:client:${input.clientKey}`);
    const lockedUntil = await phoneLockedUntil(tx, limits, phone, now);
    if (lockedUntil) throw phoneLocked(lockedUntil, now);
    const [last] = await tx.orm
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(and(eq(loginCodes.phone, phone), eq(loginCodes.purpose, purpose)))
      .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
      .limit(1);
    const age = last && (now.getTime() - last.createdAt.getTime()) / 1000;
    if (age !== undefined && age < limits.resendSeconds) throw new RetryLater("resend_wait", Math.max(1, Math.ceil(limits.resendSeconds - age)));
    // A device that logged in with this phone before sends from its own reserved budget; once that
    // is spent too, it falls back to everyone's budgets.
    const returning =
      purpose === "login" && (await isReturningDevice(tx, input.deviceToken, phone, now)) && (await takeToken(tx, "login-send:returning", limits.sendsReturningDevicesPerHour, HOUR_MS, now));
    const network = clientNetwork(input.clientKey);
    if (!returning && !(await takeToken(tx, `login-send:client:${input.clientKey}`, limits.sendsPerClientPerHour, HOUR_MS, now))) throw tooMany("too_many_codes", MESSAGES.tooManyCodes);
    if (!returning && !(await takeToken(tx, `login-send:network:${network}`, limits.sendsPerNetworkPerHour, HOUR_MS, now))) throw tooMany("too_many_codes", MESSAGES.tooManyCodes);
    if (!(await takeToken(tx, `login-send:phone:${phone}`, limits.sendsPerPhonePerHour, HOUR_MS, now))) throw tooMany("too_many_codes", MESSAGES.tooManyCodes);
    if (!(await takeToken(tx, `login-send-day:phone:${phone}`, limits.sendsPerPhonePerDay, DAY_MS, now))) throw tooMany("too_many_codes_today", MESSAGES.tooManyCodesToday);
    if (purpose === "phone-change" && !(await takeToken(tx, `phone-change:user:${input.userId}`, limits.phoneChangesPerUserPerDay, DAY_MS, now))) {
      throw tooMany("too_many_phone_changes", MESSAGES.tooManyPhoneChanges);
    }
    if (!returning) {
      if (!(await takeToken(tx, "login-send:global", limits.sendsGlobalPerHour, HOUR_MS, now))) {
        capAlarm(deps, limits.sendsGlobalPerHour, now);
        throw tooMany("sending_paused", MESSAGES.sendingPaused);
      }
      const softThreshold = Math.ceil(limits.sendsGlobalPerHour * limits.sendsGlobalSoftAlarmShare);
      const sent = await countEvents(tx, "login-send:global", HOUR_MS, now);
      if (sent >= softThreshold) softAlarm(deps, sent, limits.sendsGlobalPerHour, softThreshold, now);
    }
    await tx.orm
      .update(loginCodes)
      .set({ expiresAt: now })
      .where(and(eq(loginCodes.phone, phone), eq(loginCodes.purpose, purpose), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)));
    const [row] = await tx.orm
      .insert(loginCodes)
      .values({
        phone,
        codeHash: codeHash(deps.config.codeSecret, phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        clientKey: input.clientKey,
        receiveUpdates: input.receiveUpdates ?? true,
        purpose,
        userId: input.userId ?? null,
      })
      .returning({ id: loginCodes.id });
    return row!.id;
  });
  try {
    // In the language of the page asking for it (login), or the account's (a phone change).
    const [account] = input.userId === undefined ? [] : await deps.db.orm.select({ language: users.language }).from(users).where(eq(users.userId, input.userId));
    const language = input.language ?? account?.language ?? "en";
    const body = messageText(CODE_WORDS[purpose], language, { code });
    await deps.notifier.send({ to: phone, purpose: "login-code", body, expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000), language });
  } catch (error) {
    // The code could not be queued: forget it so the caller may ask again at once.
    await deps.db.orm.delete(loginCodes).where(eq(loginCodes.id, codeId));
    throw error;
  }
  return { resend_in: limits.resendSeconds, expires_in: CODE_TTL_SECONDS };
}

/** POST /api/login/: a login code for `phone`. */
export async function sendLoginCode(deps: Deps, input: { phone: string | undefined; clientKey: string; receiveUpdates?: boolean; deviceToken?: string; language?: Language }) {
  const phone = checkPhone(input.phone);
  return issueCode(deps, { phone, clientKey: input.clientKey, purpose: "login", receiveUpdates: input.receiveUpdates, deviceToken: input.deviceToken, language: input.language });
}

export type CodeCheck = { kind: "ok"; receiveUpdates: boolean } | { kind: "expired" | "locked" | "wrong" | "busy" } | { kind: "phone-locked"; until: Date };

/**
 * Checks a code inside the caller's transaction: the client's hourly budget of tries, the
 * phone's wrong-code budget, then the phone's latest code of this purpose (locked FOR UPDATE so
 * two parallel tries cannot both pass). A wrong code counts against the code, the phone and the
 * service-wide alarm. The caller acts on "ok" in the same transaction.
 */
export async function checkCode(tx: Queryable, deps: Deps, input: { phone: string; otp: string; clientKey: string; purpose: CodePurpose; userId?: number }): Promise<CodeCheck> {
  const { phone, otp, purpose } = input;
  const limits = limitsOf(deps);
  const now = deps.now();
  await advisoryXactLock(tx, `login-verify:phone:${phone}`);
  if (!(await takeToken(tx, `login-verify:client:${input.clientKey}`, limits.verifiesPerClientPerHour, HOUR_MS, now))) return { kind: "busy" };
  if (!(await takeToken(tx, `login-verify:network:${clientNetwork(input.clientKey)}`, limits.verifiesPerNetworkPerHour, HOUR_MS, now))) return { kind: "busy" };
  const lockedUntil = await phoneLockedUntil(tx, limits, phone, now);
  if (lockedUntil) return { kind: "phone-locked", until: lockedUntil };
  const [row] = await tx.orm
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.phone, phone), eq(loginCodes.purpose, purpose)))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
    .limit(1)
    .for("update");
  if (!row || row.usedAt !== null || row.expiresAt <= now) return { kind: "expired" };
  if (input.userId !== undefined && row.userId !== input.userId) return { kind: "expired" };
  if (row.attempts >= limits.wrongPerCode) return { kind: "locked" };
  const right = LOGIN_CODE_PATTERN.test(otp) && safeEqualHex(row.codeHash, codeHash(deps.config.codeSecret, phone, otp));
  if (!right) {
    await tx.orm
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(eq(loginCodes.id, row.id));
    await recordEvent(tx, `login-fail:phone:${phone}`, MONTH_MS, now);
    alarm("wrong login codes", await recordEvent(tx, "login-fail:global", HOUR_MS, now), limits.wrongGlobalAlarmPerHour);
    return { kind: "wrong" };
  }
  await tx.orm.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, row.id));
  return { kind: "ok", receiveUpdates: row.receiveUpdates };
}

/** The answer for a code that did not pass. */
export function codeRefusal(check: Exclude<CodeCheck, { kind: "ok" }>, now: Date): ApiError {
  switch (check.kind) {
    case "wrong":
      return badRequest("invalid_otp", MESSAGES.invalidOtp);
    case "locked":
      return tooMany("too_many_attempts", MESSAGES.tooManyAttempts);
    case "busy":
      return tooMany("too_many_code_entries", MESSAGES.tooManyTries);
    case "phone-locked":
      return phoneLocked(check.until, now);
    default:
      return badRequest("otp_expired", MESSAGES.expired);
  }
}
