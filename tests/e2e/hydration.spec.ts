import { expect, test } from "./fixtures";
import { whenHydrated } from "./helpers";

/**
 * The page looks the same before and after hydration: the server's layout, as a browser with
 * JavaScript shows it before any script has arrived (the scripts are held back), against the
 * same page once the scripts have run, element by element.
 */
const PAGES = ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", "/Overview?provider_id=1&branch_id=1"];
const KEY = "main h1, main h2, main h3, [data-testid=provider-card], [aria-roledescription=slide], main button[type=submit], footer";
const WIDTHS = [360, 1280];

type Box = { key: string; x: number; y: number; w: number; h: number };

async function boxes(page: import("@playwright/test").Page): Promise<Box[]> {
  return page.locator(KEY).evaluateAll((els) =>
    els.slice(0, 40).map((el, i) => {
      const r = el.getBoundingClientRect();
      return {
        key: `${i}:${el.tagName.toLowerCase()}:${(el.textContent ?? "").trim().slice(0, 24)}`,
        x: Math.round(r.x),
        y: Math.round(r.y + window.scrollY),
        w: Math.round(r.width),
        h: Math.round(r.height),
      };
    }),
  );
}

test("key elements keep their place and size when scripts take over", { tag: "@js-on" }, async ({ page, browser }) => {
  // Compares the two; runs once.
  for (const width of WIDTHS) {
    const serverOnly = await browser.newContext({ viewport: { width, height: 800 } });
    const before = await serverOnly.newPage();
    await before.route(/\.js(\?|$)/, (route) => route.abort());
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await before.goto(path);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const [a, b] = [await boxes(before), await boxes(page)];
      expect(
        b.map((x) => x.key),
        `${path} at ${width}px: the same elements`,
      ).toEqual(a.map((x) => x.key));
      for (let i = 0; i < a.length; i++) {
        // Slides scrolled out of sight in a carousel row are not seen; keen-slider parks them elsewhere to loop.
        if (a[i]!.x < 0 || a[i]!.x + a[i]!.w > width) continue;
        for (const k of ["x", "y", "w", "h"] as const) expect(Math.abs(b[i]![k] - a[i]![k]), `${path} at ${width}px: ${a[i]!.key} ${k}`).toBeLessThanOrEqual(1);
      }
    }
    await serverOnly.close();
  }
});

test("a visitor who scrolled before the scripts arrived stays where they are; a new page starts at the top, and Back returns", { tag: "@js-on" }, async ({ page }) => {
  // Only the scripts could move the page.
  // The scripts are held until the visitor has scrolled, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await whenHydrated(page);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  // A tap then lands on what the visitor saw under their finger.
  await page
    .getByTestId("provider-card")
    .nth(2)
    .getByRole("link", { name: /^Book a Service/ })
    .click();
  await expect(page).toHaveURL(/\/Overview\?provider_id=\d+/);
  await expect(page.getByRole("button", { name: /^Add to Cart: / }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/SearchResults/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("a page whose data never comes (offline, the server gone) is loaded as a page, as without JavaScript, never shown as bare message keys", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript every link loads a page.
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  await whenHydrated(page);
  // The page's data is fetched by the scripts (React Router's .data requests); those now fail as offline.
  await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
  const pageLoads: string[] = [];
  page.on("request", (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && pageLoads.push(request.url())));
  await page
    .getByTestId("provider-card")
    .first()
    .getByRole("link", { name: /^Book a Service/ })
    .click();
  await expect(page).toHaveURL(/\/Overview\?provider_id=\d+/);
  await expect(page.getByRole("button", { name: /^Add to Cart: / }).first()).toBeVisible();
  expect(pageLoads.some((url) => url.includes("/Overview?"))).toBe(true);
  await expect(page.getByText(/errorTitle|errorMessage|backToHome|skipToContent/)).toHaveCount(0);
});
