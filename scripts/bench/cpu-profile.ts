import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Prints where the biggest CPU profile in `dir` spent its busy time, by library, and what "other" is made of. */
export function printProfileSummary(dir: string) {
  const files = readdirSync(dir).map((f) => path.join(dir, f));
  const biggest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!biggest) throw new Error("no CPU profile was written");
  const profile = JSON.parse(readFileSync(biggest, "utf8")) as {
    nodes: { id: number; callFrame: { url: string; functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const kindOf = new Map<number, string>();
  const kinds: [string, (url: string, fn: string) => boolean][] = [
    ["idle", (_u, fn) => fn === "(idle)"],
    ["garbage collection", (_u, fn) => fn === "(garbage collector)"],
    // stylis is styled-components' CSS compiler.
    ["styled-components", (u) => u.includes("styled-components") || u.includes("/stylis/")],
    ["React (render to HTML)", (u) => /react-dom|\/react\//.test(u)],
    ["React Router", (u) => u.includes("react-router")],
    // PGlite's PostgreSQL is WebAssembly, in this same thread; drizzle builds the queries.
    ["database (PGlite, drizzle)", (u) => u.includes("pglite") || u.startsWith("wasm://") || u.includes("drizzle-orm")],
    ["API framework (Hono, zod)", (u) => /hono|\/zod\//.test(u)],
    ["our code (app, api, server)", (u) => /\/(build\/server|api|app|server|contract)\//.test(u) && !u.includes("node_modules")],
    ["Node.js and other", () => true],
  ];
  for (const node of profile.nodes) kindOf.set(node.id, kinds.find(([, test]) => test(node.callFrame.url, node.callFrame.functionName))![0]);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => totals.set(kindOf.get(id)!, (totals.get(kindOf.get(id)!) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const busy = [...totals].filter(([k]) => k !== "idle").reduce((sum, [, t]) => sum + t, 0);
  for (const [kind] of kinds.filter(([k]) => k !== "idle")) {
    const t = totals.get(kind) ?? 0;
    console.log(kind.padEnd(30), `${(t / 1000).toFixed(0).padStart(7)} ms`, `${((100 * t) / busy).toFixed(1).padStart(5)} % of busy time`);
  }
  // What "other" is made of, by file (or by the engine's own entries, such as "(program)").
  const otherByPlace = new Map<string, number>();
  const nodesById = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    if (kindOf.get(id) !== "Node.js and other") return;
    const frame = nodesById.get(id)!.callFrame;
    const place = frame.url ? frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/work\/[^/]+\//, "") : frame.functionName;
    otherByPlace.set(place, (otherByPlace.get(place) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  for (const [place, t] of [...otherByPlace].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  other: ${place.slice(0, 70).padEnd(70)} ${(t / 1000).toFixed(0).padStart(6)} ms`);
}
