import { formatIndiaDateTime } from "../../lib/ist";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { advisoryXactLock } from "../../db/locks";
import { authTokens, deviceTokens, loginCodes, pendingRegistrations, rateEvents, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { ApiError, badRequest, tooMany } from "../../lib/errors";
import { hmac, randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import { countEvents, recordEvent, takeToken } from "../../lib/rate-limit";
import { clientNetwork } from "../../lib/client-network";
import { issueToken } from "../../lib/auth";
import {
  CODE_TTL_SECONDS,
  INDIAN_MOBILE,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_PATTERN,
  MESSAGES,
  PHONE_DECORATION,
  PHONE_PREFIX,
  RESEND_SECONDS,
  waitMessage,
  type RegisterBody,
  type VerifyOtpBody,
} from "../../../contract/schemas/auth";
import { log } from "../../../shared/log";

/**
 * Login-code budgets (docs/decisions/0004-login-code-budgets.md has the arithmetic). A 6-digit
 * code is guessed with one try in 1,000,000; these limits bound how many tries anyone gets.
 */
export const LOGIN_LIMITS = {
  /** Sends: per phone an hour and a day, per client an hour, and for the whole service an hour (SMS cost money). */
  sendsPerPhonePerHour: 5,
  sendsPerPhonePerDay: 10,
  sendsPerClientPerHour: 20,
  sendsGlobalPerHour: 1000,
  /**
   * Per network (IPv4 /24, IPv6 /64) an hour, sends and code entries. One attacker easily holds
   * many addresses of one network (a /64 is one home; a rented /24 is cheap), so the per-address
   * budgets alone do not bound them. Three times the per-address budgets: an office, a campus or a
   * carrier's NAT puts several honest customers behind one network.
   */
  sendsPerNetworkPerHour: 60,
  verifiesPerNetworkPerHour: 90,
  /** Share of sendsGlobalPerHour past which we log an alarm (once a minute), before anyone is refused. */
  sendsGlobalSoftAlarmShare: 0.7,
  /**
   * Sends an hour, service-wide, kept for devices that logged in before with that phone (a device
   * token): they do not count against the per-address, per-network or general service-wide budgets,
   * so strangers spending those cannot lock returning customers out.
   */
  sendsReturningDevicesPerHour: 500,
  /** Codes to new numbers for one account a day (a phone change texts a number that is not yet the account's). */
  phoneChangesPerUserPerDay: 5,
  /** Wrong codes for one code, before a new one must be asked for. */
  wrongPerCode: 3,
  /** Wrong codes for one phone, across its codes: a day, and 30 days. Past either the phone is locked. */
  wrongPerPhonePerDay: 5,
  wrongPerPhonePer30Days: 10,
  /** Code entries (right or wrong) per client an hour (per network: verifiesPerNetworkPerHour). */
  verifiesPerClientPerHour: 30,
  /** Wrong codes across the service an hour past which we log an alarm (and again at each multiple). */
  wrongGlobalAlarmPerHour: 200,
};
export type LoginLimits = typeof LOGIN_LIMITS;
export const MAX_SENDS_PER_PHONE_PER_HOUR = LOGIN_LIMITS.sendsPerPhonePerHour;
export const MAX_SENDS_PER_CLIENT_PER_HOUR = LOGIN_LIMITS.sendsPerClientPerHour;
export const MAX_WRONG_ATTEMPTS = LOGIN_LIMITS.wrongPerCode;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MONTH_MS = 30 * DAY_MS;

const limitsOf = (deps: Deps): LoginLimits => ({ ...LOGIN_LIMITS, ...deps.config.loginLimits });

export type CodePurpose = "login" | "phone-change";

/** 429 that also tells the caller when to come back (`retry_after` in the body). */
export class RetryLater extends ApiError {
  constructor(
    readonly retryAfter: number,
    message = waitMessage(retryAfter),
  ) {
    super(429, message);
  }
}

export const loginCodeMessage = (code: string) => `Your Saaj login code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
export const phoneChangeCodeMessage = (code: string) => `Your Saaj code to make this your account's number is ${code}. It expires in 10 minutes. Do not share it with anyone.`;

const codeHash = (secret: string, phone: string, code: string) => hmac(secret, `${phone}:${code}`);

/** Returns the 10-digit phone or throws the spec's 400. */
export function checkPhone(raw: string | undefined): string {
  if (!raw) throw badRequest(MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  const phone = raw.replace(PHONE_DECORATION, "").replace(PHONE_PREFIX, "");
  if (!/^\d+$/.test(phone)) throw badRequest(MESSAGES.invalidPhoneFormat, { phone: [MESSAGES.invalidPhoneFormat] });
  if (phone.length !== 10) throw badRequest(MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  // Ten digits that no Indian mobile has (0000000000, a landline's 4…): refused before any code is sent.
  if (!INDIAN_MOBILE.test(phone)) throw badRequest(MESSAGES.invalidPhoneFormat, { phone: [MESSAGES.invalidPhoneFormat] });
  return phone;
}

/**
 * When a phone has spent its wrong-code budget (a day or 30 days), the time it opens again;
 * otherwise undefined. Failures are rate events, so the lock lifts by itself as they age out.
 */
export async function phoneLockedUntil(db: Queryable, limits: LoginLimits, phone: string, now: Date): Promise<Date | undefined> {
  const rows = await db.orm
    .select({ createdAt: rateEvents.createdAt })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, `login-fail:phone:${phone}`), gt(rateEvents.createdAt, new Date(now.getTime() - MONTH_MS))))
    .orderBy(desc(rateEvents.createdAt))
    .limit(limits.wrongPerPhonePer30Days);
  const lastDay = rows.filter((r) => r.createdAt.getTime() > now.getTime() - DAY_MS);
  let until: number | undefined;
  if (lastDay.length >= limits.wrongPerPhonePerDay) until = lastDay[limits.wrongPerPhonePerDay - 1]!.createdAt.getTime() + DAY_MS;
  if (rows.length >= limits.wrongPerPhonePer30Days) until = Math.max(until ?? 0, rows[limits.wrongPerPhonePer30Days - 1]!.createdAt.getTime() + MONTH_MS);
  return until === undefined ? undefined : new Date(until);
}

/** The locked phone's answer: what happened, until when, and the way out. */
export function phoneLocked(until: Date, now: Date) {
  return new RetryLater(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), MESSAGES.phoneLocked(formatIndiaDateTime(until)));
}

