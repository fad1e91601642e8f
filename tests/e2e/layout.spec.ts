import type { Page } from "@playwright/test";
import { expect, freshPhone, test } from "./fixtures";
import { addToCart, providerCodeFromDemoSms, logInHere, pickDateAndSlot } from "./helpers";
import { layoutProblems, WIDTHS } from "./layout";

const NARROW = [320, 360] as const;
import { PUBLIC } from "./routes";

/**
 * Phones first: every route and popup at 320, 360, 375, 414 and 1280 px, JavaScript off and on,
 * never scrolls sideways and never lays text or controls over each other (tests/e2e/layout.ts).
 */
async function check(page: Page, paths: string[], problems: string[], widths: readonly number[] = WIDTHS) {
  // A failed hydration re-renders the page in the browser and drops its server-rendered styles.
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  page.on("pageerror", onError);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      const found = await layoutProblems(page);
      for (const p of found) problems.push(`${width}px ${path}: ${p}`);
      // LAYOUT_SHOTS=dir keeps a full-page picture of each screen that failed, to look at.
      if (found.length && process.env.LAYOUT_SHOTS) await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${width}-${path.replace(/\W+/g, "_")}.png`, fullPage: true });
      for (const e of errors.splice(0)) problems.push(`${width}px ${path}: page error: ${e.slice(0, 120)}`);
    }
  }
  page.off("pageerror", onError);
}

test("every public screen and popup fits 320 to 1280 px without sideways scrolling or overlaps", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  await check(page, PUBLIC, problems);
  expect(problems).toEqual([]);
});

/** Hindi and Malayalam words run longer than English: the public screens at the narrow widths, in each. */
for (const lang of ["hi", "ml"] as const) {
  test(`every public screen and popup fits 320 and 360 px in ${lang === "hi" ? "Hindi" : "Malayalam"}`, async ({ page, context, baseURL, jsEnabled }) => {
    test.skip(jsEnabled, "the server's layout is the one judged; hydration keeps it (hydration.spec.ts)");
    test.setTimeout(240_000);
    await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
    const problems: string[] = [];
    await check(page, PUBLIC, problems, NARROW);
    expect(problems).toEqual([]);
  });
}

test("every booking and account screen and popup fits 320 to 1280 px without sideways scrolling or overlaps, and 320 and 360 px in Hindi and Malayalam", async ({
  page,
  context,
  baseURL,
  jsEnabled,
  request,
}) => {
  test.setTimeout(360_000);
  const problems: string[] = [];
  // Each stage in English at every width, and (JavaScript off) in Hindi and Malayalam on narrow phones.
  const checkEach = async (paths: string[]) => {
    await check(page, paths, problems);
    if (jsEnabled) return;
    for (const lang of ["hi", "ml"] as const) {
      await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
      const found: string[] = [];
      await check(page, paths, found, NARROW);
      problems.push(...found.map((problem) => `${lang} ${problem}`));
    }
    await context.addCookies([{ name: "saaj_lang", value: "en", url: baseURL! }]);
  };
  // A provider of its own (the other journeys book Trivandrum's salons).
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Bengaluru");
  const card = page.getByTestId("provider-card").nth(jsEnabled ? 0 : 1);
  await page.goto((await card.getByRole("link", { name: /^Book a Service/ }).getAttribute("href"))!);
  const overview = new URL(page.url());
  await addToCart(page);
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).click();
  await logInHere(page, freshPhone(), jsEnabled);
  await expect(page).toHaveURL(/\/DateTime/);
  await checkEach(["/DateTime", overview.pathname + overview.search]);

  await page.goto("/DateTime");
  await pickDateAndSlot(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  const sheet = page.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible({ timeout: 20_000 });
  await checkEach(["/DateTime", "/DateTime?close=1"]);
  await page.goto("/DateTime");
  await sheet.getByLabel("Provider code").fill(await providerCodeFromDemoSms(sheet));
  await sheet.getByRole("button", { name: "Confirm Code" }).click();
  await expect(page).toHaveURL(/\/Cart\?booking=\d+$/);
  const id = new URL(page.url()).searchParams.get("booking")!;
  await checkEach([`/Cart?booking=${id}`, `/Cart?booking=${id}&cancel=1`, `/ConfirmAppointment?booking=${id}`]);

  await page.goto(`/ConfirmAppointment?booking=${id}`);
  await page.getByRole("radio", { name: /^Pay at the venue/ }).check();
  await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
  await checkEach([`/ThankYou?booking=${id}`, "/MyProfile", "/MyProfile?tab=profile", `/MyProfile?cancel=${id}`]);

  // The provider completes it: the review popup.
  const providerId = overview.searchParams.get("provider_id")!;
  const completed = await request.post("/provider-api/complete-appointment/", { headers: { "X-Provider-Key": `demo-provider-${providerId}` }, data: { appointment_id: Number(id) } });
  expect(completed.status()).toBe(200);
  await checkEach([`/MyProfile?review=${id}`]);
  expect(problems).toEqual([]);
});

test("the layout check finds a badge laid over a title, and not words wrapping inside a sentence", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(`
    <div style="position: relative"><h2>Bridal Makeup</h2><span style="position: absolute; top: 0; left: 20px">1 hour 30 mins</span></div>
    <p style="width: 300px">We are holding this slot for you. Please confirm by <strong>11:25 AM</strong><span> (14:59 left, and words enough to run on to the next line of this paragraph)</span>; after that the slot is released.</p>`);
  expect(await layoutProblems(page)).toEqual(['<h2> "Bridal Makeup" overlaps <span> "1 hour 30 mins"']);
});
