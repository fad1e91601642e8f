import type { Page, TestInfo } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { axeViolations, axeViolationsWithoutScripts } from "./axe";
import { whenHydrated } from "./helpers";
import { layoutProblems, WIDTHS } from "./layout";
import { nuErrors } from "./vnu";

/** axe runs at a phone's width and a laptop's. */
export const AXE_WIDTHS = [375, 1280] as const;
/** Hindi and Malayalam: the phones' widths most used and a laptop's (their words run longest on phones). */
export const IN_LANGUAGES = [320, 360, 412, 1280] as const;
export const LANGUAGES = { hi: "Hindi", ml: "Malayalam" } as const;
const HEIGHT = 740;

/** One screen to check, by its URL, and which checks at which widths. */
export interface Visit {
  path: string;
  /** Widths at which the layout is judged (tests/e2e/layout.ts): no sideways scroll, nothing laid over anything. */
  layout?: readonly number[];
  /** Widths at which axe's WCAG 2.2 A/AA rules run. */
  axe?: readonly number[];
  /** The served HTML to the Nu checker (with JavaScript off: the server sends the same HTML either way). */
  html?: boolean;
  /** After the layout is judged and before axe runs (opening a panel, say). */
  beforeAxe?: (page: Page) => Promise<void>;
}

type Check = "layout" | "axe" | "html";

/** Every check on a screen: layout at each width, axe at a phone's and a laptop's, and its HTML. */
export const everything = (path: string): Visit => ({ path, layout: WIDTHS, axe: AXE_WIDTHS, html: true });

/**
 * The window at `width`. With scripts, once the page has laid itself out again (two frames: resize
 * handlers run in the first); without, the layout is read fresh when measured (and no frame callback runs).
 */
async function resize(page: Page, width: number, scripted: boolean) {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
  if (scripted) await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Layout, axe and the Nu HTML checker on one load of each screen, resized to each width: with JavaScript on,
 * axe runs on the live page once its scripts have taken over; with JavaScript off, on the page as
 * that visitor has it, <noscript> content included (tests/e2e/axe.ts). Every problem names the
 * language, width, screen and check; `finish` adds the Nu checker's (one run over every screen's
 * HTML) and returns them all.
 */
export class Sweep {
  readonly problems: string[] = [];
  /** How many times each check ran, for the test's report (pages × widths × checks). */
  readonly counts: Record<Check, number> = { layout: 0, axe: 0, html: 0 };
  /** The language the screens are in now (the saaj_lang cookie the caller set). */
  lang = "en";
  private readonly htmlFiles: { file: string; label: string }[] = [];
  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly jsEnabled: boolean,
    private readonly testInfo: TestInfo,
  ) {
    page.on("pageerror", (e) => this.errors.push(e.message));
  }

  async visit({ path, layout = [], axe = [], html = false, beforeAxe }: Visit) {
    const page = this.page;
    const at = (width: number) => `[${this.lang} ${width}px ${path}]`;
    const widths = [...new Set([...layout, ...axe])].sort((a, b) => a - b);
    let served: string | undefined;
    // One load, at the narrowest width (phones first); each wider width by resizing that window,
    // which gives the same layout as loading at that width (the styles' media queries, and the
    // scripts' resize handling with JavaScript on) for a fraction of the work.
    if (widths.length) {
      await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
      const response = await page.goto(path);
      served = await response?.text().catch(() => undefined);
      await this.checkLang(at(widths[0]!));
    }
    for (const width of layout.length ? widths.filter((w) => layout.includes(w)) : []) {
      await resize(page, width, this.jsEnabled);
      const found = await layoutProblems(page);
      this.counts.layout++;
      for (const p of found) this.problems.push(`${at(width)} layout: ${p}`);
      // LAYOUT_SHOTS=dir keeps a full-page picture of each screen that failed, to look at.
      if (found.length && process.env.LAYOUT_SHOTS) await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${this.lang}-${width}-${path.replace(/\W+/g, "_")}.png`, fullPage: true });
    }
    if (axe.length) {
      if (this.jsEnabled) await whenHydrated(page);
      await beforeAxe?.(page);
      for (const width of axe) {
        await resize(page, width, this.jsEnabled);
        await this.axe(page, at(width));
      }
    }
    for (const e of this.errors.splice(0)) this.problems.push(`[${this.lang} ${path}] page error: ${e.slice(0, 120)}`);
    if (this.jsEnabled || !html) return;
    if (served === undefined) {
      const response = await page.request.get(path);
      served = await response.text();
      if (widths.length === 0) await this.checkLang(`[${this.lang} ${path}]`, served);
    }
    const file = this.testInfo.outputPath(`page-${this.htmlFiles.length}.html`);
    writeFileSync(file, served);
    this.htmlFiles.push({ file, label: `[${this.lang} ${path}]` });
    this.counts.html++;
  }

  /** Every problem found, the Nu checker's included; the counts go to the test's report. */
  async finish() {
    this.problems.push(...(await nuErrors(this.htmlFiles)));
    const { layout, axe, html } = this.counts;
    this.testInfo.annotations.push({ type: "checks", description: `layout ${layout}, axe ${axe}, html ${html}` });
    return this.problems;
  }

  private async axe(page: Page, at: string) {
    this.counts.axe++;
    for (const v of await (this.jsEnabled ? axeViolations(page) : axeViolationsWithoutScripts(page))) this.problems.push(`${at} axe: ${v}`);
  }

  /** The page is in the language it should be (a missed cookie would check English twice). */
  private async checkLang(at: string, html?: string) {
    const lang = html ? /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] : await this.page.locator("html").getAttribute("lang");
    if (lang !== `${this.lang}-IN`) this.problems.push(`${at} lang: <html lang="${lang}">, not ${this.lang}-IN`);
  }
}