function alarm(what: string, count: number, threshold: number) {
  if (count === threshold || (count > threshold && count % threshold === 0)) {
    log.error({ security: "alarm", what, count, threshold }, `[security] ALARM: ${count} ${what} in the last hour (alarm threshold ${threshold}). Someone may be guessing login codes at scale.`);
  }
}

/** The service-wide cap's alarm: at most one line a minute per copy, with the refusals since the last one. */
const ALARM_EVERY_MS = 60_000;
const capAlarmState = { lastAt: 0, refused: 0 };
function capAlarm(cap: number, now: Date) {
  capAlarmState.refused++;
  const since = now.getTime() - capAlarmState.lastAt;
  if (since >= 0 && since < ALARM_EVERY_MS) return;
  log.error(
    { security: "alarm", cap, refused: capAlarmState.refused },
    `[security] ALARM: the service-wide cap of ${cap} code SMS an hour is reached; ${capAlarmState.refused} code(s) refused since the last alarm, and codes are refused until it frees up.`,
  );
  capAlarmState.lastAt = now.getTime();
  capAlarmState.refused = 0;
}

/** The soft alarm: the service-wide sends passed the share of the cap; at most one line a minute per copy. */
const softAlarmState = { lastAt: -Infinity };
function softAlarm(count: number, cap: number, threshold: number, now: Date) {
  const since = now.getTime() - softAlarmState.lastAt;
  if (since >= 0 && since < ALARM_EVERY_MS) return;
  log.error(
    { security: "alarm", what: "login-send-soft", count, threshold, cap },
    `[security] ALARM: ${count} code SMS in the last hour, past the alarm threshold of ${threshold} (the service-wide cap is ${cap}). Someone may be spending the SMS budget.`,
  );
  softAlarmState.lastAt = now.getTime();
}

