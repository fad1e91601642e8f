import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** Lighthouse is run with npx, not installed with the project: it is large and only benchmarks use it. */
export const LIGHTHOUSE = "lighthouse@13.5.0";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One Lighthouse mobile run of `url` (its report written in `dir`): score, LCP, CLS and TBT. */
export function lighthouse(url: string, dir: string) {
  const out = path.join(dir, "report.json");
  const run = spawnSync(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", `--output-path=${out}`, "--only-categories=performance", "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits["largest-contentful-paint"]!.numericValue,
    cls: report.audits["cumulative-layout-shift"]!.numericValue,
    tbt: report.audits["total-blocking-time"]!.numericValue,
  };
}
