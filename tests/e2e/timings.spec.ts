import { expect, freshPhone, test } from "./fixtures";
import { logInByForms } from "./book-by-forms";
import { whenHydrated } from "./helpers";

/**
 * The spec's timings and browser settings (section 9 of each document), measured on the page.
 * Timers are JavaScript's: these run with it, on Playwright's clock, which is moved on by hand
 * past each boundary (just before it, the state holds; just after, it has changed). Timers and
 * the browser's geolocation need JavaScript: those tests are tagged @js-on (playwright.config.ts).
 */

test("the newsletter's success label lasts 3 seconds [spec 1.9.success-labels-3s]", { tag: "@js-on" }, async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = page.locator("#newsletter");
  await form.getByLabel("Email address").fill(`timing.${Date.now()}@example.in`);
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  const done = form.getByRole("button", { name: "Email Submitted Successfully" });
  await expect(done).toBeVisible();
  await page.clock.runFor(2500);
  await expect(done).toBeVisible();
  await page.clock.runFor(800);
  await expect(form.getByRole("button", { name: "Submit", exact: true })).toBeVisible();
});

test("a toast closes by itself after 5 seconds [spec 1.9.toast-5s]", { tag: "@js-on" }, async ({ page, baseURL }) => {
  await logInByForms(page, baseURL!, freshPhone());
  // The page's clock stands still but when moved on below: the home page takes a while to load.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  // /DateTime with an empty cart sends the customer home with a toast ("Your cart is empty").
  await page.goto("/DateTime");
  await expect(page).toHaveURL(/\/$/);
  await whenHydrated(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await page.clock.runFor(4500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();
});

test("after registering, the login form comes 3 seconds later [spec 1.9.register-switch-3s 2.9.register-redirect-3s]", { tag: "@js-on" }, async ({ page }) => {
  await page.clock.install();
  await page.goto("/Login?step=register");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Name", { exact: true }).fill("Asha Nair");
  await page.getByLabel("Email", { exact: true }).fill(`timing.${Date.now()}@example.in`);
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! You can now log in.")).toBeVisible();
  await page.clock.runFor(2500);
  await expect(page.getByRole("button", { name: "Send OTP" })).toHaveCount(0);
  await page.clock.runFor(800);
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
});

test("the share dialog's 'Copied' lasts 3 seconds [spec 1.9.copied-3s]", { tag: "@js-on" }, async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.goto("/Overview?provider_id=1&branch_id=1&share=1");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await page.clock.runFor(2500);
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await page.clock.runFor(800);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
});

test("'Use my current location' asks for a fresh, precise position within 5 seconds [spec 1.9.geolocation-options]", { tag: "@js-on" }, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Geolocation.prototype, "getCurrentPosition", {
      value: (_ok: unknown, fail: (e: unknown) => void, options: unknown) => {
        (window as unknown as { geoOptions: unknown }).geoOptions = options;
        fail({ code: 1, message: "denied", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      },
    });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Use my current location" }).first().click();
  await expect(page.getByText("Location permission denied. Please enable location access in your browser settings.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { geoOptions: unknown }).geoOptions)).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
});

test.describe("CSS only, with JavaScript or without", () => {
  test("the header turns solid as soon as the page scrolls [spec 1.9.header-solid]", async ({ page }) => {
    await page.goto("/AboutUs");
    const header = page.locator("header").first();
    const background = () => header.evaluate((h) => getComputedStyle(h).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await background()).toBe("rgba(255, 249, 250, 0.85)");
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect.poll(background).toBe("rgb(255, 255, 255)");
  });
});

test("a long FAQ answer scrolls inside 384 px [spec 1.9.faq-384]", async ({ page }) => {
  await page.goto("/");
  const faq = page.locator('details[name^="faq-"]').first();
  await faq.locator("> summary").click();
  const answer = faq.locator("> p");
  await expect(answer).toBeVisible();
  // A long answer, as a provider's FAQ may be: the box stops at 384 px and scrolls.
  await answer.evaluate((p) => (p.textContent = "Long answer. ".repeat(400)));
  const box = await answer.evaluate((p) => ({ height: p.getBoundingClientRect().height, scrolls: p.scrollHeight > p.clientHeight }));
  expect(box.height).toBeLessThanOrEqual(384);
  expect(box.height).toBeGreaterThan(380);
  expect(box.scrolls).toBe(true);
});

test("place suggestions scroll inside 12rem [spec 1.9.suggestions-12rem]", { tag: "@js-on" }, async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Location", { exact: true }).fill("Ko");
  const list = page.getByRole("listbox", { name: "Places" }).first();
  await expect(list).toBeVisible();
  await list.evaluate((ul) => {
    for (let i = 0; i < 30; i++) ul.appendChild(ul.firstElementChild!.cloneNode(true));
  });
  const rootFont = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const box = await list.evaluate((ul) => ({ height: ul.getBoundingClientRect().height, scrolls: ul.scrollHeight > ul.clientHeight }));
  expect(box.height).toBeLessThanOrEqual(12 * rootFont + 1);
  expect(box.scrolls).toBe(true);
});

test("at 640 px or less the results page's search folds into one line [spec 1.9.small-screen-640]", async ({ page }) => {
  const search = "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum";
  const change = page.getByRole("link", { name: "Change search" });
  const form = page.locator("#search-panel .body");
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goto(search);
  await expect(change).toBeVisible();
  await expect(form).toBeHidden();
  await page.setViewportSize({ width: 641, height: 800 });
  await expect(change).toBeHidden();
  await expect(form).toBeVisible();
});

test("the recommended carousel moves on every 5 seconds, round and round, and stops while hovered [spec 1.9.carousel-autoplay]", { tag: "@js-on" }, async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Salons near you"]');
  await expect(carousel.locator(".keen-slider")).toBeAttached();
  const first = () =>
    carousel.evaluate((el) => {
      const track = el.firstElementChild!.getBoundingClientRect();
      const shown = [...el.querySelectorAll('[aria-roledescription="slide"]')].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.width > 0 && r.left >= track.left - 1 && r.right <= track.right + 1;
      });
      return shown.sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)[0]?.getAttribute("aria-label");
    });
  const count = Number(/of (\d+)/.exec((await first())!)![1]);
  // Time stands still from here and moves only as the test says.
  await page.clock.pauseAt(new Date(Date.now() + 500));
  const at = async () => Number(/^(\d+)/.exec((await first())!)![1]);
  // To the next move (100 ms steps), then 5 s to the one after.
  const start = await at();
  for (let i = 0; i < 70 && (await at()) === start; i++) await page.clock.runFor(100);
  const moved = await at();
  expect(moved).toBe((start % count) + 1);
  await page.clock.runFor(4700);
  expect(await at()).toBe(moved);
  await page.clock.runFor(500);
  await expect.poll(at).toBe((moved % count) + 1);
  // Round and round: after the last card comes the first again.
  for (let i = 0; i < count && (await at()) !== count; i++) await page.clock.runFor(5000);
  expect(await at()).toBe(count);
  await page.clock.runFor(5000);
  await expect.poll(at).toBe(1);
  // Hovered, it waits.
  await carousel.hover();
  await page.clock.runFor(12_000);
  expect(await at()).toBe(1);
});

