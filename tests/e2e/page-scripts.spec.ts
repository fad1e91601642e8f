import { expect, test } from "./fixtures";
import { whenHydrated } from "./helpers";
import { INFO } from "./routes";

/**
 * Pages that need no script carry none (app/lib/page-scripts.ts): the information and legal pages
 * (and /ThankYou, in account-sweep.spec.ts) send no script, no modulepreload and nothing React
 * would hydrate, in a browser that runs JavaScript too; a page with scripts still navigates to
 * them in the browser, without loading a new document.
 */
test("the information and legal pages send no script and no modulepreload; the others do", { tag: "@js-on" }, async ({ page, request }) => {
  for (const path of INFO) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("<script");
    expect(html, path).not.toContain("modulepreload");
    expect(html, path).toMatch(/<html[^>]*data-scripts="none"/);
  }
  for (const path of ["/", "/SearchResults?type=1&location=Trivandrum", "/Login"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<script[^>]*type="module"/);
    expect(html, path).not.toMatch(/<html[^>]*data-scripts/);
  }
  // In the browser: nothing runs, and what needs script stays hidden.
  await page.goto("/Contact");
  expect(await page.evaluate(() => ({ scripts: document.scripts.length, context: "__reactRouterContext" in window }))).toEqual({ scripts: 0, context: false });
});

test("from a page with scripts, a link to one without is a navigation in the browser, and the next page works as before", { tag: "@js-on" }, async ({ page }) => {
  await page.goto("/");
  await whenHydrated(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/\/Contact$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
