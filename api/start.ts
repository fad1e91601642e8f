import { readFile } from "node:fs/promises";
import { loadApiConfig, type ApiConfig } from "./config";
import { openDb } from "./db/client";
import { migrate, readMigrationFiles, withMigrationLock } from "./db/migrate";
import { isSeeded, seedDemoData } from "./db/seed";
import { createApi } from "./app";
import { createNotifier } from "./lib/notifier";
import type { Deps } from "./lib/context";
import { startJobs } from "./jobs";
import { log } from "../shared/log";

/** Opens the database, migrates, seeds demo data when empty (demo mode), builds the API and its jobs. */
export async function startApi(config: ApiConfig = loadApiConfig()) {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDataDir,
    loadDataDir: config.pgliteLoadFrom ? new Blob([new Uint8Array(await readFile(config.pgliteLoadFrom))]) : undefined,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  await migrate(db);
  const migrations = (await readMigrationFiles()).length;
  // Under the migrations' lock: of copies starting together on an empty database, one seeds.
  if (config.demoMode) {
    await withMigrationLock(db, async () => {
      if (await isSeeded(db)) return;
      const started = Date.now();
      await seedDemoData(db, { providers: config.seedProviders, providerKeys: "demo" });
      log.info(`demo data seeded in ${Date.now() - started} ms`);
    });
  }
  if (!config.demoMode && !(await isSeeded(db))) {
    log.warn('The catalogue is empty: no provider can be found or booked until one is loaded (docs/deploy.md, "An empty database").');
  }
  const deps: Deps = { db, config, notifier: createNotifier(db, config), now: () => new Date() };
  const app = createApi(deps);
  const stopJobs = startJobs(deps);
  return {
    app,
    deps,
    /** For /readyz: the database answers and has every migration this build knows (a restored old dump would not). */
    async checkReady() {
      const [row] = await db.query<{ applied: number }>("SELECT count(*)::int AS applied FROM schema_migrations");
      if ((row?.applied ?? 0) < migrations) throw new Error("database is missing migrations");
    },
    async stop() {
      await stopJobs();
      await db.close();
    },
  };
}
