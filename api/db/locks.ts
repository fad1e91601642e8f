import { sql } from "drizzle-orm";
import type { Queryable } from "./client";

/**
 * Takes the transaction-scoped advisory lock named `key` (hashed to a bigint key by PostgreSQL):
 * callers naming the same key queue until the holder's transaction ends. Call inside
 * db.transaction; outside one the lock would end with the statement.
 */
export async function advisoryXactLock(tx: Queryable, key: string): Promise<void> {
  await tx.orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
