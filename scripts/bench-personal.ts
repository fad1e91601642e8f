/**
 * Personal pages against an empty one (issue 26, item 4; `npm run bench`, section "personal";
 * alone: `npx tsx scripts/bench-personal.ts` after a build). A throwaway PostgreSQL, the built
 * production server on it with one copy, and autocannon on `/` and a provider's page for a
 * visitor with a cart (a session: never the page cache), each against its static copy (the page
 * that visitor gets, scripts removed, served as a file by the same server). Beside it, the floor's
 * ratio (a bare React Router page against its own static copy, scripts/bench-floor.ts) from the
 * same run: the goal is at least half of it. Figures only, never a pass/fail.
 *
 * "CPU ms" is the server's CPU time per request (app, static copy): it moves less than req/s when
 * other work shares the machine. PERSONAL_CPU_PROF=dir also writes the server's CPU profile there (node --cpu-prof).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { cartCookie, firstProviderPage, startBuiltServer, startPostgres } from "./bench/pg-server";
import { FLOOR_RESULT, type FloorResult } from "./bench/floor-result";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Discarded runs first, so the JIT has compiled the page before it is counted. */
const WARM_UP_SECONDS = 3;
/** A personal page should cost at most about twice an empty one: half the floor's ratio. */
const GOAL_OF_FLOOR = 0.5;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const staticDir = path.join(buildDir, "client", "bench-static-personal");
/** When `npm run bench` started (set by scripts/bench.ts): a floor measured since then is this run's. */
const runStarted = Number(process.env.BENCH_STARTED ?? Date.now());

/** The server's CPU time so far, ms (Linux): per request it moves less with the machine's other load than req/s does. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
};
const CLOCK_TICKS = 100;

async function cannon(url: string, headers: Record<string, string> = {}, duration = SECONDS) {
  const before = cpuMs(server.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 30 });
  return { rps: r.requests.average, p50: r.latency.p50, bad: r.non2xx + r.errors + r.timeouts, cpu: (cpuMs(server.pid) - before) / r.requests.total };
}

/** The floor's ratio from this run, measured now if the run has none yet (its throughput only). */
function floorRatio(): FloorResult | undefined {
  if (!existsSync(FLOOR_RESULT) || statSync(FLOOR_RESULT).mtimeMs < runStarted) {
    spawnSync("npx", ["tsx", "scripts/bench-floor.ts"], { stdio: "inherit", env: { ...process.env, FLOOR_ONLY: "throughput" } });
  }
  return existsSync(FLOOR_RESULT) ? (JSON.parse(readFileSync(FLOOR_RESULT, "utf8")) as FloorResult) : undefined;
}

const floor = floorRatio();
const postgres = startPostgres();
const profileDir = process.env.PERSONAL_CPU_PROF;
const server = await startBuiltServer(buildDir, postgres.databaseUrl, 1, profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []);
const rows: string[] = [];
try {
  const provider = await firstProviderPage(server.base);
  const cookie = await cartCookie(server.base, provider);
  mkdirSync(staticDir, { recursive: true });
  for (const [i, page] of ["/", provider].entries()) {
    const html = await (await fetch(server.base + page, { headers: { cookie } })).text();
    writeFileSync(path.join(staticDir, `${i}.html`), html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""));
    const copyUrl = `${server.base}/bench-static-personal/${i}.html`;
    await cannon(server.base + page, { cookie }, WARM_UP_SECONDS);
    await cannon(copyUrl, {}, WARM_UP_SECONDS);
    const copy = await cannon(copyUrl);
    const app = await cannon(server.base + page, { cookie });
    const ratio = app.rps / copy.rps;
    const goal = floor ? GOAL_OF_FLOOR * floor.ratio : NaN;
    rows.push(
      [
        `${page} (with a cart)`.slice(0, 50).padEnd(50),
        app.rps.toFixed(0).padStart(9),
        String(app.p50).padStart(6),
        String(app.bad).padStart(3),
        app.cpu.toFixed(2).padStart(7),
        copy.rps.toFixed(0).padStart(12),
        copy.cpu.toFixed(2).padStart(10),
        ratio.toFixed(3).padStart(6),
        floor ? `>= ${goal.toFixed(3)} ${ratio >= goal ? "met" : "NOT met"}` : "(no floor)",
      ].join(" "),
    );
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
  postgres.stop();
}
console.log(`personal pages, PostgreSQL, one copy, ${CONNECTIONS} connections for ${SECONDS} s each (autocannon): app / its static copy`);
if (floor) console.log(`the floor (bare React Router page) in this run: ${floor.app.toFixed(0)} req/s, static ${floor.copy.toFixed(0)} req/s, ratio ${floor.ratio.toFixed(3)}`);
console.log("page".padEnd(50), "app req/s", "p50 ms", "bad", "CPU ms", "static req/s", "static CPU", " ratio", `goal (${GOAL_OF_FLOOR} of the floor's ratio)`);
for (const row of rows) console.log(row);
