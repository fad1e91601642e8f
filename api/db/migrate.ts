import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { Db, Queryable } from "./client";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** One advisory lock per schema: copies migrating the same database queue; tests in other schemas do not. */
const LOCK_KEY = "hashtext('saaj-migrate:' || current_schema())";

/**
 * Files renumbered on 2026-11-23 to close the gaps 002, 008 and 009 (numbers never used on main).
 * A database migrated before then has the old names recorded; they are renamed in place (the
 * contents, hence the checksums, did not change). Remove once no such database is left.
 */
export const RENUMBERED: Record<string, string> = {
  "003_cancellation_fee.sql": "002_cancellation_fee.sql",
  "004_gazetteer_in_code.sql": "003_gazetteer_in_code.sql",
  "005_login_receive_updates.sql": "004_login_receive_updates.sql",
  "006_booking_lifecycle.sql": "005_booking_lifecycle.sql",
  "007_login_budgets_and_verified_phones.sql": "006_login_budgets_and_verified_phones.sql",
  "010_prune_indexes.sql": "007_prune_indexes.sql",
};

const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  name: string;
  number: number;
  sql: string;
  checksum: string;
}

export interface AppliedMigration {
  name: string;
  checksum: string;
  appliedAt: Date;
}

export class MigrationError extends Error {}

export const checksumOf = (sql: string) => createHash("sha256").update(sql).digest("hex");

/** The migration files, checked: NNN_name.sql, numbered 001, 002, … without gaps or repeats. */
export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const files: MigrationFile[] = [];
  for (const [index, name] of names.entries()) {
    const match = FILE_NAME.exec(name);
    if (!match) throw new MigrationError(`Migration ${name}: name it NNN_lower_snake_case.sql.`);
    const number = Number(match[1]);
    if (number !== index + 1) {
      throw new MigrationError(`Migration ${name}: expected number ${String(index + 1).padStart(3, "0")} (migrations are numbered 001, 002, … without gaps or repeats).`);
    }
    const sql = await readFile(path.join(dir, name), "utf8");
    files.push({ name, number, sql, checksum: checksumOf(sql) });
  }
  return files;
}

/**
 * Applies every migration file not yet recorded, in order, each whole and in its own transaction,
 * under an advisory lock, so two copies starting together never run the same migration twice:
 * the second waits, then finds everything recorded. Refuses to start (MigrationError) when an
 * applied file changed or disappeared, when the numbering has a gap, or when a new file is
 * numbered below one already applied (a branch merged late: renumber it).
 *
 * On PostgreSQL the lock is held by a transaction on one pooled connection for the whole run
 * (released even if the process dies); PGlite has one session, where a session lock does the same.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return withMigrationLock(db, async () => {
    const files = await readMigrationFiles(dir);
    const applied = await appliedMigrations(db, files);
    const pending = verify(files, applied);
    for (const file of pending) {
      await db.transaction(async (tx) => {
        await tx.exec(file.sql);
        await tx.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [file.name, file.checksum]);
      });
    }
    return pending.map((f) => f.name);
  });
}

export interface MigrationStatus {
  name: string;
  state: "applied" | "pending" | "changed" | "missing";
  appliedAt?: Date;
}

/** What `npm run db:status` prints: every file and every recorded migration, and their state. */
export async function migrationStatus(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationStatus[]> {
  return withMigrationLock(db, async () => {
    const files = await readMigrationFiles(dir);
    const applied = new Map((await appliedMigrations(db, files)).map((a) => [a.name, a]));
    const rows: MigrationStatus[] = files.map((f) => {
      const a = applied.get(f.name);
      if (!a) return { name: f.name, state: "pending" };
      return { name: f.name, state: a.checksum === f.checksum ? "applied" : "changed", appliedAt: a.appliedAt };
    });
    for (const a of applied.values()) {
      if (!files.some((f) => f.name === a.name)) rows.push({ name: a.name, state: "missing", appliedAt: a.appliedAt });
    }
    return rows.sort((x, y) => x.name.localeCompare(y.name));
  });
}

/** The files still to run, after checking the recorded ones against the files. */
function verify(files: MigrationFile[], applied: AppliedMigration[]): MigrationFile[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const a of applied) {
    const file = byName.get(a.name);
    if (!file) throw new MigrationError(`Migration ${a.name} was applied but its file is gone. Restore it; never delete an applied migration.`);
    if (file.checksum !== a.checksum) {
      throw new MigrationError(`Migration ${a.name} changed after it was applied. Restore it and put the change in a new migration.`);
    }
  }
  const done = new Set(applied.map((a) => a.name));
  const pending = files.filter((f) => !done.has(f.name));
  const lastApplied = Math.max(0, ...files.filter((f) => done.has(f.name)).map((f) => f.number));
  const early = pending.find((f) => f.number < lastApplied);
  if (early) throw new MigrationError(`Migration ${early.name} is new but numbered below one already applied. Renumber it after the last one.`);
  return pending;
}

async function appliedMigrations(db: Queryable, files: MigrationFile[]): Promise<AppliedMigration[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;`);
  for (const [from, to] of Object.entries(RENUMBERED)) {
    await db.query("UPDATE schema_migrations SET name = $2 WHERE name = $1", [from, to]);
  }
  const rows = await db.query<{ name: string; checksum: string | null; applied_at: Date }>("SELECT name, checksum, applied_at FROM schema_migrations ORDER BY name");
  // Rows recorded before checksums existed take the file's checksum of today, once.
  const checksums = new Map(files.map((f) => [f.name, f.checksum]));
  for (const row of rows) {
    const checksum = checksums.get(row.name);
    if (row.checksum !== null || checksum === undefined) continue;
    row.checksum = checksum;
    await db.query("UPDATE schema_migrations SET checksum = $2 WHERE name = $1", [row.name, row.checksum]);
  }
  return rows.map((r) => ({ name: r.name, checksum: r.checksum ?? "", appliedAt: r.applied_at }));
}

/**
 * Runs fn while holding the lock migrations take, so work that must happen once per database
 * (seeding an empty one) is done by one of the copies starting together, and the others find it done.
 */
export async function withMigrationLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.kind === "postgres") {
    return db.transaction(async (lock) => {
      await lock.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      return fn();
    });
  }
  // One PGlite session is re-entrant for its own advisory lock: callers in this process queue here.
  const previous = pgliteQueue.get(db) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      await db.query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
      try {
        return await fn();
      } finally {
        await db.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
      }
    });
  pgliteQueue.set(db, run);
  return run;
}
const pgliteQueue = new WeakMap<Db, Promise<unknown>>();
