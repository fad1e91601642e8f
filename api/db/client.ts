import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The one database interface every API module uses. PGlite (embedded) and
 * node-postgres return rows the same way as long as queries avoid types whose
 * JS parsing differs between the two drivers:
 *   - select numeric/bigint as `::float8` or `::int`,
 *   - select `date` columns as text (`to_char(d, 'YYYY-MM-DD')`),
 *   - timestamptz comes back as a JS Date from both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
}

export async function one<T>(q: Queryable, text: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(text, params);
  return rows[0];
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

async function openPglite(dataDir: string): Promise<Db> {
  // PGlite creates only the last folder of the path; a fresh checkout has no .data/ yet.
  if (!dataDir.includes("://")) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lite = await PGlite.create(dataDir);
  const run = async <T>(q: { query: PGlite["query"] }, text: string, params?: unknown[]) =>
    (await q.query<T>(text, params as unknown[])).rows;
  return {
    kind: "pglite",
    query: (text, params) => run(lite, text, params),
    transaction: (fn) =>
      lite.transaction((tx) => fn({ query: (text, params) => run(tx, text, params) })),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (text, params) => (await c.query(text, params as unknown[])).rows,
  });
  return {
    kind: "postgres",
    query: wrap(pool).query,
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
