import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { errorField, log } from "../../shared/log";
import { isDatabaseUnavailable } from "./unavailable";

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
  /** PGlite: the whole data directory as a tar file (what `loadDataDir` starts from). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDbOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for tests. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory instead of an empty one (tests: a migrated, seeded copy). */
  loadDataDir?: Blob;
  /** Postgres schema to use (tests isolate themselves with one). */
  schema?: string;
  /** Connections this process may hold (PostgreSQL); every copy holds up to this many. */
  poolMax?: number;
  /** How long a query waits for a connection before it fails (PostgreSQL, ms). */
  connectTimeoutMs?: number;
  /** At start, how long to keep trying a database that does not answer yet (PostgreSQL, ms). */
  startupWaitMs?: number;
}

export const DEFAULT_POOL_MAX = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_STARTUP_WAIT_MS = 60_000;
/** Between tries while the database is not up yet at start. */
const STARTUP_RETRY_MS = 1_000;

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? "memory://", options.loadDataDir);
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

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  // PGlite creates only the last folder of the path; a fresh checkout has no .data/ yet.
  if (!dataDir.includes("://")) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin }, loadDataDir });
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
    dumpDataDir: () => lite.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, options: OpenDbOptions): Promise<Db> {
  const { schema } = options;
  await prepareDatabase(url, schema, options.startupWaitMs ?? DEFAULT_STARTUP_WAIT_MS);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Nothing is set per session at connect time, so PgBouncer in transaction mode can sit between
    // (it refuses the `options` startup parameter). Only tests, which never go through a pooler,
    // put their own schema on the path; public stays on it, where the extensions live.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection the server closed (a restart, a failover, an idle timeout) is dropped by
  // the pool and replaced on the next query; without this listener the process would crash.
  pool.on("error", (error) => log.warn({ err: errorField(error) }, "[db] an idle connection was lost; it will be replaced"));
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
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A connection that died mid-transaction cannot roll back: it is thrown away instead.
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else await client.query("ROLLBACK").catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Once per process, before the pool: the extensions (under a lock, since copies start together),
 * the tests' schema, and the planner's page cost for this role in this database, so no setting
 * travels with each connection. Waits for a database that is still starting (a compose stack, a
 * failover) instead of exiting at once.
 */
async function prepareDatabase(url: string, schema: string | undefined, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const admin = new pg.Client({ connectionString: url });
    admin.on("error", () => undefined); // reported through the failing query below
    try {
      await admin.connect();
      if (schema) await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.query("BEGIN");
      await admin.query("SELECT pg_advisory_xact_lock($1)", [EXTENSION_LOCK]);
      await admin.query(CREATE_EXTENSIONS);
      await admin.query(SET_PAGE_COST);
      await admin.query("COMMIT");
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + STARTUP_RETRY_MS > deadline) throw error;
      log.warn({ err: errorField(error) }, "[db] the database does not answer yet; trying again");
      await new Promise((resolve) => setTimeout(resolve, STARTUP_RETRY_MS));
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
}

/** For new sessions of this role in this database; a role may always set its own defaults. */
const SET_PAGE_COST = `DO $$ BEGIN
  EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET random_page_cost = ${RANDOM_PAGE_COST}', current_database());
END $$`;
