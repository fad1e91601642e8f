/**
 * JavaScript budgets: for each route, the gzip size of the scripts a first visit to it downloads
 * (the entry, the root and the route's own module with their imports), read from the browser
 * manifest of the production build. Prints a table with issue 26's goal beside each route (0 KiB
 * on a page without scripts; the floor + GOAL_ABOVE_FLOOR_KIB on the others). Fails when a route
 * is over budget, when a route that met the goal no longer does, or when it grew more than
 * GROWTH_KIB past its recorded figure in scripts/js-baseline.json (JavaScript per route must not
 * creep up unnoticed). `--update` records today's figures as the baseline: a deliberate act,
 * reviewed in the diff. Run after `npx react-router build`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 170);
/** Issue 26's goal for a page with scripts: at most this much above the floor (React, React DOM, React Router). */
const GOAL_ABOVE_FLOOR_KIB = 30;
const GROWTH_KIB = 0.5;
const BASELINE_FILE = path.resolve("scripts/js-baseline.json");
const baseline = JSON.parse(readFileSync(BASELINE_FILE, "utf8")) as Record<string, number>;
const update = process.argv.includes("--update");
const measured: Record<string, number> = {};
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const assets = build.assets as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; hasAction: boolean; hasLoader: boolean; hasDefaultExport?: boolean }>;
};

/** Pages that load no script on a first visit (a route handle of NO_SCRIPTS, app/lib/page-scripts.ts). */
const serverRoutes = build.routes as Record<string, { module: { handle?: { hydrate?: unknown } } }>;
const withoutScripts = (id: string) => serverRoutes[id]?.module.handle?.hydrate === false;

const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length);
  return sizes.get(url)!;
};
const sum = (urls: Set<string>) => [...urls].reduce((s, u) => s + gz(u), 0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const files = (route?: { module: string; imports?: string[] }) => (route ? [route.module, ...(route.imports ?? [])] : []);

const floor = new Set([assets.entry.module, ...assets.entry.imports]);
const shared = new Set([...floor, ...files(assets.routes.root)]);
const goalKib = sum(floor) / 1024 + GOAL_ABOVE_FLOOR_KIB;
console.log(`floor, what any React Router page ships (React, React DOM, React Router; the entry): ${kib(sum(floor))} KiB gzip`);
console.log(`shared by every page (the floor + our root with styled-components): ${kib(sum(shared))} KiB gzip`);
console.log("route".padEnd(34), "own KiB".padStart(8), "first-visit KiB".padStart(16), "goal".padStart(7), "".padStart(8), "vs baseline".padStart(12));
let over = 0;
let grew = 0;
let meetGoal = 0;
let fellShort = 0;
for (const [id, route] of Object.entries(assets.routes).sort()) {
  // Pages only: the root is in every figure, and resource routes (files, redirects) load no script.
  if (id === "root" || route.hasDefaultExport === false || id.startsWith("routes/actions/") || id.startsWith("routes/seo/")) continue;
  const all = new Set([...shared, ...files(route)]);
  const own = new Set([...all].filter((u) => !shared.has(u)));
  // Its own module still loads when a page with scripts navigates to it (a client navigation).
  const total = withoutScripts(id) ? 0 : sum(all) / 1024;
  const name = id.replace("routes/", "");
  measured[name] = Number(total.toFixed(1));
  const before = baseline[name];
  const delta = before === undefined ? "new" : `${total - before >= 0 ? "+" : ""}${(total - before).toFixed(1)}`;
  const goal = withoutScripts(id) ? 0 : goalKib;
  const met = total <= goal;
  if (met) meetGoal++;
  let flag = total > BUDGET_KIB ? "  OVER BUDGET" : "";
  if (flag) over++;
  if (before !== undefined && total > before + GROWTH_KIB) {
    grew++;
    flag += "  GREW";
  }
  // A route that met the goal keeps meeting it (the baseline says it did).
  if (!met && before !== undefined && before <= goal) {
    fellShort++;
    flag += "  NO LONGER MEETS THE GOAL";
  }
  console.log(
    name.padEnd(34),
    kib(sum(own)).padStart(8),
    (withoutScripts(id) ? "0 (no scripts)" : total.toFixed(1)).padStart(16),
    `<= ${goal.toFixed(1)}`.padStart(7),
    (met ? "met" : "NOT met").padStart(8),
    delta.padStart(12) + flag,
  );
}
if (update) {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`baseline recorded in ${path.relative(process.cwd(), BASELINE_FILE)}`);
} else if (grew) {
  console.error(`${grew} route(s) grew more than ${GROWTH_KIB} KiB past scripts/js-baseline.json: shrink them, or record the growth on purpose with \`npx tsx scripts/budgets.ts --update\``);
  process.exitCode = 1;
}
if (fellShort) {
  console.error(`${fellShort} route(s) met the goal in scripts/js-baseline.json and no longer do`);
  process.exitCode = 1;
}
console.log(
  `budget: ${BUDGET_KIB} KiB gzip of JavaScript for a first visit to any page; goal 0 KiB without scripts, the floor + ${GOAL_ABOVE_FLOOR_KIB} (${goalKib.toFixed(1)}) KiB with them: ${meetGoal} of ${Object.keys(measured).length} routes meet it`,
);
if (over) {
  console.error(`${over} route(s) over budget`);
  process.exit(1);
}
