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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { cartCookie, firstProviderPage, startBuiltServer, startPostgres } from "./bench/pg-server";
import { floorSource, readFloor } from "./bench/floor-file";
import { GOAL, recordGoal } from "./bench/goals";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Discarded runs first, so the JIT has compiled the page before it is counted. */
const WARM_UP_SECONDS = 3;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const staticDir = path.join(buildDir, "client", "bench-static-personal");
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

// The floor's figures: this run's (`npm run bench` measures it first), else the last measured, its date said.
const floor = readFloor();
const floorRatio = floor?.throughputRatio;
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
    const goal = floorRatio === undefined ? NaN : GOAL.personalThroughputShare * floorRatio;
    const met = ratio >= goal;
    recordGoal("personal-throughput", {
      subject: page === "/" ? "/ (a cart)" : "/Overview (a cart)",
      figure: `${ratio.toFixed(3)} (${app.rps.toFixed(0)} req/s)`,
      floor: floorRatio === undefined ? "not measured" : floorRatio.toFixed(3),
      met: floorRatio === undefined ? null : met,
    });
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
        floorRatio === undefined ? "(floor not measured)" : `>= ${goal.toFixed(3)} ${met ? "met" : "NOT met"}`,
      ].join(" "),
    );
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
  postgres.stop();
}
console.log(`personal pages, PostgreSQL, one copy, ${CONNECTIONS} connections for ${SECONDS} s each (autocannon): app / its static copy`);
console.log(
  floor
    ? `the floor (bare React Router page): ${floor.appRps.toFixed(0)} req/s, static ${floor.staticRps.toFixed(0)} req/s, ratio ${floor.throughputRatio.toFixed(3)}; ${floorSource(floor)}`
    : "floor not measured",
);
console.log("page".padEnd(50), "app req/s", "p50 ms", "bad", "CPU ms", "static req/s", "static CPU", " ratio", `goal (${GOAL.personalThroughputShare} of the floor's ratio)`);
for (const row of rows) console.log(row);
