import { and, desc, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { rateEvents } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import type { ErrorCode } from "../../../contract/errors";
import { formatIndiaDateTime } from "../../lib/ist";
import { MESSAGES, RESEND_SECONDS, waitMessage } from "../../../contract/schemas/auth";
import { log } from "../../../shared/log";

/**
 * Login-code budgets (docs/decisions/0004-login-code-budgets.md has the arithmetic). A 6-digit
 * code is guessed with one try in 1,000,000; these limits bound how many tries anyone gets.
 */
export const LOGIN_LIMITS = {
  /** Seconds before a phone can be sent another code of the same purpose (the spec's 60; shorter only in demo mode). */
  resendSeconds: RESEND_SECONDS,
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
export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const MONTH_MS = 30 * DAY_MS;

export const limitsOf = (deps: Deps): LoginLimits => ({ ...LOGIN_LIMITS, ...deps.config.loginLimits });

/** 429 that also tells the caller when to come back (`retry_after` in the body, Retry-After: api/lib/errors.ts). */
export class RetryLater extends ApiError {
  constructor(
    code: ErrorCode,
    readonly retryAfter: number,
    message = waitMessage(retryAfter),
  ) {
    super(429, code, message, undefined, { retry_after: retryAfter });
  }
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
  return new RetryLater("phone_locked", Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), MESSAGES.phoneLocked(formatIndiaDateTime(until)));
}

export function alarm(what: string, count: number, threshold: number) {
  if (count === threshold || (count > threshold && count % threshold === 0)) {
    log.error({ security: "alarm", what, count, threshold }, `[security] ALARM: ${count} ${what} in the last hour (alarm threshold ${threshold}). Someone may be guessing login codes at scale.`);
  }
}

const ALARM_EVERY_MS = 60_000;
/** Each API's own (one per copy; tests build several in one process): keyed by its Deps. */
const alarmStates = new WeakMap<object, { capLastAt: number; refused: number; softLastAt: number }>();
function alarmState(api: object) {
  let state = alarmStates.get(api);
  if (!state) alarmStates.set(api, (state = { capLastAt: 0, refused: 0, softLastAt: -Infinity }));
  return state;
}

/** The service-wide cap's alarm: at most one line a minute per copy, with the refusals since the last one. */
export function capAlarm(api: object, cap: number, now: Date) {
  const state = alarmState(api);
  state.refused++;
  const since = now.getTime() - state.capLastAt;
  if (since >= 0 && since < ALARM_EVERY_MS) return;
  log.error(
    { security: "alarm", cap, refused: state.refused },
    `[security] ALARM: the service-wide cap of ${cap} code SMS an hour is reached; ${state.refused} code(s) refused since the last alarm, and codes are refused until it frees up.`,
  );
  state.capLastAt = now.getTime();
  state.refused = 0;
}

/** The soft alarm: the service-wide sends passed the share of the cap; at most one line a minute per copy. */
export function softAlarm(api: object, count: number, cap: number, threshold: number, now: Date) {
  const state = alarmState(api);
  const since = now.getTime() - state.softLastAt;
  if (since >= 0 && since < ALARM_EVERY_MS) return;
  log.error(
    { security: "alarm", what: "login-send-soft", count, threshold, cap },
    `[security] ALARM: ${count} code SMS in the last hour, past the alarm threshold of ${threshold} (the service-wide cap is ${cap}). Someone may be spending the SMS budget.`,
  );
  state.softLastAt = now.getTime();
}
