import { expect, freshPhone, test } from "./fixtures";
import { acceptAsProvider, requestByForms } from "./book-by-forms";
import { providerHref } from "./helpers";

/**
 * WCAG 2.2.1 without JavaScript: the waiting sheet reloads itself (every 5 s until the provider
 * answers, then once when the code's time is up), and the customer can turn that off. The status
 * box then says all of it: the time left, the provider's acceptance, the end.
 */
const SILENT = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const SEARCH = `${SILENT}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`;
const refreshOf = (page: import("@playwright/test").Page) => page.locator("head noscript").innerHTML();

test("without JavaScript the waiting page's reloads can be turned off, and its status box then shows the provider's answer @js-off", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const href = await providerHref(page, SEARCH, 10);
  const overview = new URL(href, SILENT);
  await requestByForms(page, SILENT, overview.pathname + overview.search, freshPhone());
  const sheet = page.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet).toBeVisible();
  expect(await refreshOf(page)).toContain('http-equiv="refresh" content="5"');

  await sheet.getByRole("link", { name: "Stop this page updating by itself" }).click();
  await expect(page).toHaveURL(/\/DateTime\?still=1$/);
  expect(await refreshOf(page)).not.toContain("http-equiv");
  await expect(sheet.getByRole("link", { name: "Let this page update by itself again" })).toBeVisible();
  const box = page.frameLocator('iframe[title="Time left for the provider\'s code"]');
  await expect(box.getByText(/left for the provider to accept/)).toBeVisible();

  await acceptAsProvider(page.request, SILENT, overview.searchParams.get("provider_id")!);
  await expect(box.getByText("The provider has accepted. Your code is in the SMS we sent.")).toBeVisible({ timeout: 15_000 });
  await box.getByRole("link", { name: "Show it here" }).click();
  await expect(page).toHaveURL(/\/DateTime\?still=1$/);
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible();
  // Still no reload of its own, not even when the code's time is up: the box says when it ends.
  expect(await refreshOf(page)).not.toContain("http-equiv");
  await expect(box.getByText(/left to enter the code/)).toBeVisible();
});
