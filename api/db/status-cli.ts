import { loadApiConfig } from "../config";
import { openDb } from "./client";
import { MigrationError, migrationStatus } from "./migrate";

/**
 * `npm run db:status`: every migration file and every recorded migration of the configured
 * database (DATABASE_URL, else the PGlite folder), with its state. Changes nothing but the
 * bookkeeping table's own upkeep. Exits 1 when a migration changed or went missing, or the
 * numbering is broken: the API would refuse to start.
 */
const config = loadApiConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDataDir });
let failed = false;
try {
  const rows = await migrationStatus(db);
  for (const row of rows) {
    console.log(`${row.state.padEnd(8)} ${row.name}${row.appliedAt ? `  (applied ${row.appliedAt.toISOString()})` : ""}`);
    if (row.state === "changed" || row.state === "missing") failed = true;
  }
  const pending = rows.filter((r) => r.state === "pending").length;
  console.log(`${rows.length - pending} applied, ${pending} pending${failed ? "; the API will refuse to start (see above)" : ""}`);
} catch (error) {
  if (!(error instanceof MigrationError)) throw error;
  console.error(error.message);
  failed = true;
} finally {
  await db.close();
}
process.exitCode = failed ? 1 : 0;
