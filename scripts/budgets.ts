/**
 * JavaScript budgets: for each route, the gzip size of the scripts a first visit to it downloads
 * (the entry, the root and the route's own module with their imports), read from the browser
 * manifest of the production build. Prints a table; fails when a route is over budget, or when it
 * grew more than GROWTH_KIB past its recorded figure in scripts/js-baseline.json (JavaScript per
 * route must not creep up unnoticed). `--update` records today's figures as the baseline: a
 * deliberate act, reviewed in the diff. Beside each figure, issue 26's goals: 0 KiB on pages
 * without scripts (counted 0 by their route's NO_SCRIPTS; `npm run bench` checks the served HTML),
 * and every other page within our floor (the entry and its imports) + 30 KiB (printed, recorded
 * for `npm run bench`'s summary). A route that met its goal in the baseline fails when it no
 * longer does (a ratchet: the goal is not failed on for the routes that have not met it yet). Run
 * after `npx react-router build`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFloor } from "./bench/floor-file";
import { GOAL, recordGoal, verdict } from "./bench/goals";

const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 170);
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
const floorKiB = sum(floor) / 1024;
const bare = readFloor();
console.log(
  `floor, what any React Router page ships (React, React DOM, React Router; the entry): ${kib(sum(floor))} KiB gzip${bare ? ` (the bare page of the floor section: ${bare.jsKiB} KiB)` : ""}`,
);
console.log(`shared by every page (the floor + our root with styled-components): ${kib(sum(shared))} KiB gzip`);
console.log(`goals (issue 26): 0 KiB on pages without scripts; every other page <= floor + ${GOAL.jsOverFloorKiB} = ${(floorKiB + GOAL.jsOverFloorKiB).toFixed(1)} KiB`);
console.log("route".padEnd(34), "own KiB".padStart(8), "first-visit KiB".padStart(16), "vs baseline".padStart(12), "over floor".padStart(11), "goal".padStart(8));
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
  const overFloor = total - floorKiB;
  const goalMet = withoutScripts(id) ? total === 0 : overFloor <= GOAL.jsOverFloorKiB;
  if (goalMet) meetGoal++;
  if (!withoutScripts(id)) recordGoal("hydrated-js", { subject: name, figure: `${total.toFixed(1)} KiB (+${overFloor.toFixed(1)})`, floor: `${floorKiB.toFixed(1)} KiB`, met: goalMet });
  let flag = total > BUDGET_KIB ? "  OVER BUDGET" : "";
  if (flag) over++;
  if (before !== undefined && total > before + GROWTH_KIB) {
    grew++;
    flag += "  GREW";
  }
  // A route that met the goal keeps meeting it (its baseline figure did).
  const goalKiB = withoutScripts(id) ? 0 : floorKiB + GOAL.jsOverFloorKiB;
  if (!goalMet && before !== undefined && before <= goalKiB) {
    fellShort++;
    flag += "  NO LONGER MEETS ITS GOAL";
  }
  const versusFloor = withoutScripts(id) ? "-" : `+${overFloor.toFixed(1)}`;
  console.log(
    name.padEnd(34),
    kib(sum(own)).padStart(8),
    (withoutScripts(id) ? "0 (no scripts)" : total.toFixed(1)).padStart(16),
    delta.padStart(12),
    versusFloor.padStart(11),
    verdict(goalMet).padStart(8) + flag,
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
  console.error(`${fellShort} route(s) met their goal in scripts/js-baseline.json and no longer do`);
  process.exitCode = 1;
}
console.log(`budget: ${BUDGET_KIB} KiB gzip of JavaScript for a first visit to any page; issue 26's goals: ${meetGoal} of ${Object.keys(measured).length} routes meet theirs`);
if (over) {
  console.error(`${over} route(s) over budget`);
  process.exit(1);
}
