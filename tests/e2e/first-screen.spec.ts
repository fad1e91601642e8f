import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";

/** What a 360×640 phone shows before any scrolling, and the spec's compact search panel. */
test.use({ viewport: { width: 360, height: 640 } });

test("the home page's first screen holds the search and a row of featured categories", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("button", { name: "Search", exact: true });
  const row = page.getByRole("region", { name: "Popular services" });
  await expect(search).toBeInViewport();
  await expect(row.getByRole("link").first()).toBeInViewport();
  const bottom = await row
    .locator("img")
    .first()
    .evaluate((img) => img.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(640);
  // Each picture is a category search, like the cards further down.
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/SearchResults\?catID=\d+/);
});

test("on a phone the results page shows the search as one line, and Change opens the full form", async ({ page }) => {
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  const change = page.getByRole("link", { name: /Haircut.*Trivandrum.*Change search/ });
  const service = page.getByLabel("Service", { exact: true });
  await expect(change).toBeVisible();
  await expect(service).toBeHidden();
  await change.click();
  await expect(service).toBeVisible();
  await expect(service).toHaveValue("Haircut");
  await expect(change).toBeHidden();
  // The filters take no more than two lines at this width, and wrap rather than cut their words
  // (tests/e2e/layout.ts judges the cut; the sweep runs it on every screen).
  const tops = await page
    .getByRole("form", { name: "Filter providers" })
    .locator(":scope > select, :scope > a, :scope > noscript + *")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBeLessThanOrEqual(2);
  expect(await layoutProblems(page)).toEqual([]);
});

test("above 640 px the full search bar shows, with no summary line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  await expect(page.getByLabel("Service", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Change search/ })).toBeHidden();
});