test("each moving carousel has a Pause button that stops it until Play (WCAG 2.2.2), by keyboard too", { tag: "@js-on" }, async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Customer feedback"]');
  await expect(carousel.locator(".keen-slider")).toBeAttached();
  await expect(page.getByRole("button", { name: "Pause slides" })).toHaveCount(2);
  const shownFirst = () =>
    carousel.evaluate((el) => {
      const track = el.firstElementChild!.getBoundingClientRect();
      return [...el.querySelectorAll('[aria-roledescription="slide"]')]
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return r.width > 0 && r.left >= track.left - 1 && r.right <= track.right + 1;
        })
        .map((s) => s.getAttribute("aria-label"))[0];
    });
  await page.clock.pauseAt(new Date(Date.now() + 500));
  const pause = carousel.getByRole("button", { name: "Pause slides" });
  await pause.focus();
  await page.keyboard.press("Enter");
  const play = carousel.getByRole("button", { name: "Play slides" });
  await expect(play).toBeFocused();
  // Focus leaves the carousel (focus alone pauses it too): still it stays.
  await page.getByRole("link", { name: "Saaj" }).first().focus();
  await page.mouse.move(0, 0);
  const stopped = await shownFirst();
  await page.clock.runFor(16_000);
  expect(await shownFirst()).toBe(stopped);
  await play.click();
  await page.getByRole("link", { name: "Saaj" }).first().focus();
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole("button", { name: "Pause slides" })).toBeVisible();
  await page.clock.runFor(5_500);
  await expect.poll(shownFirst).not.toBe(stopped);
});
