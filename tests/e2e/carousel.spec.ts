import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The spec's carousels show so many cards by screen width (document 1, section 9). The server's
 * scroll row and keen-slider lay the cards out alike, so the count holds with JavaScript and without.
 */
async function cardsShown(page: Page, label: string) {
  const region = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
  await expect(region).toBeVisible();
  return region.evaluate((el) => {
    const track = el.firstElementChild!.getBoundingClientRect();
    return [...el.querySelectorAll('[aria-roledescription="slide"]')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= track.left - 1 && r.right <= track.right + 1;
    }).length;
  });
}

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("Recommended Best shows 3 cards at 1536 px or less, 2 at 1280, 1024 and 768, 1 at 640; specialists 2 at 640 and 1 at 575 [spec 1.9.slides-1536 1.9.slides-1280 1.9.slides-1024 1.9.slides-768 1.9.slides-640]", async ({
  page,
}) => {
  for (const [width, cards] of [
    [1536, 3],
    [1280, 2],
    [1024, 2],
    [768, 2],
    [640, 1],
  ] as const) {
    await at(page, width, "/");
    expect(await cardsShown(page, "Salons near you"), `${width} px`).toBe(cards);
  }
  for (const [width, cards] of [
    [640, 2],
    [575, 1],
  ] as const) {
    await at(page, width, "/?rec=specialist");
    expect(await cardsShown(page, "Specialists near you"), `specialists at ${width} px`).toBe(cards);
  }
});

test("the customer feedback shows 3 cards at 1536 px or less, 2 at 1280 and 1 at 1024 and below [spec 1.9.feedback-slides]", async ({ page }) => {
  for (const [width, cards] of [
    [1536, 3],
    [1280, 2],
    [1024, 1],
    [360, 1],
  ] as const) {
    await at(page, width, "/");
    expect(await cardsShown(page, "Customer feedback"), `${width} px`).toBe(cards);
  }
});