/** How long a device that logged in keeps its reserved budget for login codes. */
const DEVICE_TOKEN_TTL_DAYS = 180;
const DEVICE_TOKEN_TTL_MS = DEVICE_TOKEN_TTL_DAYS * DAY_MS;
/** A device token as sent: 32 random bytes in base64url (43 characters). */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new device token for the account that just proved `phone`; only its sha256 is stored. */
async function issueDeviceToken(tx: Queryable, userId: number, phone: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.orm.insert(deviceTokens).values({ tokenHash: sha256(token), userId, phone, createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_TOKEN_TTL_MS) });
  return token;
}

/** Whether `token` is a live device token of the verified account that owns `phone` now. Anything else is ignored. */
async function isReturningDevice(tx: Queryable, token: string | undefined, phone: string, now: Date): Promise<boolean> {
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return false;
  const [row] = await tx.orm
    .select({ userId: deviceTokens.userId })
    .from(deviceTokens)
    .innerJoin(users, eq(users.userId, deviceTokens.userId))
    .where(and(eq(deviceTokens.tokenHash, sha256(token)), eq(deviceTokens.phone, phone), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), gt(deviceTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Issues a code for `phone` and sends it by SMS. Only its hmac is stored. One code per 60 s per
 * phone and purpose; send caps per phone (hour, day), per client and for the whole service; a
 * locked phone gets none. A new code retires the phone's older ones of the same purpose.
 */
export async function issueCode(deps: Deps, input: { phone: string; clientKey: string; purpose: CodePurpose; userId?: number; receiveUpdates?: boolean; deviceToken?: string }) {
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
    if (age !== undefined && age < RESEND_SECONDS) throw new RetryLater(Math.max(1, Math.ceil(RESEND_SECONDS - age)));
    // A device that logged in with this phone before sends from its own reserved budget; once that
    // is spent too, it falls back to everyone's budgets.
    const returning =
      purpose === "login" && (await isReturningDevice(tx, input.deviceToken, phone, now)) && (await takeToken(tx, "login-send:returning", limits.sendsReturningDevicesPerHour, HOUR_MS, now));
    const network = clientNetwork(input.clientKey);
    if (!returning && !(await takeToken(tx, `login-send:client:${input.clientKey}`, limits.sendsPerClientPerHour, HOUR_MS, now))) throw tooMany(MESSAGES.tooManyCodes);
    if (!returning && !(await takeToken(tx, `login-send:network:${network}`, limits.sendsPerNetworkPerHour, HOUR_MS, now))) throw tooMany(MESSAGES.tooManyCodes);
    if (!(await takeToken(tx, `login-send:phone:${phone}`, limits.sendsPerPhonePerHour, HOUR_MS, now))) throw tooMany(MESSAGES.tooManyCodes);
    if (!(await takeToken(tx, `login-send-day:phone:${phone}`, limits.sendsPerPhonePerDay, DAY_MS, now))) throw tooMany(MESSAGES.tooManyCodesToday);
    if (purpose === "phone-change" && !(await takeToken(tx, `phone-change:user:${input.userId}`, limits.phoneChangesPerUserPerDay, DAY_MS, now))) {
      throw tooMany(MESSAGES.tooManyPhoneChanges);
    }
    if (!returning) {
      if (!(await takeToken(tx, "login-send:global", limits.sendsGlobalPerHour, HOUR_MS, now))) {
        capAlarm(limits.sendsGlobalPerHour, now);
        throw tooMany(MESSAGES.sendingPaused);
      }
      const softThreshold = Math.ceil(limits.sendsGlobalPerHour * limits.sendsGlobalSoftAlarmShare);
      const sent = await countEvents(tx, "login-send:global", HOUR_MS, now);
      if (sent >= softThreshold) softAlarm(sent, limits.sendsGlobalPerHour, softThreshold, now);
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
    const body = purpose === "login" ? loginCodeMessage(code) : phoneChangeCodeMessage(code);
    await deps.notifier.send({ to: phone, purpose: "login-code", body, expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000) });
  } catch (error) {
    // The code could not be queued: forget it so the caller may ask again at once.
    await deps.db.orm.delete(loginCodes).where(eq(loginCodes.id, codeId));
    throw error;
  }
  return { resend_in: RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
}

/** POST /api/login/: a login code for `phone`. */
export async function sendLoginCode(deps: Deps, input: { phone: string | undefined; clientKey: string; receiveUpdates?: boolean; deviceToken?: string }) {
  const phone = checkPhone(input.phone);
  return issueCode(deps, { phone, clientKey: input.clientKey, purpose: "login", receiveUpdates: input.receiveUpdates, deviceToken: input.deviceToken });
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
      return badRequest(MESSAGES.invalidOtp);
    case "locked":
      return tooMany(MESSAGES.tooManyAttempts);
    case "busy":
      return tooMany(MESSAGES.tooManyTries);
    case "phone-locked":
      return phoneLocked(check.until, now);
    default:
      return badRequest(MESSAGES.expired);
  }
}

/**
 * POST /api/login/verify-otp/: checks the code and, on success, logs the phone's owner in. The
 * first verified login decides who owns a phone: a new number becomes an account; an account
 * that never proved its phone (made by the old POST /api/user/) is claimed without the details
 * someone else may have typed into it. Details registered with POST /api/user/ join the account
 * only when this login shows that registration's ticket (registration_token).
 */
export async function verifyLoginCode(deps: Deps, body: VerifyOtpBody & { clientKey?: string }) {
  const phone = body.phone;
  const otp = body.otp;
  if (!phone || !otp) throw badRequest(MESSAGES.missing);
  const now = deps.now();
  const outcome = await deps.db.transaction<CodeCheck | { kind: "done"; token: string; userId: number; deviceToken: string }>(async (tx) => {
    const check = await checkCode(tx, deps, { phone, otp, clientKey: body.clientKey ?? "unknown", purpose: "login" });
    if (check.kind !== "ok") return check;
    const userId = await ownerOfVerifiedPhone(tx, phone, check.receiveUpdates, now);
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

/** How long a registration waits for its first login. */
export const REGISTRATION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The registration for `phone`, if any, is used up by the first verified login. Its name and
 * email fill the account's empty fields only when the login carries the registration's ticket
 * (the person who registered is the one logging in).
 */
async function applyPendingRegistration(tx: Queryable, input: { phone: string; userId: number; ticket?: string; now: Date }) {
  const [pending] = await tx.orm.select().from(pendingRegistrations).where(eq(pendingRegistrations.phone, input.phone)).for("update");
  if (!pending) return;
  await tx.orm.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, input.phone));
  const fresh = pending.createdAt.getTime() > input.now.getTime() - REGISTRATION_TTL_MS;
  if (!fresh || !input.ticket || !safeEqualHex(pending.ticketHash, sha256(input.ticket))) return;
  await tx.orm
    .update(users)
    .set({ name: pending.name })
    .where(and(eq(users.userId, input.userId), eq(users.name, "")));
  await tx.orm
    .update(users)
    .set({ email: pending.email })
    .where(and(eq(users.userId, input.userId), isNull(users.email)));
}

/** Registrations per client an hour. */
export const REGISTRATIONS_PER_CLIENT_PER_HOUR = 10;

/**
 * POST /api/user/: records name, email and phone for the phone's first login, and hands back a
 * ticket that login must show for the details to join the account. Nothing is created and
 * nothing is checked against existing accounts, so the answer is the same whether the phone or
 * the email is known: it tells a stranger nothing, and claims nothing for them. A filled honeypot
 * field gets the same answer and is dropped.
 */
export async function registerUser(deps: Deps, body: RegisterBody, clientKey: string): Promise<{ ticket: string }> {
  const ticket = randomToken();
  if (body.website) return { ticket };
  const now = deps.now();
  if (!(await takeToken(deps.db, `register:client:${clientKey}`, REGISTRATIONS_PER_CLIENT_PER_HOUR, HOUR_MS, now))) throw tooMany(MESSAGES.tooManyRequests);
  const registration = {
    name: body.name,
    email: body.email.toLowerCase(),
    receiveUpdates: body.receiveUpdates ?? true,
    ticketHash: sha256(ticket),
    createdAt: now,
  };
  await deps.db.orm
    .insert(pendingRegistrations)
    .values({ phone: body.phone, ...registration })
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: registration });
  return { ticket };
}
