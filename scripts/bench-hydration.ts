/**
 * Hydration on a slow phone: Debian's Chromium with the CPU slowed 6x (Chrome's "low-end mobile"),
 * each page loaded fresh HYDRATION_RUNS times (default 3) at 360 px. Prints, per page, the median
 * time from the start of navigation until the page is interactive (the root's first effect marks
 * `saaj:hydrated`, app/root.tsx; a page without scripts: once parsed) and the main thread's script time until then (CDP
 * Performance.getMetrics ScriptDuration), against issue 12's goals. Figures, not pass/fail.
 *
 *   BENCH_URL=http://localhost:3290 npx tsx scripts/bench-hydration.ts   (npm run bench starts the server)
 *   HYDRATION_RUNS=5 HYDRATION_PAGES=/,/AboutUs BENCH_URL=… npx tsx scripts/bench-hydration.ts
 */
import { chromium } from "@playwright/test";

const base = process.env.BENCH_URL ?? "http://localhost:3290";
const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
const CPU_SLOWDOWN = 6;
const GOALS = { hydratedMs: 1000, scriptMs: 300 };
/** HYDRATION_PAGES (comma-separated paths) measures other pages, as scripts/bench-floor.ts does. */
const PAGES = process.env.HYDRATION_PAGES?.split(",") ?? ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", "/Overview?provider_id=1&branch_id=1", "/AboutUs", "/Login"];
const MARK = "saaj:hydrated";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
console.log(`CPU slowed ${CPU_SLOWDOWN}x, 360 px, median of ${RUNS} fresh loads; goals: interactive <= ${GOALS.hydratedMs} ms, script <= ${GOALS.scriptMs} ms`);
console.log("page".padEnd(52), "interactive ms".padStart(15), "script ms".padStart(10), "goal".padStart(9));
for (const path of PAGES) {
  const hydrated: number[] = [];
  const script: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A new context each time: nothing cached, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(base + path, { waitUntil: "load" });
    // A page without scripts (app/lib/page-scripts.ts) never hydrates: it is usable once parsed.
    const scripted = await page.evaluate(() => document.querySelector("script[type=module]") !== null);
    if (scripted) {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 60_000 });
      hydrated.push(await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, MARK));
    } else {
      hydrated.push(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd));
    }
    const { metrics } = await cdp.send("Performance.getMetrics");
    script.push((metrics.find((m) => m.name === "ScriptDuration")?.value ?? NaN) * 1000);
    await context.close();
  }
  const [h, s] = [median(hydrated), median(script)];
  const met = h <= GOALS.hydratedMs && s <= GOALS.scriptMs;
  console.log(path.slice(0, 52).padEnd(52), h.toFixed(0).padStart(15), s.toFixed(0).padStart(10), (met ? "met" : "NOT met").padStart(9));
}
await browser.close();
