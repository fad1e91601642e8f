/**
 * Benchmarks that print figures (never a pass/fail on time), in one run on one machine, against a
 * production server started here (loopback only) or BENCH_URL. The floor comes first: every later
 * section prints issue 26's goals beside its figures and the floor's of the same run, and a summary
 * of those goals ends the run (scripts/bench/goals.ts).
 *
 *   1. the floor: a bare React Router page with our versions and settings, measured the same way
 *      (scripts/bench-floor.ts: JavaScript, hydration, throughput against its static copy), its
 *      figures written to .tmp/bench/floor.json for the sections below (scripts/bench/floor-file.ts)
 *   2. JavaScript per route against our floor (scripts/budgets.ts), and the pages without scripts as served
 *   3. hydration with the CPU 6x slower: time until interactive and script time
 *      (scripts/bench-hydration.ts; /DateTime with a cart and logged in), soon after the floor's
 *   4. server latency and page weight of the main pages, one at a time and 8 at once
 *   5. throughput (autocannon, 20 connections) of those pages against the same pages saved as
 *      static files (scripts removed) and served by the same server: for a visitor without a
 *      session, and for one with a cart
 *   6. Lighthouse mobile (simulated slow 4G, 4x CPU; Debian's Chromium), median of 3, against the
 *      static copy's LCP; /DateTime with a cart and logged in
 *   7. 200 customers browsing and booking for 45 s (scripts/bench-load.ts): reading each page
 *      about 2 s, then never pausing
 *   8. where a page render's time goes (a CPU profile of a second server, page cache off):
 *      styled-components, React, React Router, our code, the embedded database
 *   9. the booking crowd on PostgreSQL: 200 customers booking different slots of one branch at
 *      the same moment, on one copy of the API and on two (scripts/bench-booking.ts; its own
 *      PostgreSQL and API processes, so it needs no build)
 *  10. personal pages with one and two copies on PostgreSQL (scripts/bench-copies.ts)
 *  11. personal pages against their static copies, beside the floor's ratio (scripts/bench-personal.ts)
 *  12. the summary: each of issue 26's goals, the figure, the floor's, met or NOT met
 *
 *   npm run build && npm run bench
 *   BENCH_ONLY=throughput,lighthouse npm run bench      # some sections only (the floor: the last one measured, its date said)
 *   BENCH_ONLY=booking npm run bench                    # the booking crowd alone
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bookingSession } from "./bench/booking-session";
import { printProfileSummary } from "./bench/cpu-profile";
import { currentCommit, floorSource, readFloor } from "./bench/floor-file";
import { printGoalSummary } from "./bench/goals";
import { latencySection } from "./bench/latency";
import { lighthouseSection } from "./bench/lighthouse";
import { startServer } from "./bench/page-server";
import { noScriptPagesSection } from "./bench/served-js";
import { cannon, THROUGHPUT_SECONDS, throughputSection, writeStaticCopies } from "./bench/throughput";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** How long the crowd's customers read a page, on average, before the next one. */
const CROWD_THINK_MS = 2000;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const SECTIONS = ["floor", "js", "hydration", "latency", "throughput", "lighthouse", "load", "profile", "booking", "copies", "personal"];
const only = new Set((process.env.BENCH_ONLY ?? SECTIONS.join(",")).split(","));
/** Sections that start what they measure themselves. */
const SELF_STARTING = new Set(["floor", "booking", "copies", "personal"]);
const needsServer = [...only].some((section) => !SELF_STARTING.has(section));
const heading = (title: string) => console.log(`\n== ${title}`);

/**
 * A section's own script, with this environment and `env`. Not spawnSync: a blocked event loop
 * keeps keep-alive sockets the server has closed meanwhile, and the next request on one fails.
 */
async function runScript(script: string, env: Record<string, string> = {}) {
  await once(spawn("npx", ["tsx", script], { stdio: "inherit", env: { ...process.env, ...env } }), "exit");
}

// What the sections (and the scripts they start, which inherit the environment) share: when the
// run began, so the floor's file can be told from an earlier run's, and where goals are recorded.
const commit = currentCommit();
const runDir = mkdtempSync(path.join(tmpdir(), "saaj-bench-"));
const goalsFile = path.join(runDir, "goals.jsonl");
process.env.BENCH_STARTED_AT = new Date().toISOString();
process.env.BENCH_GOALS_FILE = goalsFile;

