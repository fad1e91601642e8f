import { expect, test } from "./fixtures";

/** On a slow link a tab shows the spec's skeleton and the page a thin progress bar (JavaScript only). */
test("a slow tab change shows a skeleton in the panel and the progress bar, then the tab", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "without JavaScript the browser's own loading indicator is all there is");
  await page.goto("/Overview?provider_id=1&branch_id=1");
  // Slow the next data request down, as a 3G phone would see it.
  await page.route(/\/Overview\.data/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole("link", { name: "Our Stylists" }).click();
  await expect(page.getByTestId("skeleton")).toBeVisible();
  // The shimmer takes the spec's 4.2 s.
  expect(
    await page
      .getByTestId("skeleton")
      .locator("> div")
      .first()
      .evaluate((el) => getComputedStyle(el).animationDuration),
  ).toBe("4.2s");
  await expect(page.getByTestId("progress-bar")).toBeVisible();
  await expect(page.getByTestId("skeleton")).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("progress-bar")).toHaveCount(0);
  await expect(page).toHaveURL(/tab=stylists/);
});
