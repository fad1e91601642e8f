/**
 * Benchmarks that print figures (never a pass/fail on time), in one run on one machine, against a
 * production server started here (loopback only) or BENCH_URL:
 *
 *   1. JavaScript per route against the floor (scripts/budgets.ts)
 *   2. server latency and page weight of the main pages, one at a time and 8 at once
 *   3. throughput (autocannon, 20 connections) of those pages against the same pages saved as
 *      static files (scripts removed) and served by the same server: for a visitor without a
 *      session, and for one with a cart
 *   4. Lighthouse mobile (simulated slow 4G, 4x CPU; Debian's Chromium), median of 3, against the
 *      static copy's LCP
 *   5. hydration with the CPU 6x slower: time until interactive and script time (scripts/bench-hydration.ts)
 *   6. 200 customers browsing and booking for 45 s (scripts/bench-load.ts): reading each page
 *      about 2 s, then never pausing
 *   7. where a page render's time goes (a CPU profile of a second server, page cache off):
 *      styled-components, React, React Router, our code, the embedded database
 *   8. the floor: a bare React Router page with our versions and settings, measured the same way
 *      (scripts/bench-floor.ts: JavaScript, hydration, throughput against its static copy)
 *   9. the booking crowd on PostgreSQL: 200 customers booking different slots of one branch at
 *      the same moment, on one copy of the API and on two (scripts/bench-booking.ts; its own
 *      PostgreSQL and API processes, so it needs no build)
 *  10. personal pages with one and two copies on PostgreSQL (scripts/bench-copies.ts)
 *  11. personal pages against their static copies, beside the floor's ratio (scripts/bench-personal.ts)
 *
 *   npx react-router build && npm run bench
 *   BENCH_ONLY=throughput,lighthouse npm run bench      # some sections only
 *   BENCH_ONLY=booking npm run bench                    # the booking crowd alone
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { printProfileSummary } from "./bench/cpu-profile";
import { CHROMIUM, LIGHTHOUSE, lighthouse } from "./bench/lighthouse";
import { startServer } from "./bench/page-server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const THROUGHPUT_CONNECTIONS = 20;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = 3;
/** How long the crowd's customers read a page, on average, before the next one. */
const CROWD_THINK_MS = 2000;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const only = new Set((process.env.BENCH_ONLY ?? "js,latency,throughput,lighthouse,hydration,load,profile,floor,booking,copies,personal").split(","));
/** Sections that start what they measure themselves. */
const SELF_STARTING = new Set(["floor", "booking", "copies", "personal"]);
// A floor measured after this is this run's (scripts/bench-personal.ts reuses it).
process.env.BENCH_STARTED ??= String(Date.now());
const needsServer = [...only].some((section) => !SELF_STARTING.has(section));

let base = process.env.BENCH_URL;
let server: ReturnType<typeof spawn> | undefined;
const stop = () => server?.kill("SIGTERM");
process.on("exit", stop);

if (!base && needsServer) {
  base = `http://localhost:${PORT}`;
  server = await startServer(PORT);
}
const origin = base ?? "";

async function firstProvider() {
  const res = await fetch(`${origin}/api/serviceprovidertypes/?address=Trivandrum&radius=20&service_type_id=1`);
  const body = (await res.json()) as { data?: { provider_id: number; branch_id: number }[] };
  const p = body.data?.[0];
  return p ? `/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id}` : "/Overview?provider_id=1&branch_id=1";
}

const provider = needsServer ? await firstProvider() : "";
const search = "/SearchResults?type=1&service=Haircut&location=Trivandrum";
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const heading = (title: string) => console.log(`\n== ${title}`);

