import { loadApiConfig } from "../config";
import { openDb } from "./client";
import { migrate } from "./migrate";
import { isSeeded, seedDemoData } from "./seed";

/**
 * `npm run seed`: migrates and loads the demo data (SEED_PROVIDERS sets the size) into an empty database.
 * Providers get random keys, printed here once and stored only hashed, unless DEMO_MODE is on
 * (it is off unless asked for): then they get the derivable demo keys (`demo-provider-<id>`).
 */
const config = loadApiConfig();
const explicitDemo = config.demoMode;
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDataDir });
await migrate(db);
if (await isSeeded(db)) {
  console.log("[seed] the database already has providers; nothing to do");
} else {
  const started = Date.now();
  const { providerKeys } = await seedDemoData(db, { providers: config.seedProviders, providerKeys: explicitDemo ? "demo" : "random" });
  console.log(`[seed] ${config.seedProviders} providers seeded in ${Date.now() - started} ms`);
  if (explicitDemo) {
    console.log("[seed] DEMO_MODE: provider keys are the derivable demo-provider-<provider_id>; never use this database in public");
  } else {
    console.log("[seed] provider keys (X-Provider-Key), shown this once and stored only hashed: keep them now");
    console.log("provider_id\tkey");
    for (const { providerId, key } of providerKeys) console.log(`${providerId}\t${key}`);
  }
}
await db.close();
