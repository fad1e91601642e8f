import { randomBytes } from "node:crypto";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "./client";
import { migrate } from "./migrate";
import * as schema from "./schema";

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);

interface ColumnShape {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}
type Shapes = Record<string, Record<string, ColumnShape>>;

/** schema.ts as the database would describe it. */
function declared(): Shapes {
  const shapes: Shapes = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const composite = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    shapes[config.name] = Object.fromEntries(
      config.columns.map((c) => {
        const type = c.getSQLType().replace(/, /g, ",");
        const serial = type === "serial";
        // A generated column's expression is stored as its default (pg_attrdef).
        const generated = c.generated !== undefined;
        return [c.name, { type: serial ? "integer" : type, nullable: !(c.notNull || c.primary || composite.has(c.name)), hasDefault: c.hasDefault || serial || generated }];
      }),
    );
  }
  return shapes;
}

/** The migrated database as it is. */
async function actual(db: Db): Promise<Shapes> {
  const rows = await db.query<{ table_name: string; column_name: string; type: string; nullable: boolean; has_default: boolean }>(
    `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
            NOT a.attnotnull AS nullable, a.atthasdef AS has_default
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND c.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
  const shapes: Shapes = {};
  for (const r of rows) {
    (shapes[r.table_name] ??= {})[r.column_name] = { type: r.type, nullable: r.nullable, hasDefault: r.has_default };
  }
  return shapes;
}

const databaseUrl = process.env.DATABASE_URL;

describe("api/db/schema.ts", () => {
  let db: Db;
  let pg: Db | undefined;
  const pgSchema = `t_schema_${randomBytes(5).toString("hex")}`;
  beforeAll(async () => {
    db = await openDb({ dataDir: "memory://" });
    await migrate(db);
    if (databaseUrl) {
      pg = await openDb({ databaseUrl, schema: pgSchema });
      await migrate(pg);
    }
  });
  afterAll(async () => {
    await db.close();
    if (pg) {
      await pg.query(`DROP SCHEMA ${pgSchema} CASCADE`);
      await pg.close();
    }
  });

  it("declares every table and column exactly as the migrations make them (types, nullability, defaults)", async () => {
    expect(declared()).toEqual(await actual(db));
  });

  // The same checks on PGlite and, when DATABASE_URL is set, on PostgreSQL (node-postgres).
  it("reads values as expected on PGlite: Date, 'YYYY-MM-DD', numbers, bytes", () => readsValues(db));
  it.skipIf(!databaseUrl)("reads the same values on PostgreSQL", () => readsValues(pg!));
});

async function readsValues(target: Db) {
  const { orm } = target;
  const [user] = await orm.insert(schema.users).values({ phone: "9000000001", dob: "1990-02-03" }).returning();
  const [provider] = await orm.insert(schema.serviceTypes).values({ serviceTypeId: 1, typeName: "Salon Services" }).returning();
  expect(provider).toEqual({ serviceTypeId: 1, typeName: "Salon Services", i18n: {} });
  expect(user!.dob).toBe("1990-02-03");
  expect(user!.createdAt).toBeInstanceOf(Date);
  const [coupon] = await orm.insert(schema.coupons).values({ couponCode: "TEN", kind: "percent", value: 12.5 }).returning();
  expect(coupon!.value).toBe(12.5);
  expect(coupon!.expiresAt).toBeNull();
  const [branch] = await orm.insert(schema.providers).values({ providerName: "Bytes Salon", serviceTypeId: 1 }).returning({ providerId: schema.providers.providerId });
  const [b] = await orm.insert(schema.branches).values({ providerId: branch!.providerId, branchName: "Main", city: "Kochi", state: "Kerala", latitude: 9.5, longitude: 76.25 }).returning();
  expect(b!.workingHours).toEqual({});
  expect(b!.latitude).toBe(9.5);
  const [a] = await orm
    .insert(schema.appointments)
    .values({
      userId: user!.userId,
      providerId: branch!.providerId,
      branchId: b!.branchId,
      appointmentDate: "2026-01-31",
      appointmentTime: "9:30 AM",
      referenceImage: new Uint8Array([1, 2, 255]),
      cancellationFee: 59,
    })
    .returning();
  expect(a!.appointmentDate).toBe("2026-01-31");
  expect(Array.from(a!.referenceImage!)).toEqual([1, 2, 255]);
  expect(a!.referenceImage).toBeInstanceOf(Uint8Array);
  expect(a!.cancellationFee).toBe(59);
}
