import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { openDb, type Db } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's folder for database copies (api/test/global-setup.ts). */
    dbSnapshotDir: string;
  }
}

/** The copies this test file has read already. */
const loaded = new Map<string, Blob>();

/**
 * A PGlite database in memory, started from a copy of one that `build` made (migrated, seeded):
 * made once per test run and key, then loaded by every test file that asks for the same key.
 * Loading skips initdb, the migrations and the seed, about a third of the time of doing them. The
 * copy lives only as long as the run (the seed's data is relative to the time it was made).
 */
export async function openFromSnapshot(key: string, build: (db: Db) => Promise<void>): Promise<Db> {
  const dir = inject("dbSnapshotDir");
  const file = dir ? path.join(dir, `${key.replace(/[^a-z0-9-]/gi, "_")}.tar`) : undefined;
  let copy = loaded.get(key) ?? (file && existsSync(file) ? new Blob([new Uint8Array(readFileSync(file))]) : undefined);
  if (!copy) {
    const db = await openDb({ dataDir: "memory://" });
    await build(db);
    if (!file) return db;
    copy = await db.dumpDataDir!();
    await db.close();
    // Two files may make the same copy at once: each writes its own (workers are threads of one
    // process, so not named by the pid) and the last rename wins, whole.
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
    renameSync(partial, file);
  }
  loaded.set(key, copy);
  return openDb({ dataDir: "memory://", loadDataDir: copy });
}
