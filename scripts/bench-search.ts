/**
 * Provider search at scale: for each size in SEED_SIZES (default 200, 10,000 and 100,000
 * providers) seeds a fresh database, then times 200 searches mixing words (with typos and other
 * spellings), catalogue ids, categories, places and sorts, and prints p50/p95 and the query plan
 * of a word search (which indexes it uses, and whether any table is read whole).
 *
 *   npm run bench:search                       # PGlite, in memory
 *   DATABASE_URL=postgres://… npm run bench:search   # PostgreSQL (a schema per size, dropped after)
 *   SEED_SIZES=200,10000 npm run bench:search
 */
import pg from "pg";
import { openDb } from "../api/db/client";
import { migrate } from "../api/db/migrate";
import { seedDemoData } from "../api/db/seed";
import { resolveLocation } from "../api/routes/providers/list-item";
import { searchProviders, searchQuery } from "../api/routes/providers/search.service";
import { matchCatalogue } from "../api/routes/providers/search-text";
import { SearchQuery } from "../contract/schemas/providers";

const sizes = (process.env.SEED_SIZES ?? "200,10000,100000").split(",").map(Number);
const databaseUrl = process.env.DATABASE_URL;
const QUERIES = 200;
const places = ["Trivandrum", "Kochi", "Bengaluru", "Mumbai", "New Delhi", "Kowdiar, Trivandrum, Kerala, India", "560034", "Lat: 12.97, Lng: 77.64"];
const words = ["hair", "hiar cut", "facail", "mehndi", "bridal makeup", "pedicure", "threading", "spa", "kesar", "dulhan"];
const sorts = ["", "distance", "rating", "price"];

const pct = (times: number[], p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
const summary: string[] = [];
const p95s: number[] = [];
/** The goal (issue 11): p95 at the largest size at most twice that at the smallest, and under 50 ms. */
const MAX_GROWTH = 2;
const MAX_P95_MS = 50;

for (const providers of sizes) {
  const schema = databaseUrl ? `bench_${providers}_${process.pid}` : undefined;
  const db = await openDb({ databaseUrl, dataDir: "memory://", schema });
  await migrate(db);
  let started = performance.now();
  await seedDemoData(db, { providers, providerKeys: "demo" });
  console.log(`\n${db.kind}, ${providers} providers: seeded in ${Math.round(performance.now() - started)} ms`);
  await db.query("ANALYZE");

  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const kind = i % 4; // words, a catalogue id, a category, nothing but the place
    const query = SearchQuery.parse({
      address: places[i % places.length],
      radius: "20",
      service_type_id: i % 3 === 0 ? "" : String((i % 2) + 1),
      q: kind === 0 || kind === 3 ? words[i % words.length] : "",
      service_id: kind === 1 ? String((i % 30) + 1) : "",
      category_id: kind === 2 ? String((i % 8) + 1) : "",
      sort: sorts[i % sorts.length],
      open_now: i % 5 === 0 ? "1" : "",
    });
    started = performance.now();
    try {
      await searchProviders(db, query, new Date(), "en");
    } catch {
      // Nothing found is a result too.
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const line = `${db.kind}, ${providers} providers, ${QUERIES} searches: p50 ${pct(times, 50)} ms, p95 ${pct(times, 95)} ms, max ${pct(times, 100)} ms`;
  console.log(line);
  summary.push(line);
  p95s.push(Number(pct(times, 95)));

  // The plan of a word search as the API sends it: the branches must come from the lat/lng index.
  const benchQuery = SearchQuery.parse({ address: "Bengaluru", radius: "20", service_type_id: "1", q: "hair" });
  const matches = await matchCatalogue(db, "hair");
  const { sql: text, params } = searchQuery(db, { ...benchQuery, sort: "relevance" }, resolveLocation(benchQuery.address).point, matches).toSQL();
  const plan = (await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params)).map((r) => r["QUERY PLAN"]);
  const scans = plan
    .filter((l) => /Scan/.test(l))
    .map((l) =>
      l
        .trim()
        .replace(/\s+\(cost=.*$/, "")
        .replace(/^->\s*/, ""),
    );
  console.log(`plan: ${[...new Set(scans)].join(" | ")}`);
  const whole = scans.filter((s) => /^Seq Scan on (providers|branches|offerings)\b/.test(s));
  console.log(whole.length ? `plan reads whole tables: ${whole.join(", ")}` : "plan: no whole read of providers, branches or offerings");
  await db.close();
  if (databaseUrl && schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
console.log(`\n${summary.join("\n")}`);
if (p95s.length > 1) {
  const growth = p95s.at(-1)! / p95s[0]!;
  console.log(
    `p95 at ${sizes.at(-1)} ÷ p95 at ${sizes[0]}: ${growth.toFixed(2)} (goal ≤ ${MAX_GROWTH}); p95 at ${sizes.at(-1)} ${p95s.at(-1)} ms (goal < ${MAX_P95_MS} ms): ${growth <= MAX_GROWTH && p95s.at(-1)! < MAX_P95_MS ? "met" : "NOT met"}`,
  );
}
