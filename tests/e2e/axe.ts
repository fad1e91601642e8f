import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
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

/** The HTML each scripted page is to show for its next document (the server's, scripts removed). */
const pageHtml = new WeakMap<Page, string>();
const scriptedPages = new WeakMap<Page, Promise<Page>>();

/**
 * One scripted page per test page, in a context of its own, closed with the test page's context:
 * each page it loads is the HTML last handed to it, and every other request (styles, images, frames)
 * goes to the server. axe needs scripts to run; a page without JavaScript cannot run it.
 */
function scriptedPageFor(page: Page) {
  let scripted = scriptedPages.get(page);
  if (!scripted) {
    scripted = (async () => {
      const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
      page.context().once("close", () => void context.close());
      const created = await context.newPage();
      await created.route("**/*", (route) =>
        route.request().frame() === created.mainFrame() && route.request().isNavigationRequest()
          ? route.fulfill({ body: pageHtml.get(created) ?? "", contentType: "text/html; charset=utf-8" })
          : route.continue(),
      );
      return created;
    })();
    scriptedPages.set(page, scripted);
  }
  return scripted;
}

/**
 * What a visitor without JavaScript gets, for axe: the server's `html` at `url` with its scripts
 * removed, shown in the scripted page beside `page`. Returns that page, at `width`, to run axe on.
 */
export async function serverHtmlForAxe(page: Page, url: string, html: string, width: number) {
  const scripted = await scriptedPageFor(page);
  pageHtml.set(scripted, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""));
  await scripted.setViewportSize({ width, height: page.viewportSize()?.height ?? 740 });
  await scripted.goto(url);
  return scripted;
}
