import { chromium, type Browser } from "@playwright/test";
import { median } from "./stats";

/** Chrome's "low-end mobile": the CPU 6x slower. */
export const CPU_SLOWDOWN = 6;
const MARK = "saaj:hydrated";
const VIEWPORT = { width: 360, height: 740 };
const HYDRATION_TIMEOUT_MS = 60_000;

export interface Cookie {
  name: string;
  value: string;
}

/** Debian's Chromium (or CHROMIUM_PATH), headless. */
export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });

/**
 * A page loaded fresh `runs` times on a slow phone (CPU 6x slower, 360 px), with `cookies` if any:
 * the medians of the time from the start of navigation until interactive (the root's first effect
 * marks `saaj:hydrated`, app/root.tsx; a page without scripts: once parsed) and of the main thread's
 * script time until then (CDP Performance.getMetrics ScriptDuration), and where the page ended up.
 */
export async function measureHydration(browser: Browser, url: string, runs: number, cookies: Cookie[] = []) {
  const hydrated: number[] = [];
  const script: number[] = [];
  let landed = "";
  for (let run = 0; run < runs; run++) {
    // A new context each time: nothing cached, as on a first visit.
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    landed = new URL(page.url()).pathname;
    // A page without scripts (app/lib/page-scripts.ts) never hydrates: it is usable once parsed.
    const scripted = await page.evaluate(() => document.querySelector("script[type=module]") !== null);
    if (scripted) {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: HYDRATION_TIMEOUT_MS });
      hydrated.push(await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, MARK));
    } else {
      hydrated.push(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd));
    }
    const { metrics } = await cdp.send("Performance.getMetrics");
    script.push((metrics.find((m) => m.name === "ScriptDuration")?.value ?? NaN) * 1000);
    await context.close();
  }
  return { interactiveMs: median(hydrated), scriptMs: median(script), landed };
}
