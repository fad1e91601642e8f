import type { Queryable } from "../db/client";

/**
 * Sliding-window limit kept in the database, so it holds across any number of API copies.
 * Returns false (and records nothing) when `bucket` already has `max` events within `windowMs`.
 */
export async function takeToken(
  db: Queryable,
  bucket: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rate_events WHERE bucket = $1 AND created_at > $2",
    [bucket, since],
  );
  if ((row?.n ?? 0) >= max) return false;
  await db.query("INSERT INTO rate_events (bucket, created_at) VALUES ($1, $2)", [bucket, now]);
  return true;
}
