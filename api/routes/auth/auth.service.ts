import type { Queryable } from "../../db/client";
import type { Deps } from "../../lib/context";
import { ApiError, badRequest, tooMany } from "../../lib/errors";
import { fourDigitCode, hmac, safeEqualHex } from "../../lib/crypto";
import { takeToken } from "../../lib/rate-limit";
import { issueToken } from "../../lib/auth";
import { CODE_TTL_SECONDS, MESSAGES, RESEND_SECONDS, waitMessage, type RegisterBody, type VerifyOtpBody } from "./auth.schemas";

export const MAX_SENDS_PER_PHONE_PER_HOUR = 5;
export const MAX_SENDS_PER_CLIENT_PER_HOUR = 20;
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 3600 * 1000;

/** 429 that also tells the caller when to come back (`retry_after` in the body). */
export class RetryLater extends ApiError {
  constructor(readonly retryAfter: number) {
    super(429, waitMessage(retryAfter));
  }
}

export const loginCodeMessage = (code: string) =>
  `Your Saaj login code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;

const codeHash = (secret: string, phone: string, code: string) => hmac(secret, `${phone}:${code}`);

/** Returns the 10-digit phone or throws the spec's 400. */
export function checkPhone(phone: string | undefined): string {
  if (!phone) throw badRequest(MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  if (!/^\d+$/.test(phone)) throw badRequest(MESSAGES.invalidPhoneFormat, { phone: [MESSAGES.invalidPhoneFormat] });
  if (phone.length !== 10) throw badRequest(MESSAGES.invalidPhone, { phone: [MESSAGES.phoneDigits] });
  return phone;
}

/**
 * Issues a login code for `phone` and sends it. Only its hmac is stored. One code per 60 s per
 * phone, 5 per phone and 20 per client an hour; a new code retires the older ones.
 */
export async function sendLoginCode(deps: Deps, input: { phone: string | undefined; clientKey: string; receiveUpdates?: boolean }) {
  const phone = checkPhone(input.phone);
  const now = deps.now();
  const code = fourDigitCode();
  const codeId = await deps.db.transaction(async (tx) => {
    // Serialise sends for one phone (and one client) so the checks below hold under parallel calls.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`login-send:phone:${phone}`]);
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`login-send:client:${input.clientKey}`]);
    const [last] = await tx.query<{ age: number }>(
      `SELECT extract(epoch FROM ($2::timestamptz - created_at))::float8 AS age
         FROM login_codes WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [phone, now],
    );
    if (last && last.age < RESEND_SECONDS) throw new RetryLater(Math.max(1, Math.ceil(RESEND_SECONDS - last.age)));
    if (!(await takeToken(tx, `login-send:client:${input.clientKey}`, MAX_SENDS_PER_CLIENT_PER_HOUR, HOUR_MS, now)))
      throw tooMany(MESSAGES.tooManyCodes);
    if (!(await takeToken(tx, `login-send:phone:${phone}`, MAX_SENDS_PER_PHONE_PER_HOUR, HOUR_MS, now)))
      throw tooMany(MESSAGES.tooManyCodes);
    await tx.query("UPDATE login_codes SET expires_at = $2 WHERE phone = $1 AND used_at IS NULL AND expires_at > $2", [phone, now]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO login_codes (phone, code_hash, created_at, expires_at, client_key, receive_updates)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [phone, codeHash(deps.config.codeSecret, phone, code), now, new Date(now.getTime() + CODE_TTL_SECONDS * 1000), input.clientKey, input.receiveUpdates ?? true],
    );
    return row!.id;
  });
  try {
    await deps.notifier.send({ to: phone, purpose: "login-code", body: loginCodeMessage(code) });
  } catch (error) {
    // The code never left: forget it so the caller may ask again at once.
    await deps.db.query("DELETE FROM login_codes WHERE id = $1", [codeId]);
    throw error;
  }
  return { resend_in: RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
}

