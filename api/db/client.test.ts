import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "./client";
import { migrate } from "./migrate";

const root = mkdtempSync(path.join(tmpdir(), "saaj-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the embedded database", () => {
  // The embedded database's own: run where the rest run on PGlite, not again beside PostgreSQL (npm test runs both).
  it.skipIf(!!process.env.DATABASE_URL)(
    "starts in a data folder whose parents do not exist yet (a fresh checkout), and keeps its data",
    async () => {
      const dir = path.join(root, "not", "there", "pglite");
      let db = await openDb({ dataDir: dir });
      expect(await migrate(db)).toContain("001_init.sql");
      await db.query("INSERT INTO subscriptions (email) VALUES ('asha@example.in')");
      await db.close();
      db = await openDb({ dataDir: dir });
      expect(await migrate(db)).toEqual([]);
      expect(await db.query("SELECT email FROM subscriptions")).toEqual([{ email: "asha@example.in" }]);
      await db.close();
    },
    60_000,
  );
});
