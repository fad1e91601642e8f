/**
 * Fails when the installed version of a direct dependency (package.json's dependencies and
 * devDependencies) is marked deprecated on the npm registry: an end-of-life package (Remix 2 was
 * one) is seen on the day it is marked, not when an advisory names it. The routine that follows a
 * failure is in docs/decisions/0026-react-router-7.md.
 *
 * Asks the registry npm is set to use (`npm config get registry`) for each version's manifest, a
 * few at a time. When the registry cannot be reached it prints a warning and passes: the check
 * must not stop work offline.
 *
 *   npx tsx scripts/deprecated-deps.ts                    (npm test runs it after npm install)
 *   npx tsx scripts/deprecated-deps.ts request@2.88.2     (asks about the named versions instead)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** Registry questions at once: enough to finish in seconds, few enough not to look like a flood. */
const PARALLEL = 8;
const TIMEOUT_MS = 10_000;

type Verdict = { spec: string; deprecated?: string; unreachable?: string; unknown?: string };

function installedDirectDependencies(): string[] {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  return names.map((name) => {
    const installed = JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as { version: string };
    return `${name}@${installed.version}`;
  });
}

const registry = (() => {
  try {
    return execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim().replace(/\/?$/, "/");
  } catch {
    return "https://registry.npmjs.org/";
  }
})();

async function ask(spec: string): Promise<Verdict> {
  const at = spec.lastIndexOf("@");
  const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
  let response: Response;
  try {
    response = await fetch(`${registry}${name.replace("/", "%2f")}/${encodeURIComponent(version)}`, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { spec, unreachable: cause ?? (error as Error).message };
  }
  // Not on this registry (a private or renamed package): nothing to learn there.
  if (response.status === 404) return { spec, unknown: "not found" };
  if (!response.ok) return { spec, unreachable: `HTTP ${response.status}` };
  const manifest = (await response.json()) as { deprecated?: unknown };
  // npm un-deprecates a version by setting an empty message.
  return typeof manifest.deprecated === "string" && manifest.deprecated ? { spec, deprecated: manifest.deprecated } : { spec };
}

async function askAll(specs: string[]): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, specs.length) }, async () => {
      while (next < specs.length) verdicts.push(await ask(specs[next++]!));
    }),
  );
  return verdicts.sort((a, b) => a.spec.localeCompare(b.spec));
}

const named = process.argv.slice(2);
const specs = named.length ? named : installedDirectDependencies();
const started = performance.now();
const verdicts = await askAll(specs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const unreachable = verdicts.filter((v) => v.unreachable);
if (unreachable.length === verdicts.length) {
  console.warn(`deprecated-deps: WARNING: the npm registry did not answer (${unreachable[0]?.unreachable}); not checked, passing.`);
  process.exit(0);
}
for (const v of unreachable) console.warn(`deprecated-deps: WARNING: no answer for ${v.spec} (${v.unreachable}); not checked.`);
for (const v of verdicts.filter((v) => v.unknown)) console.warn(`deprecated-deps: WARNING: the registry does not know ${v.spec} (${v.unknown}).`);

const deprecated = verdicts.filter((v) => v.deprecated);
for (const v of deprecated) console.error(`deprecated: ${v.spec}: ${v.deprecated}`);
console.log(`deprecated-deps: ${verdicts.length} packages asked in ${seconds} s, ${deprecated.length} deprecated`);
if (deprecated.length) {
  console.error("Move off each one (a newer version, its successor, or a removal) as docs/decisions/0026-react-router-7.md describes.");
  process.exit(1);
}
