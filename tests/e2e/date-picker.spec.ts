import { expect, freshPhone, test } from "./fixtures";
import { addFirstServiceByForms, logInByForms } from "./book-by-forms";
import { whenHydrated } from "./helpers";

/** Every day, arrow, weekday and the caption of the calendar, with where it is drawn. */
const drawn = (page: import("@playwright/test").Page) =>
  page
    .locator("form[method=get]")
    .first()
    .locator("button, a, th, .rdp-caption_label")
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${e.textContent} ${e.getAttribute("aria-label")} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    );

for (const lang of ["en", "hi", "ml"]) {
  test(`the date picker loads only when a keyboard reaches the calendar, and takes the plain month's place without a shift (${lang}) @js-on`, async ({ page, baseURL, context }) => {
    await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
    await page.setViewportSize({ width: 320, height: 740 });
    const picker: string[] = [];
    page.on("request", (r) => /EnhancedMonth-[\w-]+\.js$/.test(r.url()) && picker.push(r.url()));
    await logInByForms(page, baseURL!, freshPhone());
    await addFirstServiceByForms(page, baseURL!, "/Overview?provider_id=1&branch_id=1");
    await page.goto("/DateTime");
    await whenHydrated(page);
    const plain = await drawn(page);

    // A tap on a day picks it (the form's GET) without the picker.
    const days = page.locator('button[name="date"]:not([disabled])');
    const second = (await days.nth(1).getAttribute("value"))!;
    await days.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`date=${second}`));
    expect(picker).toEqual([]);
    await expect(page.getByRole("grid")).toHaveCount(0);

    // A keyboard brings it: the same days in the same places, the focus where it was.
    await page.goto("/DateTime");
    await whenHydrated(page);
    await days.first().focus();
    await expect(page.getByRole("grid")).toHaveCount(1);
    await expect(days.first()).toBeFocused();
    expect(picker).toHaveLength(1);
    expect(await drawn(page)).toEqual(plain);
  });
}
