import { expect, freshPhone, test } from "./fixtures";
import { codeForm, pickDateAndSlot, providerCodeFromDemoSms } from "./helpers";
import { addFirstServiceByForms, demoMessage, logInByForms } from "./book-by-forms";
import { WIDTHS } from "./layout";
import { AXE_WIDTHS, everything, IN_LANGUAGES, LANGUAGES, Sweep, type Visit } from "./sweep";

/**
 * The sweep of tests/e2e/sweep.spec.ts over the screens of one booking, from the calendar to the
 * review popup, in English with every check and in Hindi and Malayalam for layout. Its own file,
 * named to sort first: the suite's longest test starts early rather than running on alone at the end.
 */
test("every booking and account screen and popup fits 320 to 1280 px, passes the WCAG 2.2 A/AA checks and is valid HTML, and fits 320, 360, 412 and 1280 px in Hindi and Malayalam", async ({
  page,
  context,
  baseURL,
  jsEnabled,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const sweep = new Sweep(page, jsEnabled, testInfo);
  // Each stage in English, and its layout in Hindi and Malayalam.
  const checkEach = async (visits: Visit[]) => {
    for (const visit of visits) await sweep.visit(visit);
    for (const lang of Object.keys(LANGUAGES)) {
      await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
      sweep.lang = lang;
      for (const { path } of visits) await sweep.visit({ path, layout: IN_LANGUAGES });
    }
    await context.addCookies([{ name: "saaj_lang", value: "en", url: baseURL! }]);
    sweep.lang = "en";
  };
  const layoutOnly = (path: string): Visit => ({ path, layout: WIDTHS });

  // A provider of its own (the other journeys book Trivandrum's salons).
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Bengaluru");
  const card = page.getByTestId("provider-card").nth(jsEnabled ? 0 : 1);
  const overview = new URL((await card.getByRole("link", { name: /^Book a Service/ }).getAttribute("href"))!, baseURL);
  // To the calendar by the forms (journey.spec.ts walks these screens).
  await addFirstServiceByForms(page, baseURL!, overview.pathname + overview.search);
  const phone = freshPhone();
  await logInByForms(page, baseURL!, phone);
  // Logged in, with a cart.
  await checkEach([everything("/DateTime"), { path: overview.pathname + overview.search, layout: WIDTHS, html: true }]);

  await page.goto("/DateTime");
  await pickDateAndSlot(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  const sheet = page.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible({ timeout: 20_000 });
  // The waiting sheet, and the page with it closed.
  await checkEach([{ path: "/DateTime", layout: WIDTHS, axe: AXE_WIDTHS }, layoutOnly("/DateTime?close=1")]);
  await page.goto("/DateTime");
  await codeForm(page, jsEnabled)
    .getByLabel("Provider code")
    .fill(await providerCodeFromDemoSms(sheet));
  await codeForm(page, jsEnabled).getByRole("button", { name: "Confirm Code" }).click();
  await expect(page).toHaveURL(/\/Cart\?booking=\d+$/);
  const id = new URL(page.url()).searchParams.get("booking")!;
  const openCoupon = async () => page.getByText("Add Coupon").click();
  await checkEach([
    { path: `/Cart?booking=${id}`, layout: WIDTHS, axe: AXE_WIDTHS },
    { path: `/Cart?booking=${id}&cancel=1`, layout: WIDTHS, axe: AXE_WIDTHS },
    { path: `/ConfirmAppointment?booking=${id}`, layout: WIDTHS, axe: AXE_WIDTHS, beforeAxe: openCoupon },
  ]);

  await page.goto(`/ConfirmAppointment?booking=${id}`);
  await page.getByRole("radio", { name: /^Pay at the venue/ }).check();
  const paying = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
  // The booking's own page, opened from the link in its confirmation message (no login needed).
  const link = /\/Booking\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+/.exec(await demoMessage(page, baseURL!, phone, "booking-confirmed", paying))?.[0];
  expect(link, "a booking link in the confirmation message").toBeTruthy();
  // The thank-you page needs no script, and a first visit carries none (app/lib/page-scripts.ts).
  const thanks = await (await page.request.get(`/ThankYou?booking=${id}`)).text();
  expect(thanks).toContain("Booking Success");
  expect(thanks).not.toContain("<script");
  await checkEach([
    { path: `/ThankYou?booking=${id}`, layout: WIDTHS, axe: AXE_WIDTHS },
    everything("/MyProfile"),
    everything("/MyProfile?tab=profile"),
    { path: `/MyProfile?cancel=${id}`, layout: WIDTHS, axe: AXE_WIDTHS },
    { path: link!, layout: WIDTHS, axe: AXE_WIDTHS },
    { path: `${link!}?cancel=1`, layout: WIDTHS, axe: AXE_WIDTHS },
    layoutOnly(`/Booking/0.0.${"A".repeat(22)}`),
  ]);

  // The provider completes it: the review popup.
  const providerId = overview.searchParams.get("provider_id")!;
  const completed = await request.post("/provider-api/complete-appointment/", { headers: { "X-Provider-Key": `demo-provider-${providerId}` }, data: { appointment_id: Number(id) } });
  expect(completed.status()).toBe(200);
  await checkEach([layoutOnly(`/MyProfile?review=${id}`)]);
  // Without JavaScript the waiting sheet reloads the page every 5 s, and once at the code's
  // deadline; a link in the sheet turns that off (WCAG 2.2.1's "turn off", so not failure F41:
  // waiting-still.spec.ts). axe's meta-refresh rule cannot see the link, and flags the refresh.
  const knownGap = /^\[\w+ \d+px \/DateTime\] axe: meta-refresh /;
  expect((await sweep.finish()).filter((p) => jsEnabled || !knownGap.test(p))).toEqual([]);
});
