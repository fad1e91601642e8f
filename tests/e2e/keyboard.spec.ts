import { expect, freshPhone, test } from "./fixtures";
import { logInByForms } from "./book-by-forms";

test("the date and slot can be chosen with the keyboard alone", async ({ page, baseURL }) => {
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Added to Cart" }).first()).toBeVisible();
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FDateTime/);
  // Logging in is login.spec.ts's subject: here through the login forms, then back to the calendar.
  await logInByForms(page, baseURL!, freshPhone());
  await page.goto("/DateTime");

  // Days are reached with Tab, one after another, and chosen with Enter.
  const days = page.locator('button[name="date"]:not([disabled])');
  await days.first().focus();
  await page.keyboard.press("Tab");
  const second = await days.nth(1).getAttribute("value");
  await expect(days.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`date=${second}`));
  await expect(page.locator('button[name="date"][aria-pressed="true"]')).toHaveAttribute("value", second!);

  // A slot with Space, then Confirm with Enter.
  const slot = page.locator('input[name="slot"]:not([disabled])').first();
  await slot.focus();
  await page.keyboard.press("Space");
  await expect(slot).toBeChecked();
  await page.getByRole("button", { name: "Confirm" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Awaiting Confirmation" })).toBeVisible();
});
