import { count, lt, or, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { authTokens, deviceTokens, loginCodes, memberTokens, outbox, pendingRegistrations, rateEvents } from "../db/schema";
import { REGISTRATION_TTL_MS } from "../routes/auth/registration.service";
import type { Deps } from "./context";
import { errorField, log } from "../../shared/log";

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows that only serve limits and logins are kept. Rate events must outlive the longest
 * sliding window that counts them: 30 days (wrong login codes per phone, api/routes/auth), plus a
 * day. Raise this with any longer window.
 */
export const KEEP = {
  rateEventsMs: 31 * DAY_MS,
  /** Sent messages (codes in clear): a day, or a week in demo mode, where the page reads them back. */
  outboxMs: DAY_MS,
  demoOutboxMs: 7 * DAY_MS,
  /** Used or expired login codes stay a day, so 'this code has expired' still finds its code. */
  spentCodesMs: DAY_MS,
  /** A registration never completed by a first login is void after its ticket's life. */
  pendingRegistrationsMs: REGISTRATION_TTL_MS,
};

/** How often a process prunes (each copy does; the deletes are idempotent). */
export const PRUNE_EVERY_MS = 10 * 60_000;

export interface Pruned {
  rateEvents: number;
  outbox: number;
  loginCodes: number;
  authTokens: number;
  memberTokens: number;
  deviceTokens: number;
  pendingRegistrations: number;
}

/** Deletes what has expired: old rate events, old sent messages, spent login codes, expired tokens (customers', the console's and devices'), void registrations. */
export async function pruneExpiredRows(deps: Deps): Promise<Pruned> {
  const { db, config } = deps;
  const now = deps.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  // Counted in the database (WITH gone AS (DELETE … RETURNING) SELECT count(*)), not by fetching the rows.
  const deleteCounting = async (table: PgTable, where: SQL | undefined) => {
    const gone = db.orm.$with("gone").as(db.orm.delete(table).where(where).returning());
    const [row] = await db.orm.with(gone).select({ n: count() }).from(gone);
    return row?.n ?? 0;
  };
  const spent = before(KEEP.spentCodesMs);
  return {
    rateEvents: await deleteCounting(rateEvents, lt(rateEvents.createdAt, before(KEEP.rateEventsMs))),
    outbox: await deleteCounting(outbox, lt(outbox.createdAt, before(config.demoMode ? KEEP.demoOutboxMs : KEEP.outboxMs))),
    loginCodes: await deleteCounting(loginCodes, or(lt(loginCodes.expiresAt, spent), lt(loginCodes.usedAt, spent))),
    authTokens: await deleteCounting(authTokens, lt(authTokens.expiresAt, before(0))),
    memberTokens: await deleteCounting(memberTokens, lt(memberTokens.expiresAt, before(0))),
    deviceTokens: await deleteCounting(deviceTokens, lt(deviceTokens.expiresAt, before(0))),
    pendingRegistrations: await deleteCounting(pendingRegistrations, lt(pendingRegistrations.createdAt, before(KEEP.pendingRegistrationsMs))),
  };
}

const lastRun = new WeakMap<Deps, number>();

/**
 * The scheduled job (api/jobs.ts calls it every tick): prunes at most every PRUNE_EVERY_MS of the
 * API's clock. A failure is logged and never stops the other jobs.
 */
export async function pruneIfDue(deps: Deps): Promise<Pruned | undefined> {
  const now = deps.now().getTime();
  const last = lastRun.get(deps);
  if (last !== undefined && now - last < PRUNE_EVERY_MS) return undefined;
  lastRun.set(deps, now);
  try {
    return await pruneExpiredRows(deps);
  } catch (error) {
    log.error({ err: errorField(error) }, "[api] pruning expired rows failed");
    return undefined;
  }
}
