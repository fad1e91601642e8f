import { loadApiConfig } from "../config";
import { openDb } from "./client";
import { migrate } from "./migrate";
import { isSeeded, seedDemoData } from "./seed";

/** `npm run seed`: migrates and loads the demo data (SEED_PROVIDERS sets the size) into an empty database. */
const config = loadApiConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDataDir });
await migrate(db);
if (await isSeeded(db)) {
  console.log("[seed] the database already has providers; nothing to do");
} else {
  const started = Date.now();
  await seedDemoData(db, { providers: config.seedProviders });
  console.log(`[seed] ${config.seedProviders} providers seeded in ${Date.now() - started} ms`);
}
await db.close();
