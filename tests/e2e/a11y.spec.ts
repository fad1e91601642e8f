import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, freshPhone, test } from "./fixtures";
import { providerCodeFromDemoSms, logInHere, pickDateAndSlot, addToCart, whenHydrated } from "./helpers";
import { INFO, PUBLIC } from "./routes";

/**
 * WCAG 2.2 A/AA checks (axe: labels, names, contrast, landmarks, target size…) on every route and
 * popup, at 375 and 1280 px. With JavaScript on, on the live page. With JavaScript off, on the
 * server's HTML with its scripts removed, which is what such a visitor gets (axe itself runs in a
 * second, scripted page that is handed that HTML).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const AUDIT_WIDTHS = [375, 1280];

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** The HTML each scripted page is to show for its next document (the server's, scripts removed). */
const pageHtml = new WeakMap<Page, string>();
const scriptedPages = new WeakMap<Page, Promise<Page>>();

/**
 * One scripted page per test page, in a context of its own, closed with the test page's context:
 * each page it loads is the HTML last handed to it, and every other request (styles, images, frames)
 * goes to the server.
 */
function scriptedPageFor(page: Page) {
  let scripted = scriptedPages.get(page);
  if (!scripted) {
    scripted = (async () => {
      const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
      page.context().once("close", () => void context.close());
      const created = await context.newPage();
      await created.route("**/*", (route) =>
        route.request().frame() === created.mainFrame() && route.request().isNavigationRequest()
          ? route.fulfill({ body: pageHtml.get(created) ?? "", contentType: "text/html; charset=utf-8" })
          : route.continue(),
      );
      return created;
    })();
    scriptedPages.set(page, scripted);
  }
  return scripted;
}

/**
 * Audits what `page` shows now (its URL, its cookies) at each width; returns the problems by width.
 * Without JavaScript, `url` may name another page, audited with the same cookies.
 */
async function audit(page: Page, jsEnabled: boolean, label = new URL(page.url()).pathname + new URL(page.url()).search, url = page.url()) {
  const problems: string[] = [];
  const viewport = page.viewportSize();
  if (jsEnabled) {
    // The live page once its scripts have taken over, not the moment between.
    await whenHydrated(page);
    for (const width of AUDIT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const v of await axeViolations(page)) problems.push(`${width}px ${label}: ${v}`);
    }
    if (viewport) await page.setViewportSize(viewport);
    return problems;
  }
  const html = (await (await page.request.get(url)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const scripted = await scriptedPageFor(page);
  pageHtml.set(scripted, html);
  for (const width of AUDIT_WIDTHS) {
    await scripted.setViewportSize({ width, height: 800 });
    await scripted.goto(url);
    for (const v of await axeViolations(scripted)) problems.push(`${width}px ${label}: ${v}`);
  }
  return problems;
}

/** The public screens in two halves (the information pages, and the rest), each well within its time. */
const HALVES = { "the information pages": INFO, "the other public screens and popups": PUBLIC.filter((path) => !INFO.includes(path)) };

for (const [name, paths] of Object.entries(HALVES)) {
  test(`${name} pass the WCAG 2.2 A/AA checks at 375 and 1280 px`, async ({ page, baseURL, jsEnabled }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const path of paths) {
      // Without JavaScript only the server's HTML is audited: no need to show it here first.
      if (jsEnabled) await page.goto(path);
      problems.push(...(await audit(page, jsEnabled, path, new URL(path, baseURL).href)));
    }
    expect(problems).toEqual([]);
  });
}

test("home, results and a provider pass the same checks in Hindi and Malayalam", async ({ page, context, baseURL, jsEnabled }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const lang of ["hi", "ml"]) {
    await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
    for (const path of ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", "/Overview?provider_id=1&branch_id=1"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", `${lang}-IN`);
      problems.push(...(await audit(page, jsEnabled, `${lang} ${path}`)));
    }
  }
  expect(problems).toEqual([]);
});

test("booking and account screens pass the WCAG 2.2 A/AA checks at 375 and 1280 px", async ({ page, jsEnabled }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await addToCart(page);
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).click();
  await logInHere(page, freshPhone(), jsEnabled);
  await expect(page).toHaveURL(/\/DateTime/);
  problems.push(...(await audit(page, jsEnabled)));
  await pickDateAndSlot(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  const sheet = page.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible({ timeout: 20_000 });
  problems.push(...(await audit(page, jsEnabled, "Awaiting Confirmation")));
  await sheet.getByLabel("Provider code").fill(await providerCodeFromDemoSms(sheet));
  await sheet.getByRole("button", { name: "Confirm Code" }).click();
  await expect(page).toHaveURL(/\/Cart\?booking=\d+$/);
  problems.push(...(await audit(page, jsEnabled)));
  const cart = page.url();
  await page.goto(`${cart}&cancel=1`);
  await expect(page.getByRole("dialog", { name: "Cancel this booking?" })).toBeVisible();
  problems.push(...(await audit(page, jsEnabled, "/Cart, cancel question")));
  await page.goto(cart);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await page.getByText("Add Coupon").click();
  problems.push(...(await audit(page, jsEnabled)));
  await page.getByRole("radio", { name: /^Pay at the venue/ }).check();
  await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
  problems.push(...(await audit(page, jsEnabled)));
  const id = new URL(page.url()).searchParams.get("booking");
  for (const path of ["/MyProfile", "/MyProfile?tab=profile", `/MyProfile?cancel=${id}`]) {
    await page.goto(path);
    problems.push(...(await audit(page, jsEnabled)));
  }
  expect(problems).toEqual([]);
});
