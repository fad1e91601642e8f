import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";

/**
 * The typed query layer (Drizzle, docs/decisions/0009-typed-queries.md) over PGlite or
 * node-postgres. Build queries from the tables in ./schema.ts; both drivers then return the same
 * JS values (timestamptz -> Date, date -> 'YYYY-MM-DD', numeric -> number).
 *
 * Do not read rows from `orm.execute(sql...)`: it returns driver values (timestamps as strings).
 * Use the builder, with `sql<T>` columns (and `.mapWith(...)` for non-text values) inside it.
 */
export type Orm = PgDatabase<PgQueryResultHKT>;

export interface Queryable {
  /** The typed query builder, bound to this connection or transaction. */
  readonly orm: Orm;
  /**
   * Raw SQL, rows cast to T. No route or service uses it (they all query through `orm`); it is kept
   * for the migration runner's bookkeeping and advisory locks (db/migrate.ts), the `/healthz`
   * `SELECT 1` (server.ts), `scripts/bench-search.ts` (ANALYZE, EXPLAIN), and tests' fixtures and
   * checks. When querying this way select numeric/bigint as `::float8` or `::int` and `date` as
   * text, so both drivers agree.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a whole multi-statement script without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
}

export interface OpenDbOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for tests. */
  dataDir?: string;
  /** Postgres schema to use (tests isolate themselves with one). */
  schema?: string;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.dataDir ?? "memory://");
}

/**
 * Trigram matching for search (api/routes/providers/search-text.ts), and plain columns in GIN
 * indexes beside arrays (the search's filters, migration 012). Created once per database in
 * schema public, not by a migration: migrations run per schema (tests use one each), and an
 * extension belongs to the whole database. Both are trusted extensions (PostgreSQL 13+), so a
 * role that may create in the database may create them; PGlite ships them.
 */
const CREATE_EXTENSIONS = "CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public";
/** Serialises CREATE EXTENSION across processes and test files opening the same database. */
const EXTENSION_LOCK = 7_350_001;

/**
 * Reading a page at random costs about what reading it in order does: PGlite keeps the database in
 * memory, and PostgreSQL here runs on SSDs. At the default (4) the planner avoids the search's
 * nearest-first index scan for a bitmap scan of every branch in the radius (docs/decisions/0016).
 */
const RANDOM_PAGE_COST = 1.1;

async function openPglite(dataDir: string): Promise<Db> {
  // PGlite creates only the last folder of the path; a fresh checkout has no .data/ yet.
  if (!dataDir.includes("://")) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  await lite.exec(CREATE_EXTENSIONS);
  await lite.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  const wrap = (c: PGlite | PgliteTransaction): Queryable => ({
    // Drizzle's PGlite session only calls query() on its client, which a PGlite transaction has too.
    orm: drizzlePglite(c as PGlite),
    query: async (text, params) => (await c.query<never>(text, params as unknown[])).rows,
    exec: async (script) => {
      await c.exec(script);
    },
  });
  return {
    ...wrap(lite),
    kind: "pglite",
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // public stays on the path: the extensions live there.
    options: [`-c random_page_cost=${RANDOM_PAGE_COST}`, schema ? `-c search_path=${schema},public` : ""].join(" ").trim(),
  });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (schema) await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.query("BEGIN");
    await admin.query("SELECT pg_advisory_xact_lock($1)", [EXTENSION_LOCK]);
    await admin.query(CREATE_EXTENSIONS);
    await admin.query("COMMIT");
  } finally {
    await admin.end();
  }
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    orm: drizzlePg(c),
    query: async (text, params) => (await c.query(text, params as unknown[])).rows,
    // A query without parameters goes over the simple protocol, which takes several statements.
    exec: async (script) => {
      await c.query(script);
    },
  });
  return {
    ...wrap(pool),
    kind: "postgres",
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
