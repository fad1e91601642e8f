import { expect, freshPhone, test } from "./fixtures";
import { digitBox } from "./helpers";

/**
 * 'Resend in N seconds' counts down without JavaScript too (CSS animates the number), and at zero
 * gives way to Resend, with no reload that would lose the digits typed. Chromium's animations
 * are sped up through the DevTools protocol so the minute passes in a few seconds.
 */
test("without JavaScript the resend countdown counts down and then offers Resend, keeping the digits typed", { tag: "@js-off" }, async ({ page }) => {
  // With JavaScript React ticks the number (login.spec.ts).
  await page.goto("/Login");
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.getByRole("button", { name: "Send OTP" }).click();
  const waiting = page.getByText(/Resend in \d+ seconds/);
  await expect(waiting).toBeVisible();
  await digitBox(page, 1).fill("7");
  const shown = () =>
    waiting
      .locator("span")
      .first()
      .evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--resend-left")));
  const first = await shown();
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect(page.getByRole("button", { name: "Resend", exact: true })).toBeHidden();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 30 });
  await expect.poll(shown, { timeout: 5_000 }).toBeLessThan(first - 5);
  await expect(page.getByRole("button", { name: "Resend", exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(waiting).toBeHidden();
  await expect(digitBox(page, 1)).toHaveValue("7");
});
