import type { Db } from "./client";

// Placeholder until the demo-data seed lands: only the fixed reference rows.
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM service_types");
  return (rows[0]?.n ?? 0) > 0;
}

export async function seedDemoData(db: Db, _options: { providers: number }): Promise<void> {
  await db.query(
    "INSERT INTO service_types (service_type_id, type_name) VALUES (1, 'Salon Services'), (2, 'Home Services') ON CONFLICT DO NOTHING",
  );
}
