import type { Browser, Page } from "@playwright/test";
import { expect, freshPhone, test, visitorAddress } from "./fixtures";
import { bookAndPayByForms, demoMessage } from "./book-by-forms";
import { providerHref, whenHydrated } from "./helpers";

/**
 * A booking's link in its confirmation message (issue 27, item 1): opened in a browser that never
 * logged in, it shows that booking and cancels it; a forged link, or one booking's signature on
 * another's number, shows a clear page and nothing of any booking; Reschedule and Book again refill
 * the cart; logging out everywhere stops the link. Kozhikode's and Jaipur's salons are this file's
 * own (no other spec books there).
 */
test.use({ viewport: { width: 360, height: 800 } });

const SEARCH = "/SearchResults?type=1&service=Haircut&service_id=1&location=Kozhikode";
const PERSONAL = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/** A booking paid at the venue at the n-th salon of `search`, and the /Booking/<token> path its confirmation message carries. */
async function bookWithLink(page: Page, baseURL: string, n: number, search = SEARCH) {
  const phone = freshPhone();
  const since = new Date(Date.now() - 1000);
  const href = await providerHref(page, search, n);
  const id = await bookAndPayByForms(page, baseURL, href, phone);
  const sms = await demoMessage(page, baseURL, phone, "booking-confirmed", since);
  const link = /https?:\/\/\S+?(\/Booking\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/.exec(sms);
  expect(link, `a booking link in: ${sms}`).toBeTruthy();
  return { id, phone, path: link![1]!, providerId: new URL(href, baseURL).searchParams.get("provider_id")! };
}

/** A browser that has never logged in (no cookies), at a phone's width. */
async function freshBrowser(browser: Browser, baseURL: string, jsEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled, viewport: { width: 360, height: 800 }, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  return { context, page: await context.newPage() };
}

test("a confirmation message's link opens the booking without logging in and cancels it inside the free window", async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(120_000);
  const { id, phone, path } = await bookWithLink(page, baseURL!, jsEnabled ? 1 : 2);
  const { context, page: visitor } = await freshBrowser(browser, baseURL!, jsEnabled);
  const response = await visitor.goto(path);
  expect(response!.status()).toBe(200);
  expect(response!.headers()).toMatchObject(PERSONAL);
  await expect(visitor.getByRole("heading", { name: `Booking #${id}` })).toBeVisible();
  await expect(visitor.getByTestId("managed-state")).toHaveText("Confirmed");
  await expect(visitor.getByTestId("managed-phone")).toHaveText(`+91 ••••••${phone.slice(-4)}`);
  await expect(visitor.getByTestId("managed-phone")).not.toContainText(phone.slice(0, 6));
  await expect(visitor.getByRole("link", { name: /^Directions to / })).toHaveAttribute("target", "_blank");
  await expect(visitor.getByTestId("payment-state")).toHaveText("To pay at the venue");
  await expect(visitor.getByTestId("cancel-terms")).toHaveAttribute("data-kind", "freeUntil");
  await expect(visitor.getByRole("link", { name: `Add booking ${id} to your calendar app (.ics file)` })).toHaveAttribute("href", `${path}/calendar.ics`);
  const ics = await visitor.request.get(`${path}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain(`UID:booking-${id}@saaj.in`);

  if (jsEnabled) await whenHydrated(visitor);
  await visitor.getByRole("link", { name: "Cancel booking" }).click();
  await expect(visitor).toHaveURL(new RegExp(`${path}\\?cancel=1$`));
  const dialog = visitor.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog.getByTestId("cancel-terms")).toHaveAttribute("data-kind", "freeUntil");
  // No reason: the form says so, and nothing is cancelled.
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption("Scheduling Conflict");
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(visitor.getByText(/Your booking has been cancelled\. It was free of charge/).first()).toBeVisible();
  await expect(visitor.getByTestId("managed-state")).toHaveText("Cancelled");
  await expect(visitor.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
  await context.close();
});

test("a forged link, or one booking's signature on another's number, shows a clear page with nothing of any booking and cancels nothing", async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(180_000);
  const mine = await bookWithLink(page, baseURL!, jsEnabled ? 0 : 7);
  // Another booking's number: the next one (another customer's, or none yet).
  const other = { id: String(Number(mine.id) + 1) };
  const { context, page: visitor } = await freshBrowser(browser, baseURL!, jsEnabled);

  // One character of the signature changed.
  const last = mine.path.at(-1)!;
  const forged = mine.path.slice(0, -1) + (last === "A" ? "B" : "A");
  const refused = await visitor.goto(forged);
  expect(refused!.status()).toBe(404);
  expect(refused!.headers()).toMatchObject(PERSONAL);
  await expect(visitor.getByTestId("link-refused")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "This link does not open a booking" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Log in to My Bookings" })).toBeVisible();
  await expect(visitor.locator("main")).not.toContainText(`#${mine.id}`);
  await expect(visitor.getByTestId("managed-state")).toHaveCount(0);

  // The other booking's number with this booking's signature.
  const [, issued, signature] = mine.path.replace("/Booking/", "").split(".");
  const swapped = `/Booking/${Number(other.id).toString(36)}.${issued}.${signature}`;
  expect((await visitor.goto(swapped))!.status()).toBe(404);
  await expect(visitor.getByTestId("link-refused")).toBeVisible();
  // Its cancel form, posted anyway, cancels nothing; nor does naming the other booking in this link's form.
  const post = (to: string, fields: Record<string, string>) => visitor.request.post(to, { form: fields, headers: { Origin: baseURL!, Accept: "text/html" }, maxRedirects: 0 });
  expect((await post(`${swapped}?cancel=1`, { intent: "cancel", reason: "Other" })).status()).toBeLessThan(400);
  await visitor.goto(mine.path);
  await expect(visitor.getByTestId("managed-state")).not.toHaveText("Cancelled");
  expect((await post(`${mine.path}?cancel=1`, { intent: "cancel", reason: "Other", appointmentId: other.id, appointment_id: other.id })).status()).toBeLessThan(400);
  // The swapped link's post changed nothing; this link's own form acted on this link's booking only.
  await visitor.goto(mine.path);
  await expect(visitor.getByTestId("managed-state")).toHaveText("Cancelled");
  await context.close();
});

/** Jaipur's salons are for the tests below (no other spec books there): one each, so no two take the same slot. */
const JAIPUR = "/SearchResults?type=1&location=Jaipur";

test("Reschedule, and Book again once it is done, refill the cart from the link with the booking's services at its provider, without logging in", async ({
  page,
  browser,
  request,
  baseURL,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const { id, path, providerId } = await bookWithLink(page, baseURL!, jsEnabled ? 0 : 1, JAIPUR);
  const { context, page: visitor } = await freshBrowser(browser, baseURL!, jsEnabled);
  await visitor.goto(path);
  // Reporting a no-show waits until 30 minutes after the start (the API's test clock proves it: app/routes/manage-booking.test.ts).
  await expect(visitor.getByTestId("no-show-ask")).toHaveCount(0);

  if (jsEnabled) await whenHydrated(visitor);
  await visitor.getByRole("button", { name: "Reschedule" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/Overview\\?provider_id=${providerId}&`));
  await expect(visitor.getByRole("button", { name: /^Added to Cart: / }).first()).toBeVisible();
  await expect(visitor.locator("#cart").getByRole("button", { name: "Book Now" })).toBeVisible();

  // Done: Book again, in a browser whose cart is empty.
  const done = await request.post("/provider-api/complete-appointment/", { headers: { "X-Provider-Key": `demo-provider-${providerId}` }, data: { appointment_id: Number(id) } });
  expect(done.status()).toBe(200);
  await context.clearCookies();
  await visitor.goto(path);
  await expect(visitor.getByTestId("managed-state")).toHaveText("Completed");
  await expect(visitor.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  if (jsEnabled) await whenHydrated(visitor);
  await visitor.getByRole("button", { name: "Book again" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/Overview\\?provider_id=${providerId}&`));
  await expect(visitor.getByText(`The services of booking #${id} are in your cart. Tap Book Now to choose a day and time.`).first()).toBeVisible();
  await expect(visitor.getByRole("button", { name: /^Added to Cart: / }).first()).toBeVisible();
  await context.close();
});

test("Log out everywhere on My Profile logs the customer out and stops the booking links sent so far from working", async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(120_000);
  const { path } = await bookWithLink(page, baseURL!, jsEnabled ? 2 : 3, JAIPUR);
  const { context, page: visitor } = await freshBrowser(browser, baseURL!, jsEnabled);
  expect((await visitor.goto(path))!.status()).toBe(200);

  await page.goto("/MyProfile?tab=profile");
  if (jsEnabled) await whenHydrated(page);
  await page.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out on every device, and earlier booking links no longer work.").first()).toBeVisible();
  await page.goto("/MyProfile");
  await expect(page).not.toHaveURL(/\/MyProfile/);

  const gone = await visitor.goto(path);
  expect(gone!.status()).toBe(410);
  await expect(visitor.getByTestId("link-refused")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(visitor.getByTestId("managed-state")).toHaveCount(0);
  await context.close();
});