type VerifyOutcome = { kind: "ok"; token: string; userId: number } | { kind: "expired" | "locked" | "wrong" };

/**
 * Checks the phone's latest code (locked FOR UPDATE so two parallel tries cannot both pass),
 * counts wrong tries, and on success creates the user if new and issues a token.
 */
export async function verifyLoginCode(deps: Deps, body: VerifyOtpBody) {
  const phone = body.phone;
  const otp = body.otp;
  if (!phone || !otp) throw badRequest(MESSAGES.missing);
  const now = deps.now();
  const outcome = await deps.db.transaction<VerifyOutcome>(async (tx) => {
    const [row] = await tx.query<{ id: number; code_hash: string; attempts: number; used: boolean; expired: boolean; receive_updates: boolean }>(
      `SELECT id, code_hash, attempts, used_at IS NOT NULL AS used, expires_at <= $2 AS expired, receive_updates
         FROM login_codes WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [phone, now],
    );
    if (!row || row.used || row.expired) return { kind: "expired" };
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return { kind: "locked" };
    const right = /^\d{4}$/.test(otp) && safeEqualHex(row.code_hash, codeHash(deps.config.codeSecret, phone, otp));
    if (!right) {
      await tx.query("UPDATE login_codes SET attempts = attempts + 1 WHERE id = $1", [row.id]);
      return { kind: "wrong" };
    }
    await tx.query("UPDATE login_codes SET used_at = $2 WHERE id = $1", [row.id, now]);
    // A new number becomes an account, with the receive-updates choice made on the login form.
    await tx.query("INSERT INTO users (phone, receive_updates, created_at) VALUES ($1, $2, $3) ON CONFLICT (phone) DO NOTHING", [phone, row.receive_updates, now]);
    const [user] = await tx.query<{ user_id: number }>("SELECT user_id FROM users WHERE phone = $1", [phone]);
    const token = await issueToken(tx, user!.user_id, now);
    return { kind: "ok", token, userId: user!.user_id };
  });
  switch (outcome.kind) {
    case "ok":
      return { token: outcome.token, userId: outcome.userId };
    case "wrong":
      throw badRequest(MESSAGES.invalidOtp);
    case "locked":
      throw tooMany(MESSAGES.tooManyAttempts);
    default:
      throw badRequest(MESSAGES.expired);
  }
}

/** Field errors for an email/phone already used by another user (none -> undefined). */
export async function findDuplicates(
  db: Queryable,
  fields: { email?: string | null; phone?: string | null; exceptUserId?: number },
): Promise<Record<string, string[]> | undefined> {
  const errors: Record<string, string[]> = {};
  const except = fields.exceptUserId ?? 0;
  if (fields.email) {
    const rows = await db.query("SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_id <> $2", [fields.email, except]);
    if (rows.length) errors.email = [MESSAGES.emailExists];
  }
  if (fields.phone) {
    const rows = await db.query("SELECT 1 FROM users WHERE phone = $1 AND user_id <> $2", [fields.phone, except]);
    if (rows.length) errors.phone = [MESSAGES.phoneExists];
  }
  return Object.keys(errors).length ? errors : undefined;
}

export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

export async function registerUser(deps: Deps, body: RegisterBody): Promise<number> {
  const email = body.email.toLowerCase();
  const duplicates = await findDuplicates(deps.db, { email, phone: body.phone });
  if (duplicates) throw badRequest(MESSAGES.registerFailed, duplicates);
  try {
    const [row] = await deps.db.query<{ user_id: number }>(
      `INSERT INTO users (name, email, phone, receive_updates, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING user_id`,
      [body.name, email, body.phone, body.receiveUpdates ?? true, deps.now()],
    );
    return row!.user_id;
  } catch (error) {
    // A parallel registration won the race on the unique index.
    if (isUniqueViolation(error)) {
      throw badRequest(MESSAGES.registerFailed, (await findDuplicates(deps.db, { email, phone: body.phone })) ?? { email: [MESSAGES.emailExists] });
    }
    throw error;
  }
}
