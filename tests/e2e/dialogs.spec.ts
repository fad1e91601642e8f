import type { Page } from "@playwright/test";
import { expect, freshPhone, test, visitorAddress } from "./fixtures";
import { whenHydrated } from "./helpers";
import { logInByForms } from "./book-by-forms";

/** Menus, popups and the skip link, by keyboard alone. */
const PROVIDER = "/Overview?provider_id=1&branch_id=1";

const focused = (page: Page) => page.evaluate(() => document.activeElement?.closest("dialog, [role=dialog]")?.getAttribute("aria-labelledby") ?? document.activeElement?.textContent?.trim() ?? "");

test("the first Tab on any page, errors included, shows 'Skip to content', which leads to the page's content", async ({ page }) => {
  for (const path of ["/", PROVIDER, "/no-such-page"]) {
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.y, path).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  }
});

test("a popup keeps focus inside, closes on Escape and gives focus back to what opened it", async ({ page, jsEnabled }) => {
  await page.goto(PROVIDER);
  const share = page.getByRole("link", { name: "Share" });
  await share.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog).toBeVisible();
  if (!jsEnabled) {
    // Without JavaScript the server made the page behind inert: Tab goes round the popup (and the browser's own controls).
    await expect(page.locator("header").first()).toHaveAttribute("inert", "");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest("dialog")))).toBe(true);
    }
    // The popup is a page state: its close link leads back, to a page that is not inert.
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.locator("[inert]")).toHaveCount(0);
    await expect(dialog).toBeHidden();
    return;
  }
  // Modal now: the server's inert attributes are gone, showModal() keeps the page behind out of reach.
  await expect(page.locator("[inert]")).toHaveCount(0);
  // Tab many times: focus never leaves the popup for the page behind it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/share=1/);
  await expect(share).toBeFocused();
  expect(await focused(page)).toBe("Share");
});

test("the side menu closes on Escape (focus back on its button) and when one of its links is followed", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript the menu is a plain <details>: following a link loads a new page with it closed.
  await page.goto("/");
  const menu = page.locator("summary[aria-label='Menu']");
  await menu.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("navigation", { name: "Main menu" });
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press("Enter");
  await panel.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(panel).toBeHidden();
});

test("the login popups' code loads only when a popup is asked for, and the popup then works", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript no script loads at all; the login journeys cover the popups.
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((u) => /GlobalDialogs/.test(u))).toEqual([]);
  await page.getByLabel("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "Login", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "Login" });
  await expect(popup).toBeVisible();
  expect(scripts.filter((u) => /GlobalDialogs/.test(u))).toHaveLength(1);
  await popup.getByLabel("Phone Number", { exact: true }).fill("98765");
  await popup.getByRole("button", { name: "Send OTP" }).click();
  await expect(popup.getByLabel("Phone Number", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("closing the login popup, opened from the phone's side menu, leaves focus on the menu's button, not the page's body", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript closing is a page load, which starts at the top.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/SearchResults?type=1&location=Trivandrum");
  await whenHydrated(page);
  const menuButton = page.getByLabel("Menu", { exact: true });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const login = page.getByRole("link", { name: "Login", exact: true });
  await login.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  // On to the code step: a second popup, the same opener.
  await dialog.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await dialog.getByRole("button", { name: "Send OTP" }).click();
  const code = page.getByRole("dialog", { name: "Verify your number" });
  await expect(code).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(code).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  const focusedVisible = await page.evaluate(() => {
    const a = document.activeElement as HTMLElement;
    return { label: a.getAttribute("aria-label") ?? a.id, shown: a.getClientRects().length > 0 };
  });
  expect(focusedVisible.shown).toBe(true);
  expect(["Menu", "main"]).toContain(focusedVisible.label);
});

test("the share dialog's Copy copies the link and says 'Copied' where a screen reader hears it; without JavaScript the link is there to copy by hand, with no button that cannot", async ({
  page,
  jsEnabled,
}) => {
  if (jsEnabled) await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`${PROVIDER}&share=1`);
  const dialog = page.getByRole("dialog", { name: "Share" });
  const link = dialog.getByRole("textbox", { name: "Page link" });
  await expect(link).toHaveValue(new RegExp(`${PROVIDER.replace(/[?]/g, "\\?")}$`));
  await expect(link).toHaveAttribute("readonly", "");
  if (!jsEnabled) {
    await expect(dialog.getByRole("button", { name: "Copy" })).toHaveCount(0);
    return;
  }
  await whenHydrated(page);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test("where the browser refuses the clipboard, Copy selects the link and says how to copy it", { tag: "@js-on" }, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, "writeText", { value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) });
  });
  await page.goto(`${PROVIDER}&share=1`);
  await whenHydrated(page);
  const dialog = page.getByRole("dialog", { name: "Share" });
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Your browser did not let us copy the link. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it, or on a phone touch and hold it.");
  await expect(dialog.getByRole("status")).toBeVisible();
  const link = dialog.getByRole("textbox", { name: "Page link" });
  await expect(link).toBeFocused();
  expect(await link.evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd, i.value.length])).toEqual([0, (await link.inputValue()).length, (await link.inputValue()).length]);
});

