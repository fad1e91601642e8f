/**
 * Provider search at scale: seeds SEED_PROVIDERS (default 10,000) into an in-memory PGlite,
 * then times searches in several cities and prints the figures and the query plan.
 *
 *   npx tsx scripts/bench-search.ts
 */
import { openDb } from "../api/db/client";
import { migrate } from "../api/db/migrate";
import { seedDemoData } from "../api/db/seed";
import { searchProviders } from "../api/routes/providers/providers.service";
import { SearchQuery } from "../api/routes/providers/providers.schemas";

const providers = Number(process.env.SEED_PROVIDERS ?? 10_000);
const db = await openDb({ dataDir: "memory://" });
await migrate(db);
let started = performance.now();
await seedDemoData(db, { providers });
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
const plan = await db.query<{ "QUERY PLAN": string }>(
  "EXPLAIN SELECT branch_id FROM branches WHERE latitude BETWEEN 8.3 AND 8.7 AND longitude BETWEEN 76.7 AND 77.1",
);
console.log("bounding-box plan:", plan.map((r) => r["QUERY PLAN"]).join(" | "));
await db.close();