// 1. JavaScript per route
if (only.has("js")) {
  heading("JavaScript for a first visit, per route (gzip)");
  spawnSync("npx", ["tsx", "scripts/budgets.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

// 2. Latency
if (only.has("latency")) {
  heading(`server latency: ${REQUESTS} sequential + ${REQUESTS} at concurrency ${CONCURRENCY}, no session`);
  const timeOne = async (p: string) => {
    const start = performance.now();
    const res = await fetch(origin + p);
    const body = await res.text();
    return { ms: performance.now() - start, bytes: Buffer.byteLength(body), gzip: gzipSync(body).length, status: res.status };
  };
  console.log("page".padEnd(58), "status", "KiB", "gzKiB", "p50 ms", "p95 ms", "conc p50", "conc p95", "req/s");
  for (const p of ["/", search, provider, "/Login", "/AboutUs", "/api/serviceprovidertypes/?address=Trivandrum&radius=20"]) {
    for (let i = 0; i < 5; i++) await timeOne(p);
    const seq: number[] = [];
    let last = await timeOne(p);
    for (let i = 0; i < REQUESTS; i++) {
      last = await timeOne(p);
      seq.push(last.ms);
    }
    const conc: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < REQUESTS) conc.push((await timeOne(p)).ms);
      }),
    );
    const rps = (REQUESTS / ((performance.now() - started) / 1000)).toFixed(0);
    seq.sort((a, b) => a - b);
    conc.sort((a, b) => a - b);
    console.log(
      p.slice(0, 58).padEnd(58),
      String(last.status).padStart(6),
      (last.bytes / 1024).toFixed(1).padStart(5),
      (last.gzip / 1024).toFixed(1).padStart(5),
      pct(seq, 50).toFixed(1).padStart(6),
      pct(seq, 95).toFixed(1).padStart(6),
      pct(conc, 50).toFixed(1).padStart(8),
      pct(conc, 95).toFixed(1).padStart(8),
      rps.padStart(5),
    );
  }
}

/**
 * The pages compared with their static copies, and a visitor with a cart (a session) for the
 * pages such a visitor sees. The static copy is the page as the server sent it, scripts removed.
 */
const compared = ["/", search, provider, "/AboutUs", "/Login"];
/** Each compared page's static copy, as a file the same server serves (its static-file path). */
const staticCopies = new Map<string, string>();
const STATIC_DIR = path.join(buildDir, "client", "bench-static");

function writeStaticCopies(pages: Map<string, string>) {
  mkdirSync(STATIC_DIR, { recursive: true });
  [...pages].forEach(([p, html], i) => {
    writeFileSync(path.join(STATIC_DIR, `${i}.html`), html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""));
    staticCopies.set(p, `/bench-static/${i}.html`);
  });
}

async function startStaticCopy() {
  if (process.env.BENCH_URL) {
    console.log("(static copies need the server this script starts: BENCH_URL is set, so there are none)");
    return;
  }
  const pages = new Map<string, string>();
  for (const p of compared) pages.set(p, await (await fetch(origin + p)).text());
  writeStaticCopies(pages);
}

async function cartCookie() {
  const html = await (await fetch(origin + provider)).text();
  const serviceId = /name="serviceId" value="(\d+)"/.exec(html)?.[1];
  const query = new URL(origin + provider).searchParams;
  const form = new URLSearchParams({ intent: "add", serviceId: serviceId ?? "1", providerId: query.get("provider_id")!, branchId: query.get("branch_id")!, redirectTo: provider });
  const res = await fetch(`${origin}/actions/cart`, { method: "POST", body: form, redirect: "manual", headers: { Origin: origin } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__saaj="));
  if (!cookie) throw new Error(`adding to the cart gave no session (HTTP ${res.status})`);
  return cookie.split(";")[0]!;
}

const cannon = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SECONDS, headers, timeout: 30 }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p97: r.latency.p97_5,
    bad: r.non2xx + r.errors + r.timeouts,
  }));

if (only.has("throughput") || only.has("lighthouse")) await startStaticCopy();

// 3. Throughput
if (only.has("throughput")) {
  heading(`throughput, ${THROUGHPUT_CONNECTIONS} connections for ${THROUGHPUT_SECONDS} s each (autocannon): app / static copy`);
  console.log("page".padEnd(50), "visitor".padEnd(8), "app req/s", "p50 ms", "p97.5 ms", "bad", "static req/s", "ratio", "goal");
  const cookie = await cartCookie();
  for (const p of compared) {
    const copyPath = staticCopies.get(p);
    const copy = copyPath ? await cannon(origin + copyPath) : { rps: NaN };
    const visitors: [string, Record<string, string>, number][] = [["none", {}, 0.5]];
    if (p !== "/Login" && p !== "/AboutUs") visitors.push(["session", { Cookie: cookie }, 0.15]);
    for (const [who, headers, goal] of visitors) {
      const app = await cannon(origin + p, headers);
      const ratio = app.rps / copy.rps;
      console.log(
        p.slice(0, 50).padEnd(50),
        who.padEnd(8),
        app.rps.toFixed(0).padStart(9),
        String(app.p50).padStart(6),
        String(app.p97).padStart(8),
        String(app.bad).padStart(3),
        copy.rps.toFixed(0).padStart(12),
        ratio.toFixed(3).padStart(5),
        `>= ${goal} ${ratio >= goal ? "met" : "NOT met"}`,
      );
    }
  }
}

