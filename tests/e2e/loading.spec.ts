import { expect, freshPhone, test } from "./fixtures";
import { logInByForms } from "./book-by-forms";

/** On a slow link a tab shows the spec's skeleton and the page a thin progress bar (JavaScript only). */
test("a slow tab change shows a skeleton in the panel and the progress bar, then the tab [spec 1.9.skeleton-4-2]", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript the browser's own loading indicator is all there is.
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

/** A pending same-page tab switch: the panel is a skeleton until the data arrives, then the new tab. */
async function expectSkeletonWhileSlow(page: import("@playwright/test").Page, data: RegExp, click: () => Promise<void>, label: string) {
  let slowed = false;
  await page.route(data, async (route) => {
    slowed = true;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await click();
  await expect(page.getByRole("status", { name: label })).toBeVisible();
  await expect(page.getByRole("status", { name: label })).toHaveCount(0, { timeout: 10_000 });
  expect(slowed).toBe(true);
  await page.unroute(data);
}

test("the home page's FAQ and recommendation tabs, and My Profile's, show skeletons while they load", { tag: "@js-on" }, async ({ page, baseURL }) => {
  // Without JavaScript the browser's own loading indicator is all there is.
  await page.goto("/");
  await expectSkeletonWhileSlow(page, /\/_root\.data/, () => page.getByRole("link", { name: "Salon Service", exact: true }).click(), "Loading questions");
  await expect(page.getByRole("link", { name: "Salon Service", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("#faq details").first()).toBeVisible();
  await expectSkeletonWhileSlow(page, /\/_root\.data/, () => page.getByRole("link", { name: "Specialist from your Location" }).click(), "Loading providers");
  await expect(page.getByRole("link", { name: "Specialist from your Location" })).toHaveAttribute("aria-current", "page");

  await logInByForms(page, baseURL!, freshPhone());
  await page.goto("/MyProfile");
  await expectSkeletonWhileSlow(
    page,
    /\/MyProfile\.data/,
    () => page.getByRole("navigation", { name: "My Profile sections" }).getByRole("link", { name: "My Profile" }).click(),
    "Loading the section",
  );
  await expect(page).toHaveURL(/tab=profile/);
});
