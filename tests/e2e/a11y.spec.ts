import AxeBuilder from "@axe-core/playwright";
import { expect, freshPhone, test } from "./fixtures";
import { codeFromDemoSms, logInHere, pickDateAndSlot, addToCart } from "./helpers";

/** WCAG 2 A/AA checks (labels, names, contrast, landmarks…) on the main screens, JavaScript off and on. */
async function violations(page: import("@playwright/test").Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

// axe runs inside the page, so it needs JavaScript; the markup it checks is the server's either way.
test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "axe needs JavaScript in the page"));

test("public screens pass the WCAG A/AA checks", async ({ page }) => {
  for (const path of [
    "/",
    "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum",
    "/Overview?provider_id=1&branch_id=1",
    "/Overview?provider_id=1&branch_id=1&tab=overview",
    "/Login",
    "/Login?step=register",
    "/?modal=login",
    "/?modal=register",
    "/Contact",
    "/AboutUs",
    "/TermsAndConditons",
  ]) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  }
});

test("booking screens pass the WCAG A/AA checks", async ({ page, jsEnabled }) => {
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await addToCart(page);
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).click();
  await logInHere(page, freshPhone(), jsEnabled);
  await expect(page).toHaveURL(/\/DateTime/);
  expect(await violations(page), "/DateTime").toEqual([]);
  await pickDateAndSlot(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  const sheet = page.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible({ timeout: 20_000 });
  expect(await violations(page), "Awaiting Confirmation").toEqual([]);
  await sheet.getByLabel("Provider code").fill(await codeFromDemoSms(sheet));
  await sheet.getByRole("button", { name: "Confirm Code" }).click();
  await expect(page).toHaveURL(/\/Cart\?booking=\d+$/);
  expect(await violations(page), "/Cart").toEqual([]);
  const cart = page.url();
  await page.goto(`${cart}&cancel=1`);
  await expect(page.getByRole("dialog", { name: "Cancel this booking?" })).toBeVisible();
  expect(await violations(page), "/Cart, cancel question").toEqual([]);
  await page.goto(cart);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await page.getByText("Add Coupon").click();
  expect(await violations(page), "/ConfirmAppointment").toEqual([]);
  await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
  expect(await violations(page), "/ThankYou").toEqual([]);
  await page.goto("/MyProfile");
  expect(await violations(page), "/MyProfile").toEqual([]);
  await page.goto("/MyProfile?tab=profile");
  expect(await violations(page), "/MyProfile?tab=profile").toEqual([]);
});
