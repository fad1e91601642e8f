import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLS_ZERO, GOAL, LIGHTHOUSE_GOAL_PAGES, recordGoal, verdict } from "./goals";
import { median } from "./stats";

/** Lighthouse is run with npx, not installed with the project: it is large and only benchmarks use it. */
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = 3;

/** One Lighthouse mobile run of `url` (its report written in `dir`), with `headers` on every request: score, LCP, CLS and TBT. */
function lighthouse(url: string, dir: string, headers: Record<string, string> = {}) {
  const out = path.join(dir, "report.json");
  const run = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as { finalDisplayedUrl: string; categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  return {
    landed: new URL(report.finalDisplayedUrl).pathname,
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits["largest-contentful-paint"]!.numericValue,
    cls: report.audits["cumulative-layout-shift"]!.numericValue,
    tbt: report.audits["total-blocking-time"]!.numericValue,
  };
}

/**
 * Lighthouse mobile (simulated slow 4G, 4x CPU), median of 3, per page, against issue 26's goal
 * (score >= 98 and CLS 0 on its pages), and each page's LCP against its static copy's. `cookies`
 * gives a page the session it needs (/DateTime: a cart and a customer logged in).
 */
export function lighthouseSection(origin: string, pages: string[], copies: Map<string, string>, cookies: Map<string, string>) {
  console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}, ${LIGHTHOUSE} with ${CHROMIUM}; goal (issue 26) score >= ${GOAL.lighthouseScore} with CLS 0`);
  const dir = mkdtempSync(path.join(tmpdir(), "saaj-lh-"));
  console.log("page".padEnd(50), "score", "LCP ms", "CLS", "TBT ms", "static LCP", "LCP ratio", "goal");
  for (const p of pages) {
    const cookie = cookies.get(p);
    const runs = Array.from({ length: RUNS }, () => lighthouse(origin + p, dir, cookie ? { Cookie: cookie } : {}));
    const copyPath = copies.get(p);
    const copy = copyPath ? median(Array.from({ length: RUNS }, () => lighthouse(origin + copyPath, dir).lcp)) : NaN;
    const [score, lcp, cls, tbt] = [median(runs.map((r) => r.score)), median(runs.map((r) => r.lcp)), median(runs.map((r) => r.cls)), median(runs.map((r) => r.tbt))];
    const where = new URL(p, origin).pathname;
    const landed = runs[0]!.landed === where ? "" : ` (ended at ${runs[0]!.landed})`;
    const goal = LIGHTHOUSE_GOAL_PAGES.has(where);
    const met = score >= GOAL.lighthouseScore && cls < CLS_ZERO;
    console.log(
      p.slice(0, 50).padEnd(50),
      String(score).padStart(5),
      lcp.toFixed(0).padStart(6),
      cls.toFixed(3).padStart(5),
      tbt.toFixed(0).padStart(6),
      (Number.isNaN(copy) ? "-" : copy.toFixed(0)).padStart(10),
      (Number.isNaN(copy) ? "-" : (lcp / copy).toFixed(2)).padStart(9),
      (goal ? verdict(met) : "-").padStart(7) + landed,
    );
    if (goal) recordGoal("lighthouse", { subject: where, figure: `${score}, CLS ${cls.toFixed(3)}`, floor: "-", met });
  }
  rmSync(dir, { recursive: true, force: true });
}
