/**
 * The floor under issue 26's goals: a bare React Router page, made with the same versions of
 * React Router, React and Vite and the same settings as ours, measured on this machine the way
 * `npm run bench` measures our pages. It has one route (a heading and a list of 20 lines from its
 * loader), no styles and no components of ours, so whatever it costs, every React Router page costs.
 *
 *   1. JavaScript for a first visit (gzip): entry, root and route, as scripts/budgets.ts counts ours
 *   2. hydration with the CPU 6x slower (scripts/bench/hydration.ts), median of 5 fresh loads
 *   3. throughput (autocannon, 20 connections) against the same page saved as a file and served by
 *      the same server (react-router-serve)
 *
 * Its figures go to a small JSON file (scripts/bench/floor-file.ts) that the later sections of
 * `npm run bench` read, which measures the floor first so that every goal is held against the
 * floor of the same run. It installs those packages into a temporary directory (npm, from the
 * registry), so it needs the registry and about a minute. Figures, not pass/fail.
 *
 *   npx tsx scripts/bench-floor.ts        (npm run bench runs it as its "floor" section, first)
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { currentCommit, FLOOR_FILE, machineLoad, writeFloor } from "./bench/floor-file";
import { launchChromium, measureHydration } from "./bench/hydration";

const PORT = Number(process.env.FLOOR_PORT ?? 3295);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const HYDRATION_RUNS = 5;
const CONNECTIONS = 20;
const origin = `http://localhost:${PORT}`;
const version = (pkg: string) => (JSON.parse(readFileSync(path.resolve("node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
const reactRouter = ["react-router", "@react-router/node", "@react-router/serve"];
/** Our package.json's overrides: @react-router/dev and /serve are a patch behind react-router (docs/decisions/0026-react-router-7.md). */
const { overrides } = JSON.parse(readFileSync("package.json", "utf8")) as { overrides?: Record<string, string> };

const files: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "saaj-floor",
    private: true,
    type: "module",
    dependencies: {
      ...Object.fromEntries([...reactRouter, "react", "react-dom"].map((p) => [p, version(p)])),
      // React Router's default server entry needs it; we do not.
      isbot: "^5",
    },
    devDependencies: { "@react-router/dev": version("@react-router/dev"), vite: version("vite") },
    overrides,
  }),
  // Our vite.config.ts's build target and react-router.config.ts's settings, nothing else.
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [reactRouter()], build: { target: "es2020" } });
`,
  "react-router.config.ts": `export default { ssr: true };
`,
  "app/routes.ts": `import { type RouteConfig, index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")] satisfies RouteConfig;
`,
  // The same mark as app/root.tsx, so scripts/bench-hydration.ts times it the same way.
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useEffect, type ReactNode } from "react";
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><Meta /><Links /></head>
      <body>{children}<ScrollRestoration /><Scripts /></body>
    </html>
  );
}
export default function App() {
  useEffect(() => void performance.mark("saaj:hydrated"), []);
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `import { useLoaderData } from "react-router";
export const loader = () => ({ title: "Namaste", lines: Array.from({ length: 20 }, (_, i) => "Service " + (i + 1)) });
export default function Home() {
  const { title, lines } = useLoaderData<typeof loader>();
  return <main><h1>{title}</h1><ul>{lines.map((l) => <li key={l}>{l}</li>)}</ul></main>;
}
`,
};

const dir = mkdtempSync(path.join(tmpdir(), "saaj-floor-"));
const servers: ReturnType<typeof spawn>[] = [];
process.on("exit", () => {
  for (const server of servers) server.kill("SIGKILL"); // it holds nothing worth a graceful stop
  rmSync(dir, { recursive: true, force: true });
});
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { cwd: dir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed: ${(r.stderr || r.stdout).slice(-800)}`);
};
run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
run("npx", ["react-router", "build"]);

// 1. JavaScript: everything the one route loads on a first visit.
const { assets } = (await import(path.join(dir, "build/server/index.js"))) as {
  assets: { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };
};
const urls = new Set([assets.entry.module, ...assets.entry.imports, ...Object.values(assets.routes).flatMap((r) => [r.module, ...(r.imports ?? [])])]);
const gzip = [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(path.join(dir, "build/client", url)), { level: 9 }).length, 0);
const versions = `React Router ${version("react-router")}, React ${version("react")}, Vite ${version("vite")}`;
console.log(`bare ${versions}, our settings: one route, no styles`);
console.log(`JavaScript for a first visit: ${(gzip / 1024).toFixed(1)} KiB gzip`);

servers.push(
  spawn(path.join(dir, "node_modules/.bin/react-router-serve"), ["build/server/index.js"], { cwd: dir, env: { ...process.env, NODE_ENV: "production", PORT: String(PORT) }, stdio: "ignore" }),
);
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(origin, { signal: AbortSignal.timeout(2000) })).ok) break;
  } catch {
    // not answering yet
  }
  if (tries > 60) throw new Error("the floor's server did not start");
  await new Promise((r) => setTimeout(r, 500));
}
const page = await (await fetch(origin)).text();
writeFileSync(path.join(dir, "build/client/static.html"), page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""));

// 2. Hydration
const browser = await launchChromium();
const load = machineLoad();
const hydration = await measureHydration(browser, `${origin}/`, HYDRATION_RUNS);
await browser.close();
console.log(`hydration, CPU 6x slower, median of ${HYDRATION_RUNS} fresh loads: interactive ${hydration.interactiveMs.toFixed(0)} ms, script ${hydration.scriptMs.toFixed(0)} ms`);

// 3. Throughput against its static copy
const cannon = async (url: string, duration = SECONDS) => (await autocannon({ url, connections: CONNECTIONS, duration })).requests.average;
// Discarded runs first, so the JIT has compiled both before they are counted (as scripts/bench-personal.ts does).
await cannon(`${origin}/`, WARM_UP_SECONDS);
await cannon(`${origin}/static.html`, WARM_UP_SECONDS);
const copy = await cannon(`${origin}/static.html`);
const app = await cannon(`${origin}/`);
console.log(`throughput: ${app.toFixed(0)} req/s, its static copy ${copy.toFixed(0)} req/s, ratio ${(app / copy).toFixed(3)}`);

writeFloor({
  measuredAt: new Date().toISOString(),
  commit: currentCommit(),
  versions,
  jsKiB: Number((gzip / 1024).toFixed(1)),
  interactiveMs: hydration.interactiveMs,
  scriptMs: hydration.scriptMs,
  hydrationRuns: HYDRATION_RUNS,
  appRps: app,
  staticRps: copy,
  throughputRatio: app / copy,
  load,
});
console.log(`the floor's figures: ${path.relative(process.cwd(), FLOOR_FILE)}`);
process.exit(0);
