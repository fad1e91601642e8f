import { readFileSync } from "node:fs";
import { expect, freshPhone, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { bookAndPayByForms, bookByForms } from "./book-by-forms";
import { payHere, providerHref, whenHydrated } from "./helpers";

test("after the visit: the provider completes it, the customer rates it (a verified booking on the provider's page), downloads the invoice and books it again [spec 2.2.rate-your-experience 2.2.write-a-review 2.2.feedback-placeholder 2.4.review-submitted 2.4.review-submit 2.9.review-dialog-2s]", async ({
  page,
  request,
  jsEnabled,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  const href = (await page
    .getByTestId("provider-card")
    .nth(3)
    .getByRole("link", { name: /^Book a Service/ })
    .getAttribute("href"))!;
  const providerId = new URL(href, "http://x").searchParams.get("provider_id")!;
  // Booked by the forms (journey.spec.ts walks the screens); paid by UPI on the confirm page.
  const bookingId = await bookByForms(page, baseURL!, href, freshPhone());
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await payHere(page, "upi");

  // The provider (an external party) marks it done through its own API.
  const done = await request.post("/provider-api/complete-appointment/", {
    headers: { "X-Provider-Key": `demo-provider-${providerId}` },
    data: { appointment_id: Number(bookingId) },
  });
  expect(done.status()).toBe(200);

  await page.goto("/MyProfile");
  const row = page
    .getByRole("row")
    .filter({ hasText: `${bookingId}` })
    .first();
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  await expect(row.getByText("Paid by UPI", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Cancel booking ${bookingId}` })).toHaveCount(0);

  // The invoice is a real PDF named invoice_{id}.pdf.
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: `Download invoice for booking ${bookingId}` }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice_${bookingId}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  // Without the customer's session there is no invoice.
  const stranger = await request.get(`/invoice/${bookingId}`, { maxRedirects: 0 });
  expect(stranger.headers()["content-type"] ?? "").not.toContain("pdf");

  // Rate Your Experience: the spec's messages, then success.
  await row.getByRole("link", { name: `Rate booking ${bookingId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Rate Your Experience" });
  // One heading (the dialog's); the spec's "Write a review" names the comment box.
  await expect(dialog.getByRole("heading")).toHaveCount(1);
  await expect(dialog.getByLabel("Write a review")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Rating is required")).toBeVisible();
  await expect(page.getByText("Comment is required")).toBeVisible();
  await page.getByRole("dialog", { name: "Rate Your Experience" }).getByText("4 stars").click({ force: true });
  await page.getByRole("dialog", { name: "Rate Your Experience" }).getByPlaceholder("Enter your feedback message here").fill("Lovely haircut, on time and very friendly.");
  if (jsEnabled) await page.clock.install();
  await page.getByRole("dialog", { name: "Rate Your Experience" }).getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Review Submitted Successfully").first()).toBeVisible();
  if (jsEnabled) {
    // With JavaScript the dialog stays 2 s with its success, then closes (Playwright's clock).
    await page.clock.runFor(1500);
    await expect(page.getByRole("dialog", { name: "Rate Your Experience" })).toBeVisible();
    await page.clock.runFor(800);
    await expect(page.getByRole("dialog", { name: "Rate Your Experience" })).toBeHidden();
  }
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `${bookingId}` })
      .first()
      .getByText("Reviewed"),
  ).toBeVisible({ timeout: 10_000 });

  // The provider's page shows it, marked as written from a booking on Saaj.
  await page.goto(`${href}&tab=review`);
  await expect(page.getByRole("listitem").filter({ hasText: "Lovely haircut, on time and very friendly." }).getByText("Verified booking").first()).toBeVisible();

  // Book again: the same services at the same provider, back in the cart, ready for Book Now.
  await page.goto("/MyProfile");
  await page
    .getByRole("row")
    .filter({ hasText: `${bookingId}` })
    .first()
    .getByRole("button", { name: `Book the services of booking ${bookingId} again` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/Overview\\?provider_id=${providerId}&`));
  await expect(page.getByText(`The services of booking #${bookingId} are in your cart. Tap Book Now to choose a day and time.`).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Added to Cart: / }).first()).toBeVisible();
  await expect(page.locator("#cart").getByRole("button", { name: "Book Now" })).toBeVisible();
});

test("paying at the venue: to pay there until the provider records it, and only then an invoice [spec 2.8.invoice-failed]", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  const href = (await page
    .getByTestId("provider-card")
    .nth(4)
    .getByRole("link", { name: /^Book a Service/ })
    .getAttribute("href"))!;
  const providerId = new URL(href, "http://x").searchParams.get("provider_id")!;
  const bookingId = await bookAndPayByForms(page, baseURL!, href, freshPhone());

  await page.goto("/MyProfile");
  const row = page
    .getByRole("row")
    .filter({ hasText: `${bookingId}` })
    .first();
  await expect(row.getByText("To pay at the venue", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Download invoice for booking ${bookingId}` })).toHaveCount(0);
  // No invoice by its address either: the API refuses, and the page says so.
  await page.goto(`/invoice/${bookingId}`);
  await expect(page.getByText("Failed to download My Booking Invoice.").first()).toBeVisible();

  // The provider (an external party) records the payment at the venue through its own API.
  const received = await request.post("/provider-api/venue-payment-received/", {
    headers: { "X-Provider-Key": `demo-provider-${providerId}` },
    data: { appointment_id: Number(bookingId) },
  });
  expect(received.status()).toBe(200);
  await page.goto("/MyProfile");
  await expect(row.getByText("Paid at the venue", { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: `Download invoice for booking ${bookingId}` }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice_${bookingId}.pdf`);
});

/** Cancels booking `id` from My Bookings with a reason, through its dialog. */
async function cancelInMyBookings(page: Page, id: string) {
  await page.goto("/MyProfile");
  await page.getByRole("link", { name: `Cancel booking ${id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reason for Cancellation" });
  await dialog.getByLabel("Reason").selectOption("Personal Reasons");
  await dialog.getByRole("button", { name: "Confirm" }).click();
}

test("My Bookings says what became of each amount: not paid yet, not charged when cancelled unpaid, refunded to the UPI account when cancelled paid", async ({ page, jsEnabled, baseURL }) => {
  test.setTimeout(120_000);
  const href = await providerHref(page, "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", jsEnabled ? 11 : 12);
  const amountOf = (id: string) => {
    const row = page.getByRole("row").filter({ hasText: new RegExp(`^\\s*${id}`) });
    return { row, amount: row.getByRole("cell").filter({ hasText: /^Rs\. [\d,]+\/-/ }) };
  };

  // Left waiting for payment, then cancelled: the amount stays, and says it was never taken.
  const unpaid = await bookByForms(page, baseURL!, href, freshPhone());
  await page.goto("/MyProfile");
  await expect(amountOf(unpaid).amount.getByText("Not paid yet", { exact: true })).toBeVisible();
  await cancelInMyBookings(page, unpaid);
  await expect(amountOf(unpaid).row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(amountOf(unpaid).amount.getByText(/^Rs\. [\d,]+\/-$/)).toBeVisible();
  await expect(amountOf(unpaid).amount.getByText("Not charged", { exact: true })).toBeVisible();

  // Another customer (a fresh session): paid by UPI, then cancelled free; all of it goes back to their UPI account at once (the demo gateway).
  await page.context().clearCookies();
  const paid = await bookByForms(page, baseURL!, href, freshPhone());
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await payHere(page, "upi");
  await cancelInMyBookings(page, paid);
  await expect(page.getByTestId("toast")).toHaveText(/^Your booking has been cancelled\. It was free of charge, and ₹[\d,]+(\.\d\d)? is refunded to your UPI account\.$/);
  await expect(amountOf(paid).row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(amountOf(paid).amount.getByText(/^₹[\d,]+(\.\d\d)? refunded to your UPI account$/)).toBeVisible();
  await expect(amountOf(paid).amount.getByText("Refund due")).toHaveCount(0);
  await expect(amountOf(paid).amount.getByText("Not charged")).toHaveCount(0);
});

test("cancelling a booking: with JavaScript the popup shows it is done and closes 0.5 s later; without, the answer is the page without it [spec 2.9.cancel-popup-05s]", async ({
  page,
  jsEnabled,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = await bookAndPayByForms(page, baseURL!, "/Overview?provider_id=1&branch_id=1", freshPhone());
  await page.goto(`/MyProfile?cancel=${id}`);
  const dialog = page.getByRole("dialog", { name: "Reason for Cancellation" });
  await dialog.getByLabel("Reason").selectOption("Personal Reasons");
  if (jsEnabled) {
    await whenHydrated(page);
    // Time stands still from here and moves only as the test says.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 500));
  }
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const cancelled = /^Your booking has been cancelled\./;
  if (jsEnabled) {
    await expect(dialog.getByText(cancelled)).toBeVisible();
    await page.clock.runFor(400);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
  }
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/MyProfile$/);
  // The message stays in a toast, and the refreshed list has the booking cancelled.
  await expect(page.getByTestId("toast")).toHaveText(cancelled);
  const row = page
    .getByRole("row")
    .filter({ hasText: `${id}` })
    .first();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Cancel booking ${id}` })).toHaveCount(0);
});
