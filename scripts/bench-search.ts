/**
 * Provider search at scale: seeds SEED_PROVIDERS (default 10,000) into an in-memory PGlite,
 * then times searches in several cities and prints the figures and the query plan.
 *
 *   npx tsx scripts/bench-search.ts
 */
import { openDb } from "../api/db/client";
import { migrate } from "../api/db/migrate";
import { seedDemoData } from "../api/db/seed";
import { resolveLocation, searchProviders, searchQuery } from "../api/routes/providers/providers.service";
import { SearchQuery } from "../contract/schemas/providers";

const providers = Number(process.env.SEED_PROVIDERS ?? 10_000);
const db = await openDb({ dataDir: "memory://" });
await migrate(db);
let started = performance.now();
await seedDemoData(db, { providers, providerKeys: "demo" });
console.log(`seeded ${providers} providers in ${Math.round(performance.now() - started)} ms`);
await db.query("ANALYZE");

const places = ["Trivandrum", "Kochi", "Bengaluru", "Mumbai", "New Delhi", "Lat: 12.97, Lng: 77.64"];
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const query = SearchQuery.parse({ address: places[i % places.length], radius: "20", service_type_id: String((i % 2) + 1), service_id: i % 3 ? "1" : "" });
  started = performance.now();
  try {
    await searchProviders(db, query, new Date());
  } catch {
    // Nothing found is a result too.
  }
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
console.log(`search, 200 queries: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
// The search itself, as the API sends it: the branches must come from branches_lat_lng_idx.
const benchQuery = SearchQuery.parse({ address: "Trivandrum", radius: "20", service_type_id: "1", service_id: "1" });
const { sql: text, params } = searchQuery(db, { ...benchQuery, sort: "distance" }, resolveLocation(benchQuery.address).point).toSQL();
const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params);
const lines = plan.map((r) => r["QUERY PLAN"]);
console.log(lines.some((l) => l.includes("branches_lat_lng_idx")) ? "search plan: uses branches_lat_lng_idx" : "search plan: DOES NOT use branches_lat_lng_idx");
console.log(
  lines
    .filter((l) => /Scan/.test(l))
    .map((l) => l.trim().replace(/\s+\(cost=.*$/, ""))
    .join(" | "),
);
await db.close();
