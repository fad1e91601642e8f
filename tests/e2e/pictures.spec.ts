import { expect, test } from "./fixtures";

/**
 * The demo's pictures are WebP drawn from its SVGs when the app is built (app/lib/pictures.ts):
 * a page asks for no SVG picture, and each picture it shows has loaded at a width from its srcset.
 */
test("the home page and a provider's photos load WebP pictures at the width shown, and no SVG picture", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const svgs: string[] = [];
  page.on("request", (r) => r.url().includes("/images/demo/") && r.url().endsWith(".svg") && svgs.push(r.url()));
  for (const path of ["/", "/Overview?provider_id=1&branch_id=1&tab=photos"]) {
    await page.goto(path);
    const pictures = page.locator("main img[srcset]");
    expect(await pictures.count(), path).toBeGreaterThan(2);
    for (const img of await pictures.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && /-(160|320|640|1280)\.webp$/.test(i.currentSrc)), { message: path }).toBe(true);
    }
  }
  expect(svgs).toEqual([]);
});