// 4. Lighthouse
if (only.has("lighthouse")) {
  heading(`Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS}, ${LIGHTHOUSE} with ${CHROMIUM}`);
  const dir = mkdtempSync(path.join(tmpdir(), "saaj-lh-"));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log("page".padEnd(50), "score", "LCP ms", "CLS", "TBT ms", "static LCP", "LCP ratio");
  for (const p of [...compared.filter((c) => c !== "/Login"), "/DateTime"]) {
    const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(origin + p, dir));
    const copyPath = staticCopies.get(p);
    const copy = copyPath ? median(Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(origin + copyPath, dir).lcp)) : NaN;
    const lcp = median(runs.map((r) => r.lcp));
    console.log(
      p.slice(0, 50).padEnd(50),
      String(median(runs.map((r) => r.score))).padStart(5),
      lcp.toFixed(0).padStart(6),
      median(runs.map((r) => r.cls))
        .toFixed(3)
        .padStart(5),
      median(runs.map((r) => r.tbt))
        .toFixed(0)
        .padStart(6),
      (Number.isNaN(copy) ? "-" : copy.toFixed(0)).padStart(10),
      (Number.isNaN(copy) ? "-" : (lcp / copy).toFixed(2)).padStart(9),
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
rmSync(STATIC_DIR, { recursive: true, force: true });

// 5. Hydration on a slow phone
if (only.has("hydration")) {
  heading("hydration on a slow phone (Chromium, CPU 6x slower)");
  spawnSync("npx", ["tsx", "scripts/bench-hydration.ts"], { stdio: "inherit", env: { ...process.env, BENCH_URL: origin } });
}

// 6. The crowd
if (only.has("load")) {
  // Customers who read each page for about 2 s, as people do, then the same crowd never pausing
  // (a stress test: 200 connections always waiting).
  for (const think of [process.env.LOAD_THINK_MS ?? String(CROWD_THINK_MS), "0"]) {
    heading(`the crowd: 200 customers browsing and booking for 45 s, ${think === "0" ? "never pausing" : `reading each page ${think} ms on average`}`);
    spawnSync("npx", ["tsx", "scripts/bench-load.ts"], { stdio: "inherit", env: { ...process.env, BENCH_URL: origin, LOAD_THINK_MS: think } });
  }
}

// 7. Where the time goes
if (only.has("profile")) {
  heading(`where a render's time goes: CPU profile of ${THROUGHPUT_SECONDS} s per page, ${THROUGHPUT_CONNECTIONS} connections, page cache off`);
  const dir = mkdtempSync(path.join(tmpdir(), "saaj-prof-"));
  const port = PORT + 2;
  const profiled = await startServer(port, { PAGE_CACHE: "off" }, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  for (const p of ["/", search, provider]) await cannon(`http://localhost:${port}${p}`);
  const exited = new Promise((resolve) => profiled.on("exit", resolve));
  profiled.kill("SIGTERM");
  await exited;
  await new Promise((r) => setTimeout(r, 2000));
  printProfileSummary(dir);
  rmSync(dir, { recursive: true, force: true });
}

// 8. The floor under the goals
if (only.has("floor")) {
  heading("the floor: a bare React Router page with our versions and settings (one route, no styles), measured the same way");
  spawnSync("npx", ["tsx", "scripts/bench-floor.ts"], { stdio: "inherit", env: { ...process.env, FLOOR_PORT: String(PORT + 5) } });
}

// 9. The booking crowd on PostgreSQL
if (only.has("booking")) {
  heading("the booking crowd on PostgreSQL: 200 customers booking different slots of one branch at the same moment (one copy, two copies), then the last places raced");
  spawnSync("npx", ["tsx", "scripts/bench-booking.ts"], { stdio: "inherit" });
}

// 10. One copy and two on PostgreSQL
if (only.has("copies")) {
  heading("personal pages with 1 and 2 copies on PostgreSQL (WEB_CONCURRENCY; scripts/bench-copies.ts)");
  spawnSync("npx", ["tsx", "scripts/bench-copies.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}
// 11. Personal pages against an empty one
if (only.has("personal")) {
  heading("personal pages (a cart) on PostgreSQL with one copy, against their static copies and the floor (scripts/bench-personal.ts)");
  spawnSync("npx", ["tsx", "scripts/bench-personal.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}
stop();
