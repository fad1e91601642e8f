import { expect, freshPhone, test } from "./fixtures";
import { logInByForms } from "./book-by-forms";
import { enterLoginCode, whenHydrated } from "./helpers";

test("the date and slot can be chosen with the keyboard alone", async ({ page, baseURL, jsEnabled }) => {
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

  // Chosen with Enter; reached with the arrow keys in a grid with JavaScript, with Tab in a plain
  // table of buttons without it (arrows cannot work without a script). The page ships the plain
  // table; the grid replaces it when a keyboard reaches the calendar, keeping the focus.
  const days = page.locator('button[name="date"]:not([disabled])');
  if (jsEnabled) await whenHydrated(page);
  await expect(page.getByRole("grid")).toHaveCount(0);
  await days.first().focus();
  await expect(page.getByRole("grid")).toHaveCount(jsEnabled ? 1 : 0);
  await expect(days.first()).toBeFocused();
  await page.keyboard.press(jsEnabled ? "ArrowRight" : "Tab");
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

test("with JavaScript a new page, or a new step of a form, moves the focus to its heading as a page load would @js-on", async ({ page }) => {
  await page.goto("/Login");
  await whenHydrated(page);
  // A new step on the same page: the pressed button is gone, so the focus goes to the step's heading.
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Verify your number" })).toBeFocused();
  // A new page: its first heading.
  await enterLoginCode(page, true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main").getByRole("heading").first()).toBeFocused();
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).first().press("Enter");
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(page.locator("main").getByRole("heading").first()).toBeFocused();
  // A filter on the same page keeps the focus where the visitor is.
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await whenHydrated(page);
  await page.getByRole("navigation", { name: "Provider sections" }).getByRole("link", { name: "Review", exact: true }).press("Enter");
  await expect(page).toHaveURL(/tab=review/);
  await expect(page.getByRole("navigation", { name: "Provider sections" }).getByRole("link", { name: "Review", exact: true })).toBeFocused();
});