// 1. The floor, first, before our server starts
if (only.has("floor")) {
  heading("the floor: a bare React Router page with our versions and settings (one route, no styles), measured the same way");
  await runScript("scripts/bench-floor.ts", { FLOOR_PORT: String(PORT + 5) });
}
const floor = readFloor();
console.log(`\n${floorSource(floor)}; measuring commit ${commit}`);

let base = process.env.BENCH_URL;
let server: ReturnType<typeof spawn> | undefined;
const stop = () => server?.kill("SIGTERM");
process.on("exit", () => {
  stop();
  rmSync(runDir, { recursive: true, force: true });
});
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

// 2. JavaScript per route
if (only.has("js")) {
  heading("JavaScript for a first visit, per route (gzip), against our floor (the entry and its imports)");
  await runScript("scripts/budgets.ts", { BUILD_DIR: buildDir });
  await noScriptPagesSection(origin, buildDir);
}

// 3. Hydration on a slow phone, next to the floor in time: the machine's load moves it most
if (only.has("hydration")) {
  heading("hydration on a slow phone (Chromium, CPU 6x slower), against the floor's");
  await runScript("scripts/bench-hydration.ts", { BENCH_URL: origin });
}

// 4. Latency
if (only.has("latency")) {
  heading(`server latency: ${REQUESTS} sequential + ${REQUESTS} at concurrency ${CONCURRENCY}, no session`);
  await latencySection(origin, ["/", search, provider, "/Login", "/AboutUs", "/api/serviceprovidertypes/?address=Trivandrum&radius=20"], REQUESTS, CONCURRENCY);
}

/** The pages compared with their static copies (the page as the server sent it, scripts removed). */
const compared = ["/", search, provider, "/AboutUs", "/Login"];
const statics = (only.has("throughput") || only.has("lighthouse")) && !process.env.BENCH_URL ? await writeStaticCopies(origin, compared, buildDir) : undefined;
if (process.env.BENCH_URL) console.log("(static copies need the server this script starts: BENCH_URL is set, so there are none)");
const copies = statics?.copies ?? new Map<string, string>();

// 5. Throughput
if (only.has("throughput")) {
  heading(`throughput, 20 connections for ${THROUGHPUT_SECONDS} s each (autocannon): app / static copy, against the floor's`);
  await throughputSection(origin, compared, copies, provider, floor);
}

// 6. Lighthouse
if (only.has("lighthouse")) {
  heading("Lighthouse mobile");
  const session = await bookingSession(origin, provider);
  lighthouseSection(origin, [...compared.filter((c) => c !== "/Login"), "/DateTime"], copies, new Map([["/DateTime", `${session.name}=${session.value}`]]));
}
statics?.remove();

// 7. The crowd
if (only.has("load")) {
  // Customers who read each page for about 2 s, as people do, then the same crowd never pausing
  // (a stress test: 200 connections always waiting).
  for (const think of [process.env.LOAD_THINK_MS ?? String(CROWD_THINK_MS), "0"]) {
    heading(`the crowd: 200 customers browsing and booking for 45 s, ${think === "0" ? "never pausing" : `reading each page ${think} ms on average`}`);
    await runScript("scripts/bench-load.ts", { BENCH_URL: origin, LOAD_THINK_MS: think });
  }
}

// 8. Where the time goes
if (only.has("profile")) {
  heading(`where a render's time goes: CPU profile of ${THROUGHPUT_SECONDS} s per page, 20 connections, page cache off`);
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

// 9. The booking crowd on PostgreSQL
if (only.has("booking")) {
  heading("the booking crowd on PostgreSQL: 200 customers booking different slots of one branch at the same moment (one copy, two copies), then the last places raced");
  await runScript("scripts/bench-booking.ts");
}

// 10. One copy and two on PostgreSQL
if (only.has("copies")) {
  heading("personal pages with 1 and 2 copies on PostgreSQL (WEB_CONCURRENCY; scripts/bench-copies.ts)");
  await runScript("scripts/bench-copies.ts", { BUILD_DIR: buildDir });
}

// 11. Personal pages against their static copies, PostgreSQL, one copy (issue 26, item 4)
if (only.has("personal")) {
  heading("personal pages with a cart on PostgreSQL, one copy, against their static copies, beside the floor's ratio (scripts/bench-personal.ts)");
  await runScript("scripts/bench-personal.ts", { BUILD_DIR: buildDir });
}

// 12. The summary
printGoalSummary(goalsFile, commit);
stop();
