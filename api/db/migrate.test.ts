import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "./client";
import { MIGRATIONS_DIR, MigrationError, RENUMBERED, migrate, migrationStatus, readMigrationFiles } from "./migrate";

const files = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
/** The newest file, its number, and the names the next numbers would take. */
const LAST = files.at(-1)!;
const LAST_NUMBER = LAST.slice(0, 3);
const numbered = (n: number, rest: string) => `${String(n).padStart(3, "0")}_${rest}`;
const NEXT = files.length + 1;
const databaseUrl = process.env.DATABASE_URL;
/** The tests on an embedded database of their own: run where the rest run on PGlite, not again beside PostgreSQL (npm test runs both). */
const itOnPglite = it.skipIf(!!databaseUrl);
const scratch = mkdtempSync(path.join(tmpdir(), "saaj-migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder to break. */
function copyOfMigrations() {
  const dir = mkdtempSync(path.join(scratch, "m-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

describe("migrations started twice at once", () => {
  it.skipIf(!databaseUrl)("run once on PostgreSQL: two copies on a fresh schema, in parallel, both succeed", async () => {
    const schema = `t_mig_${randomBytes(5).toString("hex")}`;
    const a = await openDb({ databaseUrl, schema });
    const b = await openDb({ databaseUrl, schema });
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      expect([...first, ...second].sort()).toEqual(files);
      expect(first.length === 0 || second.length === 0).toBe(true); // one copy did it all, the other waited and found it done
      const recorded = await a.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
      expect(recorded.map((r) => r.name)).toEqual(files);
      expect(await migrate(b)).toEqual([]);
      // The lock is released: a third run does not hang.
      const [again] = await Promise.all([migrate(a), migrate(b)]);
      expect(again).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      const admin = await openDb({ databaseUrl });
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
  });

  itOnPglite("run once on PGlite, and the lock is released", async () => {
    const db = await openDb({ dataDir: "memory://" });
    try {
      const [first, second] = await Promise.all([migrate(db), migrate(db)]);
      expect([...first, ...second].sort()).toEqual(files);
      expect(await migrate(db)).toEqual([]);
      const [{ n }] = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'")) as [{ n: number }];
      expect(n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe("the migration files", () => {
  it("are numbered 001, 002, … without gaps", async () => {
    const read = await readMigrationFiles();
    expect(read.map((f) => f.number)).toEqual(read.map((_, i) => i + 1));
    expect(read.map((f) => f.checksum)).toEqual(read.map(() => expect.stringMatching(/^[0-9a-f]{64}$/)));
  });

  it("refuse a gap or a badly named file", async () => {
    const gap = copyOfMigrations();
    renameSync(path.join(gap, LAST), path.join(gap, numbered(NEXT + 1, "gap.sql")));
    await expect(readMigrationFiles(gap)).rejects.toThrow(`expected number ${LAST_NUMBER}`);
    const badName = copyOfMigrations();
    writeFileSync(path.join(badName, "8_Oops.sql"), "SELECT 1;");
    await expect(readMigrationFiles(badName)).rejects.toThrow(MigrationError);
  });
});

describe("a migrated database", () => {
  itOnPglite("records each file's checksum, and refuses to start when an applied file changed or is gone", async () => {
    const dir = copyOfMigrations();
    const db = await openDb({ dataDir: "memory://" });
    try {
      await migrate(db, dir);
      const recorded = await db.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations ORDER BY name");
      expect(recorded).toEqual((await readMigrationFiles(dir)).map((f) => ({ name: f.name, checksum: f.checksum })));

      appendFileSync(path.join(dir, "002_cancellation_fee.sql"), "\n-- edited afterwards\n");
      await expect(migrate(db, dir)).rejects.toThrow("002_cancellation_fee.sql changed after it was applied");
      expect((await migrationStatus(db, dir)).find((r) => r.name === "002_cancellation_fee.sql")?.state).toBe("changed");

      cpSync(path.join(MIGRATIONS_DIR, "002_cancellation_fee.sql"), path.join(dir, "002_cancellation_fee.sql"));
      rmSync(path.join(dir, LAST));
      await expect(migrate(db, dir)).rejects.toThrow(`${LAST} was applied but its file is gone`);
    } finally {
      await db.close();
    }
  });

  itOnPglite("runs each file whole in one transaction: a failing file leaves nothing of itself behind", async () => {
    const dir = copyOfMigrations();
    // Two statements, the second fails; with statement-splitting or no transaction the first would stay.
    writeFileSync(path.join(dir, numbered(NEXT, "broken.sql")), "CREATE TABLE half_done (id int);\nSELECT no_such_function();\n");
    const db = await openDb({ dataDir: "memory://" });
    try {
      await expect(migrate(db, dir)).rejects.toThrow();
      expect(await db.query("SELECT to_regclass('half_done') AS t")).toEqual([{ t: null }]);
      const status = await migrationStatus(db, dir);
      expect(status.filter((r) => r.state === "applied").map((r) => r.name)).toEqual(files);
      expect(status.at(-1)).toEqual({ name: numbered(NEXT, "broken.sql"), state: "pending" });
    } finally {
      await db.close();
    }
  });

  itOnPglite("refuses a new file numbered below one already applied (a branch merged late)", async () => {
    const dir = copyOfMigrations();
    const db = await openDb({ dataDir: "memory://" });
    try {
      await migrate(db, dir);
      // Pretend the newest file had not been run but a later one had.
      writeFileSync(path.join(dir, numbered(NEXT, "later.sql")), "SELECT 1;\n");
      await migrate(db, dir);
      await db.query("DELETE FROM schema_migrations WHERE name = $1", [LAST]);
      await expect(migrate(db, dir)).rejects.toThrow(`${LAST} is new but numbered below one already applied`);
    } finally {
      await db.close();
    }
  });

  itOnPglite("renames the pre-renumbering names a database recorded, checksums taken from the files", async () => {
    const db = await openDb({ dataDir: "memory://" });
    try {
      await migrate(db);
      // A database migrated before renumbering and before checksums.
      await db.exec("ALTER TABLE schema_migrations DROP COLUMN checksum");
      for (const [old, now] of Object.entries(RENUMBERED)) await db.query("UPDATE schema_migrations SET name = $1 WHERE name = $2", [old, now]);
      expect(await migrate(db)).toEqual([]);
      const status = await migrationStatus(db);
      expect(status.map((r) => [r.name, r.state])).toEqual(files.map((f) => [f, "applied"]));
    } finally {
      await db.close();
    }
  });
});
