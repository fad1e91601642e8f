import { expect, type Locator, type Page } from "@playwright/test";

/** Digits in a login code (6) and in a provider's appointment code (4). */
export const LOGIN_DIGITS = 6;
export const PROVIDER_DIGITS = 4;

/** The code of `digits` digits in the demo SMS box ("Demo: the SMS we would have sent"): a login code unless told. */
export async function codeFromDemoSms(scope: Page | Locator, digits = LOGIN_DIGITS) {
  const box = scope.getByTestId("demo-sms");
  await expect(box).toContainText("Demo: the SMS we would have sent");
  return codeIn((await box.innerText()).replace("Demo: the SMS we would have sent", ""), digits);
}

/** The code of `digits` digits in a message's text (a booking number '#12' and dates are not codes). */
export function codeIn(text: string, digits: number) {
  const match = new RegExp(`\\b(\\d{${digits}})\\b`).exec(text.replace(/#\d+/g, "").replace(/\d{4}-\d{2}-\d{2}/g, ""));
  expect(match, `a ${digits}-digit code in: ${text}`).not.toBeNull();
  return match![1]!;
}

/** A code of the same length that is surely wrong: each digit one more. */
export const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

/** The provider's 4-digit code in the waiting sheet's demo SMS box. */
export const providerCodeFromDemoSms = (scope: Page | Locator) => codeFromDemoSms(scope, PROVIDER_DIGITS);

/**
 * Where the provider's code is typed once the provider has accepted: the waiting sheet with
 * JavaScript; without it, the sheet's code frame (/DateTime/code), which hides its form the moment
 * the request ends.
 */
export const codeForm = (page: Page, jsEnabled: boolean) =>
  // The frame's first page opens the held one a second later (body[data-held]): typing goes there.
  jsEnabled ? page.getByRole("dialog", { name: "Awaiting Confirmation" }) : page.frameLocator('iframe[title="Provider code"]').locator("body[data-held]");

/** The login code's box number `n` (1-based). */
export const digitBox = (scope: Page | Locator, n: number) => scope.getByLabel(`Digit ${n} of ${LOGIN_DIGITS}`);

/** The code from the demo SMS into the six boxes, then Login: logged in once the header offers Logout. */
export async function enterLoginCode(page: Page, jsEnabled: boolean) {
  const code = await codeFromDemoSms(page);
  if (jsEnabled) {
    await digitBox(page, 1).click();
    await page.keyboard.type(code);
  } else {
    for (let i = 0; i < LOGIN_DIGITS; i++) await digitBox(page, i + 1).fill(code[i]!);
  }
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // With JavaScript the page moves on a moment later.
  await expect(page.locator(`form[action="/actions/logout"]`).first()).toBeAttached();
}

/** Logs in on the /Login page the visitor was sent to: phone, code from the demo SMS, Login. */
export async function logInHere(page: Page, phone: string, jsEnabled: boolean) {
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await enterLoginCode(page, jsEnabled);
  await expect(page).not.toHaveURL(/\/Login\?step=code/);
}

/** On /DateTime: a bookable day after today (next month when today is the month's last), then the first free slot. */
export async function pickDateAndSlot(page: Page) {
  const later = page.locator('button[name="date"]:not([disabled])');
  await expect(later.first()).toBeVisible();
  const today = await page.locator('button[name="date"][aria-pressed="true"]').getAttribute("value");
  const values = await later.evaluateAll((bs) => bs.map((b) => b.getAttribute("value")!));
  const next = values.find((v) => v > today!);
  if (next) await page.locator(`button[name="date"][value="${next}"]`).click();
  else {
    // Wait for next month's days: clicking "the first free day" while the old month is still shown
    // picks today, whose slots may all be gone late in the evening (India time).
    const [year, month] = today!.split("-").map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
    await page.getByRole("link", { name: "Next month" }).click();
    await page.locator(`button[name="date"][value^="${nextMonth}-"]:not([disabled])`).first().click();
  }
  await expect(page.locator('button[name="date"][aria-pressed="true"]')).not.toHaveAttribute("value", today!);
  await page
    .locator("label:not([data-disabled])")
    .filter({ has: page.locator('input[name="slot"]') })
    .first()
    .click();
}

/** On the confirm page: pays at the venue, or by UPI through the demo gateway, and waits for Booking Success. */
export async function payHere(page: Page, pay: "venue" | "upi" = "venue") {
  await page.getByRole("radio", { name: pay === "upi" ? /^UPI now/ : /^Pay at the venue/ }).check();
  await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
  if (pay === "upi") {
    // The QR code and the UPI link, until the demo gateway's signed callback says it is paid.
    await expect(page.getByRole("heading", { name: /^Scan to pay ₹/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^UPI QR code to pay ₹/ })).toBeVisible();
    expect(await page.getByRole("link", { name: "Open your UPI app" }).getAttribute("href")).toMatch(/^upi:\/\/pay\?pa=/);
    await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("payment-state")).toHaveText("Paid by UPI");
  } else {
    await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
    await expect(page.getByTestId("payment-state")).toHaveText("To pay at the venue");
  }
}

/**
 * Clicks an 'Add to Cart: …' button (the first in scope) and waits until the page shows the service
 * as added, as a customer would before tapping Book Now.
 */
export async function addToCart(scope: Page | Locator) {
  const button = scope.getByRole("button", { name: /^Add to Cart: / }).first();
  const name = (await button.getAttribute("aria-label"))!.replace(/^Add to Cart: /, "");
  await button.click();
  const page = "page" in scope ? scope.page() : scope;
  await expect(page.getByRole("button", { name: `Added to Cart: ${name}` }).first()).toBeVisible();
}

/**
 * Waits until the page's scripts have taken over (the root's mark), for checks of what only
 * JavaScript does: a tap before then is a plain link or form, as it is without JavaScript.
 */
export async function whenHydrated(page: Page) {
  // A page without scripts (app/lib/page-scripts.ts) never hydrates: it is as it will stay.
  // Parts that load their script when shown (app/lib/deferred.tsx: dialogs, steps, tabs) hydrate
  // just after the page: until then a tap on them works as without JavaScript.
  await page.waitForFunction(() => {
    if (!document.querySelector("script[type=module]")) return true;
    if (performance.getEntriesByName("saaj:hydrated").length === 0) return false;
    return [...document.querySelectorAll("main form, dialog")].every((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber")));
  });
}

/** The address of the n-th provider in the results of `search` (each test and project its own, so slots never clash). */
export async function providerHref(page: Page, search: string, n: number) {
  await page.goto(search);
  return (await page
    .getByTestId("provider-card")
    .nth(n)
    .getByRole("link", { name: /^Book a Service/ })
    .getAttribute("href"))!;
}
