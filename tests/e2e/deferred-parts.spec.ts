import type { Page } from "@playwright/test";
import { expect, freshPhone, test } from "./fixtures";
import { whenHydrated } from "./helpers";

/**
 * Parts of a page that are there only sometimes load their script only when they are
 * (app/lib/deferred.tsx, decision 0040): opened in the browser, the part comes once its script
 * has; opened by the server, it is on the page at once and works once hydrated.
 */

/** The script files asked for so far, by the name Vite gives them. */
function scriptsAskedFor(page: Page) {
  const asked: string[] = [];
  page.on("request", (r) => {
    const name = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (name) asked.push(name);
  });
  return asked;
}

/** Whether React has taken over the element (hydrated or rendered it). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber")));

test("a dialog opened in the browser loads its script then; one the server opened is there at once and works", { tag: "@js-on" }, async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await whenHydrated(page);
  expect(asked).not.toContain("ShareDialog");
  expect(asked).not.toContain("OtherTabs");
  await page.getByRole("link", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog).toBeVisible();
  expect(asked).toContain("ShareDialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/Overview?provider_id=1&branch_id=1&share=1");
  await expect(page.getByRole("dialog", { name: "Share" })).toBeVisible();
  await whenHydrated(page);
  await expect.poll(() => hydrated(page, "dialog")).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Share" })).toBeHidden();
});

test("a provider's other tabs load their script when one is shown, and then show at once", { tag: "@js-on" }, async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await whenHydrated(page);
  await page.getByRole("link", { name: "Review", exact: true }).first().click();
  await expect(page).toHaveURL(/tab=review/);
  await expect(page.getByRole("link", { name: "Review", exact: true }).first()).toHaveAttribute("aria-current", "page");
  expect(asked).toContain("OtherTabs");
  await page.getByRole("link", { name: "Photos", exact: true }).first().click();
  await expect(page).toHaveURL(/tab=photos/);
  expect(asked.filter((n) => n === "OtherTabs")).toHaveLength(1);
});

test("/Login loads the code step's script only once the phone form is sent", { tag: "@js-on" }, async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto("/Login");
  await whenHydrated(page);
  expect(asked).not.toContain("CodeForm");
  expect(asked).not.toContain("RegisterForm");
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/Login\?step=code/);
  await expect(page.getByText(/Resend in \d+ seconds/)).toBeVisible();
  expect(asked).toContain("CodeForm");
});
