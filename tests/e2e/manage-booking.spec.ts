import type { Browser, Page } from "@playwright/test";
import { expect, freshPhone, test, visitorAddress } from "./fixtures";
import { bookAndPayByForms, demoMessage } from "./book-by-forms";
import { providerHref, whenHydrated } from "./helpers";

/**
 * A booking's link in its confirmation message (issue 27, item 1): opened in a browser that never
 * logged in, it shows that booking and cancels it; a forged link, or one booking's signature on
 * another's number, shows a clear page and nothing of any booking. Kozhikode's salons are this
 * file's own (no other spec books there).
 */
test.use({ viewport: { width: 360, height: 800 } });

const SEARCH = "/SearchResults?type=1&service=Haircut&service_id=1&location=Kozhikode";
const PERSONAL = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/** A paid booking at the n-th Hyderabad salon, and the /Booking/<token> path its confirmation message carries. */
async function bookWithLink(page: Page, baseURL: string, n: number) {
  const phone = freshPhone();
  const since = new Date(Date.now() - 1000);
  const id = await bookAndPayByForms(page, baseURL, await providerHref(page, SEARCH, n), phone);
  const sms = await demoMessage(page, baseURL, phone, "booking-confirmed", since);
  const link = /https?:\/\/\S+?(\/Booking\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/.exec(sms);
  expect(link, `a booking link in: ${sms}`).toBeTruthy();
  return { id, phone, path: link![1]! };
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