test(
  "the profile menu opens on hover and stays open while the mouse moves down into it; a click, the keyboard and a tap still open and close it [spec 1.2.profile-menu-hover]",
  { tag: "@js-on" },
  async ({ page, baseURL, browser }) => {
    // Without JavaScript the menu is a <details> that opens with a click (login.spec.ts).
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInByForms(page, baseURL!, freshPhone());
    await page.goto("/SearchResults?type=1&location=Trivandrum");
    await whenHydrated(page);
    const button = page.getByLabel("Profile menu");
    const myProfile = page.locator("details:has(> summary[aria-label='Profile menu'])").getByRole("link", { name: "My Profile" });
    await button.hover();
    await expect(myProfile).toBeVisible();
    // Down to 'My Profile' a pixel at a time, as a hand moves a mouse: across the gap under the button too.
    const from = (await button.boundingBox())!;
    const to = (await myProfile.boundingBox())!;
    const distance = Math.ceil(Math.hypot(to.x + to.width / 2 - (from.x + from.width / 2), to.y + to.height / 2 - (from.y + from.height / 2)));
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: distance });
    await page.waitForTimeout(600);
    await expect(myProfile).toBeVisible();
    // Away from the menu: it closes.
    await page.mouse.move(from.x - 400, from.y + 400);
    await expect(myProfile).toBeHidden();

    // A click on the button the hover opened keeps it open, after the mouse has gone too; a second click closes it.
    await button.click();
    await expect(myProfile).toBeVisible();
    await page.mouse.move(from.x - 400, from.y + 400);
    await page.waitForTimeout(600);
    await expect(myProfile).toBeVisible();
    await button.click();
    await expect(myProfile).toBeHidden();

    // The keyboard: Enter opens it, Escape closes it and gives focus back to its button.
    await page.mouse.move(from.x - 400, from.y + 400);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(myProfile).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(myProfile).toBeHidden();
    await expect(button).toBeFocused();

    // A touch screen: a tap opens it and another closes it.
    const phone = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 412, height: 800 }, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
    const touch = await phone.newPage();
    await logInByForms(touch, baseURL!, freshPhone());
    await touch.goto("/SearchResults?type=1&location=Trivandrum");
    await whenHydrated(touch);
    const menu = touch.locator("details:has(> summary[aria-label='Profile menu'])");
    await touch.getByLabel("Profile menu").tap();
    await expect(menu.getByRole("link", { name: "My Profile" })).toBeVisible();
    await touch.getByLabel("Profile menu").tap();
    await expect(menu.getByRole("link", { name: "My Profile" })).toBeHidden();
    await phone.close();
  },
);
