/**
 * JavaScript budgets: for each route, the gzip size of the scripts a first visit to it downloads
 * (the entry, the root and the route's own module with their imports), read from the browser
 * manifest of the production build. Prints a table; fails when a route is over budget.
 * Run after `npx remix vite:build`.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 170);
const clientDir = path.resolve("build/client");
const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
const assets = build.assets as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; hasAction: boolean; hasLoader: boolean; hasComponent?: boolean }>;
};

const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length);
  return sizes.get(url)!;
};
const sum = (urls: Set<string>) => [...urls].reduce((s, u) => s + gz(u), 0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const files = (route?: { module: string; imports?: string[] }) => (route ? [route.module, ...(route.imports ?? [])] : []);

const shared = new Set([assets.entry.module, ...assets.entry.imports, ...files(assets.routes.root)]);
console.log(`shared by every page (entry + root): ${kib(sum(shared))} KiB gzip`);
console.log("route".padEnd(34), "own KiB".padStart(8), "first-visit KiB".padStart(16));
let over = 0;
for (const [id, route] of Object.entries(assets.routes).sort()) {
  if (id === "root" || id.startsWith("routes/actions/")) continue;
  const all = new Set([...shared, ...files(route)]);
  const own = new Set([...all].filter((u) => !shared.has(u)));
  const total = sum(all) / 1024;
  const flag = total > BUDGET_KIB ? "  OVER BUDGET" : "";
  if (flag) over++;
  console.log(id.replace("routes/", "").padEnd(34), kib(sum(own)).padStart(8), total.toFixed(1).padStart(16) + flag);
}
console.log(`budget: ${BUDGET_KIB} KiB gzip of JavaScript for a first visit to any page`);
if (over) {
  console.error(`${over} route(s) over budget`);
  process.exit(1);
}
