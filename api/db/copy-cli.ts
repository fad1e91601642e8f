import { writeFile } from "node:fs/promises";
import { loadApiConfig } from "../config";
import { openDb } from "./client";
import { migrate } from "./migrate";
import { seedDemoData } from "./seed";

/**
 * `npm run db:copy -- <file>`: a migrated embedded database with the demo data (SEED_PROVIDERS sets
 * the size, providers get the demo keys), saved as one file. A server started with
 * PGLITE_DATA_DIR=memory:// and PGLITE_LOAD_FROM=<file> starts from it in a fraction of the time
 * (no initdb, migrations or seed): the e2e servers do (tests/e2e/servers/start.ts). The seed's
 * dates are relative to when the copy was made, so make it just before use.
 */
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:copy -- <file>");
  process.exit(2);
}
const config = loadApiConfig({ ...process.env, PGLITE_DATA_DIR: "memory://", PGLITE_LOAD_FROM: undefined, DATABASE_URL: undefined });
const db = await openDb({ dataDir: "memory://" });
await migrate(db);
await seedDemoData(db, { providers: config.seedProviders, providerKeys: "demo" });
const copy = await db.dumpDataDir!();
await writeFile(file, Buffer.from(await copy.arrayBuffer()));
await db.close();
