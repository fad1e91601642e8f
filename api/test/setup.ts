import { randomBytes } from "node:crypto";
import { openDb, type Db } from "../db/client";
import { migrate } from "../db/migrate";
import { seedDemoData } from "../db/seed";
import { createApi } from "../app";
import { createNotifier } from "../lib/notifier";
import { testApiConfig, type ApiConfig } from "../config";
import { issueToken, demoProviderKey } from "../lib/auth";
import { issueMemberToken } from "../lib/member-auth";
import { providerMembers } from "../db/schema";
import type { Deps } from "../lib/context";
import { responseChecker, type ResponseCheck } from "./openapi-validator";
import { openFromSnapshot } from "./db-snapshot";

export interface TestApi {
  app: ReturnType<typeof createApi>;
  db: Db;
  deps: Deps;
  /** Moves the API's clock. */
  setNow(date: Date): void;
  advance(ms: number): void;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** request() and parse the JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  json<T = any>(method: string, path: string, options?: RequestOptions): Promise<{ status: number; body: T }>;
  /** Creates a user directly and returns its id and a valid token. */
  createUser(fields?: { phone?: string; name?: string; email?: string }): Promise<{ userId: number; token: string; phone: string }>;
  /** A new token for an existing user, issued at the API's clock (after moving it further than a token lasts). */
  signIn(userId: number): Promise<string>;
  providerKey(providerId: number): string;
  /** Puts someone on a provider's team directly and returns a console token for them. */
  createMember(fields: { providerId: number; role?: "owner" | "staff"; branchIds?: number[]; phone?: string }): Promise<{ memberId: number; token: string; phone: string }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  providerKey?: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  /** A body sent exactly as given (set its content-type in headers). */
  raw?: string;
  headers?: Record<string, string>;
  /** The caller's address as the hosting process decided it (server.ts); unset = "unknown". */
  client?: string;
}

let phoneCounter = 0;

/**
 * A real API on a real database: PGlite in memory, or PostgreSQL in a fresh schema
 * when DATABASE_URL is set (CI runs both). `seed` loads the demo data (small size).
 */
export async function createTestApi(options: { seed?: boolean; config?: Partial<ApiConfig> } = {}): Promise<TestApi> {
  const config = testApiConfig(options.config);
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const seed = options.seed !== false;
  const build = async (fresh: Db) => {
    await migrate(fresh);
    if (seed) await seedDemoData(fresh, { providers: config.seedProviders, providerKeys: "demo" });
  };
  let db: Db;
  if (databaseUrl) {
    db = await openDb({ databaseUrl, schema });
    await build(db);
  } else db = await openFromSnapshot(seed ? `seeded-${config.seedProviders}` : "migrated", build);
  let now = new Date();
  const deps: Deps = { db, config, notifier: createNotifier(db, config, () => now), now: () => now };
  const app = createApi(deps);

  const request = (method: string, path: string, o: RequestOptions = {}) => {
    const url = new URL(path, "http://api.test");
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.providerKey) headers["x-provider-key"] = o.providerKey;
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(o.json);
    } else if (o.form) body = o.form;
    else if (o.raw !== undefined) body = o.raw;
    return Promise.resolve(app.request(url.toString(), { method, headers, body }, { clientAddress: o.client })).then((res) => checked(method, url, res));
  };

  // Every answer in the API tests is held to the API's own document (status and body).
  let check: ResponseCheck | undefined;
  const checked = async (method: string, url: URL, res: Response) => {
    check ??= responseChecker(await (await app.request("http://api.test/api/openapi.json")).json());
    const problem = check(method, url.pathname, res.status, res.headers.get("content-type"), await res.clone().text());
    if (problem) throw new Error(`The answer disagrees with /api/openapi.json: ${problem}`);
    return res;
  };

  return {
    app,
    db,
    deps,
    setNow: (date) => void (now = date),
    advance: (ms) => void (now = new Date(now.getTime() + ms)),
    request,
    async json(method, path, o) {
      const res = await request(method, path, o);
      return { status: res.status, body: await res.json() };
    },
    async createUser(fields = {}) {
      const phone = fields.phone ?? `9${String(Date.now() % 1e6).padStart(6, "0")}${String(++phoneCounter).padStart(3, "0")}`.slice(0, 10);
      const [user] = await db.query<{ user_id: number }>("INSERT INTO users (name, email, phone) VALUES ($1, $2, $3) RETURNING user_id", [
        fields.name ?? "Test User",
        fields.email ?? `user${phone}@example.in`,
        phone,
      ]);
      const token = await issueToken(db, user!.user_id, now);
      return { userId: user!.user_id, token, phone };
    },
    signIn: (userId) => issueToken(db, userId, now),
    providerKey: demoProviderKey,
    async createMember(fields) {
      const phone = fields.phone ?? `8${String(Date.now() % 1e6).padStart(6, "0")}${String(++phoneCounter).padStart(3, "0")}`.slice(0, 10);
      const [member] = await db.orm
        .insert(providerMembers)
        .values({ providerId: fields.providerId, phone, name: "Test Member", role: fields.role ?? "owner", branchIds: fields.branchIds ?? [], createdAt: now })
        .returning({ memberId: providerMembers.memberId });
      return { memberId: member!.memberId, token: await issueMemberToken(db, member!.memberId, now), phone };
    },
    async close() {
      await deps.notifier.stop();
      await db.close();
      if (schema && databaseUrl) {
        const admin = await openDb({ databaseUrl });
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      }
    },
  };
}
