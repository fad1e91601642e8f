import { expect, type Locator, type Page } from "@playwright/test";
import type { SpecItem } from "../../conformance/items";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The first server, every test's own (baseURL in playwright.config.ts). */
export const MAIN_URL = `http://localhost:${PORT}`;
/** The web app whose API calls go through the fault-injecting proxy (chaos-rules.ts). */
export const CHAOS_URL = `http://localhost:${PORT + 4}`;
/** A server whose demo provider never answers (a request times out, or is cancelled by hand). */
export const SILENT_URL = `http://localhost:${PORT + 1}`;

export interface ScenarioContext {
  page: Page;
  jsEnabled: boolean;
  /** Checks an item of this scenario now, on the way (for words a later step replaces). */
  expectNow(id: string): Promise<void>;
}

/**
 * A way to make some of the spec's strings show: it drives the page (from a fresh visitor) and
 * returns where to look for them (the page by default, or a dialog, a form...).
 */
export interface Scenario {
  title: string;
  run(ctx: ScenarioContext): Promise<Locator | void>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Finds an item's words where the scenario left the page: visible, with the spec's exact case. */
export async function expectItemShown(scope: Page | Locator, item: SpecItem) {
  const words = item.pattern ? new RegExp(item.pattern) : new RegExp(escape(item.text));
  const exact = item.pattern ? words : item.text;
  const found = (() => {
    switch (item.as ?? "text") {
      case "placeholder":
        return scope.getByPlaceholder(exact, { exact: true });
      case "alt":
        return scope.getByAltText(exact, { exact: true });
      case "label":
        return scope.getByLabel(exact, { exact: true });
      case "title":
        return scope.getByTitle(exact, { exact: true });
      case "option":
        // A choice of a visible dropdown: the option itself is never "visible" to Playwright.
        return scope.locator("select").filter({ visible: true }).locator("option").filter({ hasText: words });
      case "attribute":
        return scope.locator(`[aria-label="${item.text}"], [value="${item.text}"]`);
      default:
        return scope.getByText(words);
    }
  })();
  if (item.as === "option") await expect(found.first(), `${item.id}: '${item.text}'`).toBeAttached();
  else await expect(found.filter({ visible: true }).first(), `${item.id}: '${item.text}'`).toBeVisible();
}
