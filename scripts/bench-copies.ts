/**
 * Personal pages with one and with two copies on PostgreSQL (`npm run bench`, section "copies";
 * alone: `npx tsx scripts/bench-copies.ts` after a build). A throwaway PostgreSQL
 * (scripts/pg-test-server.sh), the production server with WEB_CONCURRENCY=1 and then 2 on it, and
 * autocannon on `/` and the results page for a visitor with a cart (a session: never the page
 * cache), against `/AboutUs` without one as a reference. Figures only, never a pass/fail.
 */
import path from "node:path";
import autocannon from "autocannon";
import { cartCookie, firstProviderPage, startBuiltServer, startPostgres } from "./bench/pg-server";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const postgres = startPostgres();

const cannon = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 30 }).then((r) => ({ rps: r.requests.average, p50: r.latency.p50, bad: r.non2xx + r.errors + r.timeouts }));

const pages: [string, boolean][] = [
  ["/", true],
  ["/SearchResults?type=1&service=Haircut&location=Trivandrum", true],
  ["/AboutUs", false],
];
const results = new Map<string, string[]>();
try {
  for (const copies of [1, 2]) {
    const server = await startBuiltServer(buildDir, postgres.databaseUrl, copies);
    const cookie = await cartCookie(server.base, await firstProviderPage(server.base));
    for (const [page, personal] of pages) {
      await cannon(server.base + page, personal ? { cookie } : {}); // warm-up, discarded
      const r = await cannon(server.base + page, personal ? { cookie } : {});
      const row = results.get(page) ?? [];
      row.push(`${r.rps.toFixed(0).padStart(5)} req/s p50 ${String(r.p50).padStart(4)} ms${r.bad ? ` (${r.bad} bad)` : ""}`);
      results.set(page, row);
    }
    await server.stop();
  }
} finally {
  postgres.stop();
}
console.log(`copies on PostgreSQL, ${CONNECTIONS} connections for ${SECONDS} s each (autocannon); with a cart = a session, never cached`);
console.log("page".padEnd(62), "1 copy".padEnd(28), "2 copies (WEB_CONCURRENCY=2)");
for (const [page, personal] of pages) console.log(`${page}${personal ? " (with a cart)" : ""}`.slice(0, 62).padEnd(62), ...results.get(page)!.map((s) => s.padEnd(28)));
