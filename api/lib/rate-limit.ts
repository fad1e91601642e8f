import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { advisoryXactLock } from "../db/locks";
import { rateEvents } from "../db/schema";

const isDb = (db: Queryable): db is Db => typeof (db as Partial<Db>).transaction === "function";

/**
 * Sliding-window limit kept in the database, so it holds across any number of API copies.
 * Returns false (and records nothing) when `bucket` already has `max` events within `windowMs`.
 *
 * Counting and recording happen under a transaction-scoped advisory lock on the bucket, so
 * parallel callers on PostgreSQL queue up instead of all counting the same number and all
 * passing. Given a `Db`, it opens its own transaction; given a transaction (`Queryable`), the
 * lock lasts until that transaction ends.
 */
export async function takeToken(db: Queryable, bucket: string, max: number, windowMs: number, now: Date): Promise<boolean> {
  if (isDb(db)) return db.transaction((tx) => takeTokenLocked(tx, bucket, max, windowMs, now));
  return takeTokenLocked(db, bucket, max, windowMs, now);
}

async function takeTokenLocked(tx: Queryable, bucket: string, max: number, windowMs: number, now: Date): Promise<boolean> {
  await advisoryXactLock(tx, `rate:${bucket}`);
  const n = await countEvents(tx, bucket, windowMs, now);
  if (n >= max) return false;
  await tx.orm.insert(rateEvents).values({ bucket, createdAt: now });
  return true;
}

/** Events of `bucket` within `windowMs` before `now`. */
export async function countEvents(db: Queryable, bucket: string, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db.orm
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.createdAt, since)));
  return row?.n ?? 0;
}

/** Records one event in `bucket` (for counters that alarm rather than refuse). Returns the count within the window, this one included. */
export async function recordEvent(db: Queryable, bucket: string, windowMs: number, now: Date): Promise<number> {
  await db.orm.insert(rateEvents).values({ bucket, createdAt: now });
  return countEvents(db, bucket, windowMs, now);
}
