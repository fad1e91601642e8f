import { loadApiConfig, type ApiConfig } from "./config";
import { openDb } from "./db/client";
import { migrate } from "./db/migrate";
import { isSeeded, seedDemoData } from "./db/seed";
import { createApi } from "./app";
import { createNotifier } from "./lib/notifier";
import type { Deps } from "./lib/context";
import { startJobs } from "./jobs";
import { log } from "../server/log";

/** Opens the database, migrates, seeds demo data when empty (demo mode), builds the API and its jobs. */
export async function startApi(config: ApiConfig = loadApiConfig()) {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDataDir });
  await migrate(db);
  if (config.demoMode && !(await isSeeded(db))) {
    const started = Date.now();
    await seedDemoData(db, { providers: config.seedProviders, providerKeys: "demo" });
    log.info(`demo data seeded in ${Date.now() - started} ms`);
  }
  const deps: Deps = { db, config, notifier: createNotifier(db, config), now: () => new Date() };
  const app = createApi(deps);
  const stopJobs = startJobs(deps);
  return {
    app,
    deps,
    async stop() {
      await stopJobs();
      await db.close();
    },
  };
}
