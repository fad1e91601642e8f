import { test as base, expect, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";

/** A fresh Indian mobile number per test, so journeys never share a user. */
export const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;

/** A visitor's own address, as the proxy in front of the app would send it. */
export const visitorAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * Each test is its own visitor: its own address (the e2e server trusts loopback as a proxy, so
 * the right-most X-Forwarded-For entry is the visitor; see TRUSTED_PROXIES in tests/e2e/servers/definitions.ts),
 * so per-client limits on code sending apply per test, as they would per person.
 */
export const test = base.extend<{ jsEnabled: boolean }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await use(context);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // No test passes with a failed hydration: React then re-renders the page in the browser and
  // drops its server-rendered styles (React's minified errors 418-425 are the hydration ones).
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    const seen: string[] = [];
    page.on("pageerror", (e) => {
      seen.push(`page error: ${e.message}`);
      if (/hydrat|Minified React error #4(18|19|21|22|23|25)\b/i.test(e.message)) errors.push(e.message);
    });
    page.on("console", (m) => m.type() === "error" && seen.push(`console: ${m.text()}`));
    page.on("requestfailed", (r) => seen.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
    await use(page);
    // CI keeps only the printed output: say where a failed test stood, so a flaky failure can be read.
    if (testInfo.status !== testInfo.expectedStatus) {
      const text = await page
        .locator("body")
        .innerText({ timeout: 2_000 })
        .catch(() => "(no body)");
      console.log(`[failed at] ${page.url()}\n${text.slice(0, 600)}\n${seen.slice(-10).join("\n")}`);
    }
    expect(errors, "hydration errors in the page").toEqual([]);
  },
});

export { expect };

/** Fails the test on any console error or uncaught page error (hydration warnings included). */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || (m.type() === "warning" && /hydrat/i.test(m.text()))) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}
