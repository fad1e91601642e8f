import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { CDPSession, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** axe's WCAG 2.2 A/AA rules (labels, names, contrast, landmarks, target size…). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"], iframes: false };

/**
 * What axe finds wrong in what `page` shows now, one line per rule with its first few elements.
 * axe-core is put into each document once and run there at each width (@axe-core/playwright puts
 * its 580 KB in again on every run: a third of each run's time, measured). Frames are left out:
 * our only one is the map on a provider's page, which is OpenStreetMap's page, not ours. Only
 * violations are gathered, not the passes.
 */
export async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options).then((r) => r.violations),
    OPTIONS,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * axe on a page loaded without JavaScript, as that visitor has it: the same document, its
 * <noscript> content laid out and checked, none of its scripts run. axe needs timers, which a page
 * without JavaScript never fires, so script execution is switched on for the run only (DevTools'
 * Emulation.setScriptExecutionDisabled): the page's own scripts were skipped as it was parsed and
 * do not run later. The first call of a new DevTools session sends "disabled" first: a session
 * sends only changes of its own setting, and the page's was set by Playwright's.
 */
export async function axeViolationsWithoutScripts(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (s) => (await s.send("Emulation.setScriptExecutionDisabled", { value: true }), s));
    sessions.set(page, session);
  }
  const cdp = await session;
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
  try {
    // axe passes over whatever is inside <noscript> (content a scripted page never shows); here it
    // is what the visitor sees, so it is taken out of its wrapper first, in place.
    await page.evaluate(() => document.querySelectorAll("noscript").forEach((n) => n.replaceWith(...Array.from(n.childNodes))));
    return await axeViolations(page);
  } finally {
    await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  }
}
