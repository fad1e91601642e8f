import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

/** Multi-row INSERTs in chunks (well under PostgreSQL's 65,535 parameters), so 10,000 providers load in seconds. */
export async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: PgInsertValue<T>[]) {
  if (!rows.length) return;
  const chunk = Math.max(1, Math.floor(20000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += chunk) await db.orm.insert(table).values(rows.slice(i, i + chunk));
}
