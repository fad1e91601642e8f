import { expect, freshPhone, test } from "./fixtures";
import { addFirstServiceByForms, bookByForms } from "./book-by-forms";
import { payHere, providerHref } from "./helpers";

/**
 * When the provider cancels a booking the customer paid by UPI (api/routes/appointments/
 * amends.service.ts, decision 0042): the full amount goes back at once, the message says so with
 * an apology coupon and a search for the same services on the same day, and My Bookings shows the refund.
 */
test("a provider cancelling a UPI-paid booking refunds it, apologises with a coupon and offers the same service elsewhere", async ({ page, request, jsEnabled, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const href = await providerHref(page, "/SearchResults?type=1&location=Mumbai", jsEnabled ? 3 : 4);
  const providerId = new URL(href, "http://x").searchParams.get("provider_id")!;
  const phone = freshPhone();
  const id = await bookByForms(page, baseURL!, href, phone);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await payHere(page, "upi");

  const since = new Date();
  const cancelled = await request.post("/provider-api/cancel-appointment/", {
    headers: { "X-Provider-Key": `demo-provider-${providerId}` },
    data: { appointment_id: Number(id), cancellation_message: "Our stylist is unwell today." },
  });
  expect(cancelled.status()).toBe(200);

  // The message: the refund, the coupon, and one tap to the same service at the same place.
  let body = "";
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/demo/outbox/?phone=${phone}`)).json()) as { data: { body: string; purpose: string; created_at: string }[] };
      body = outbox.data.find((m) => m.purpose === "provider-cancelled" && new Date(m.created_at) >= new Date(since.getTime() - 1000))?.body ?? "";
      return body;
    })
    .not.toBe("");
  expect(body).toMatch(/Our stylist is unwell today\. ₹[\d,]+(\.\d\d)? is refunded to your UPI account\. We are sorry: here is ₹200 off your next booking, code SORRY[A-Z2-9]{6}\./);
  const rebook = /Book the same services elsewhere: (\S+)/.exec(body)![1]!;
  expect(new URL(rebook).pathname).toBe("/SearchResults");

  // My Bookings says where the money went.
  await page.goto("/MyProfile");
  const row = page
    .getByRole("row")
    .filter({ hasText: `${id}` })
    .first();
  await expect(row.getByText(/^₹[\d,]+(\.\d\d)? refunded to your UPI account$/)).toBeVisible();

  // The search the message offers finds others with the same services nearby, and keeps the
  // booking's day: the provider chosen there opens /DateTime on it.
  const offered = new URL(rebook);
  expect(offered.searchParams.get("service_ids")).toMatch(/^\d+(,\d+)*$/);
  const day = offered.searchParams.get("date")!;
  await page.goto(offered.pathname + offered.search);
  const other = page.getByTestId("provider-card").filter({ hasNot: page.locator(`a[href*="provider_id=${providerId}&"]`) });
  const otherHref = (await other
    .first()
    .getByRole("link", { name: /^Book a Service/ })
    .getAttribute("href"))!;
  await addFirstServiceByForms(page, baseURL!, otherHref);
  await page.goto("/DateTime");
  await expect(page.locator('button[name="date"][aria-pressed="true"]')).toHaveAttribute("value", day);
});
