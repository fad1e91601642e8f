import { randomToken } from "../lib/crypto";
import { demoProviderKey } from "../lib/auth";
import type { Db, Queryable } from "./client";
import * as schema from "./schema";
import { seedCatalogue } from "./seed-catalogue";
import { seedDemoCustomer } from "./seed-customer";
import { seedProviders } from "./seed-providers";

/**
 * Demo mode: who owns providers 1 to 24 in the console, 9000000001 for provider 1 … 9000000024
 * for provider 24 (README: playing the provider; the journeys give each console test its own provider).
 */
export const DEMO_OWNER_PHONES = Array.from({ length: 24 }, (_, i) => `9000000${String(i + 1).padStart(3, "0")}`);

async function seedDemoOwners(db: Queryable, providers: number, now: Date) {
  const owners = DEMO_OWNER_PHONES.slice(0, providers).map((phone, i) => ({ providerId: i + 1, phone, name: "Demo owner", role: "owner" as const, createdAt: now }));
  if (owners.length) await db.orm.insert(schema.providerMembers).values(owners).onConflictDoNothing();
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  return (await db.orm.$count(schema.providers)) > 0;
}

export interface SeedOptions {
  providers: number;
  now?: Date;
  /**
   * "demo": every provider's key is `demo-provider-<id>` (demoProviderKey), so the demo provider,
   * the tests and the README can act as any provider; only for demo mode.
   * "random" (the default): a fresh random key per provider, returned once and stored only hashed.
   */
  providerKeys?: "demo" | "random";
}

export interface SeedResult {
  /** The keys of a "random" seed, by provider id: the only time they exist in clear. */
  providerKeys: { providerId: number; key: string }[];
}

/**
 * Demo data: providers (salons and freelancers) in every gazetteer city, a fifth of them in
 * Trivandrum (the default location), each with branches, working hours, services, packages,
 * stylists, photos and reviews; plus FAQs, coupons and a demo customer with bookings.
 * `providers` is the size knob (SEED_PROVIDERS; 10,000 for load tests).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const derivable = options.providerKeys === "demo";
  const issuedKeys: SeedResult["providerKeys"] = [];
  const providerKey = (id: number) => {
    if (derivable) return demoProviderKey(id);
    const key = randomToken();
    issuedKeys.push({ providerId: id, key });
    return key;
  };
  const now = options.now ?? new Date();
  await seedCatalogue(db, now);
  await seedProviders(db, { count: options.providers, now, providerKey });
  await seedDemoCustomer(db, now);
  if (derivable) await seedDemoOwners(db, options.providers, now);
  // Fresh statistics for the planner (PGlite has no autovacuum to gather them).
  await db.query("ANALYZE");
  return { providerKeys: issuedKeys };
}
