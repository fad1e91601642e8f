/**
 * Personal pages with one and with two copies on PostgreSQL (`npm run bench`, section "copies";
 * alone: `npx tsx scripts/bench-copies.ts` after a build). A throwaway PostgreSQL
 * (scripts/pg-test-server.sh), the production server with WEB_CONCURRENCY=1 and then 2 on it, and
 * autocannon on `/` and the results page for a visitor with a cart (a session: never the page
 * cache), against `/AboutUs` without one as a reference. Figures only, never a pass/fail.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import autocannon from "autocannon";
import { benchServerEnv } from "./bench/page-server";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const out = execFileSync("bash", ["scripts/pg-test-server.sh"], { encoding: "utf8" });
const pgDir = /PG_TEST_DIR=(\S+)/.exec(out)![1]!;
const databaseUrl = /DATABASE_URL_TEST=(\S+)/.exec(out)![1]!;
const stopPg = () => execFileSync("bash", ["scripts/pg-test-server.sh", "stop", pgDir], { stdio: "ignore" });

async function startServer(copies: number) {
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim());
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    env: { ...benchServerEnv(port), DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(copies), SHUTDOWN_DRAIN_MS: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    if (
      (await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** A visitor with one service in the cart: the session cookie. */
async function cartCookie(base: string) {
  const found = (await (await fetch(`${base}/api/serviceprovidertypes/?address=Trivandrum&radius=20&service_type_id=1`)).json()) as { data: { provider_id: number; branch_id: number }[] };
  const { provider_id, branch_id } = found.data[0]!;
  const page = `/Overview?provider_id=${provider_id}&branch_id=${branch_id}`;
  const serviceId = /name="serviceId" value="(\d+)"/.exec(await (await fetch(base + page)).text())?.[1] ?? "1";
  const form = new URLSearchParams({ intent: "add", serviceId, providerId: String(provider_id), branchId: String(branch_id), redirectTo: page });
  const res = await fetch(`${base}/actions/cart`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__saaj="))!
    .split(";")[0]!;
}

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
    const server = await startServer(copies);
    const cookie = await cartCookie(server.base);
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
  stopPg();
}
console.log(`copies on PostgreSQL, ${CONNECTIONS} connections for ${SECONDS} s each (autocannon); with a cart = a session, never cached`);
console.log("page".padEnd(62), "1 copy".padEnd(28), "2 copies (WEB_CONCURRENCY=2)");
for (const [page, personal] of pages) console.log(`${page}${personal ? " (with a cart)" : ""}`.slice(0, 62).padEnd(62), ...results.get(page)!.map((s) => s.padEnd(28)));
