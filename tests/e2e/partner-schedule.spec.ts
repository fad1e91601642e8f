import type { Page } from "@playwright/test";
import { expect, freshPhone, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, SILENT } from "./console";
import { whenHydrated } from "./helpers";
import { acceptAsProvider, enterCodeByForms, payAtVenueByForms, sendRequestByForms } from "./book-by-forms";

/**
 * The console's schedule (issue 28, item 3) at 360 px, JavaScript off and on: a customer books and
 * chooses to pay at the venue; the owner finds the booking on its day, starts it, records the
 * payment and completes it; a second booking is cancelled from the schedule with a reason the
 * customer reads in My Bookings.
 *
 * On the silent server (no demo robot): the provider API accepts. The projects play providers 3
 * (JavaScript off) and 4 (on), whose owners no other spec logs in.
 */
const OWNERS = { off: { provider: 3, phone: "9000000003" }, on: { provider: 4, phone: "9000000004" } } as const;
const REASON = "Our stylist is unwell today.";

/** A customer's booking at the provider, accepted through the provider API, its code entered and to be paid at the venue: its id and day. */
async function bookedAtVenue(page: Page, overview: string, providerId: number) {
  await sendRequestByForms(page, SILENT, overview, freshPhone(), { minPrice: 600 });
  const { id, otp } = await acceptAsProvider(page.request, SILENT, providerId);
  await enterCodeByForms(page, SILENT, otp);
  await payAtVenueByForms(page, SILENT, String(id));
  const key = { "X-Provider-Key": `demo-provider-${providerId}` };
  const booked = (await (await page.request.get(`${SILENT}/provider-api/appointments/?status_id=2`, { headers: key })).json()) as { data: { appointment_id: number; appointment_date: string }[] };
  const date = booked.data.find((a) => a.appointment_id === id)?.appointment_date;
  expect(date, "the booking is scheduled").toBeTruthy();
  return { id, date: date! };
}

test("the owner finds a booking on its day in the schedule, starts it, records the venue payment and completes it; cancels another with a reason the customer reads", async ({
  browser,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const owner = OWNERS[jsEnabled ? "on" : "off"];
  const customer = await consoleVisitor(browser, jsEnabled);
  // The provider's first branch, as its page opens on it.
  await customer.goto(`/Overview?provider_id=${owner.provider}`);
  const tab = await customer.locator('a[href*="tab="]').first().getAttribute("href");
  const branch = new URL(tab!, SILENT).searchParams.get("branch_id")!;
  const overview = `/Overview?provider_id=${owner.provider}&branch_id=${branch}`;
  const first = await bookedAtVenue(customer, overview, owner.provider);

  const console = await consoleVisitor(browser, jsEnabled);
  await consoleLogIn(console, owner.phone);
  await console.getByRole("link", { name: "Schedule" }).click();
  await expect(console.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  if (jsEnabled) await whenHydrated(console);
  // Its day (the first free slot is after today).
  await console.goto(`/Partner/Schedule?date=${first.date}&branch=${branch}`);
  const card = console.locator(`[data-appointment="${first.id}"]`);
  await expect(card.getByTestId("schedule-state")).toHaveText("Booked");
  await expect(card.getByTestId("schedule-payment")).toHaveText("To pay at the venue");
  expect(await layoutProblems(console)).toEqual([]);
  await card.getByRole("button", { name: "Start" }).click();
  await expect(console.getByText("Marked as started.")).toBeVisible();
  await expect(card.getByTestId("schedule-state")).toHaveText("Started");
  await card.getByRole("button", { name: "Paid at the venue" }).click();
  await expect(console.getByText("Payment at the venue recorded.")).toBeVisible();
  await expect(card.getByTestId("schedule-payment")).toHaveText("Paid at the venue");
  await card.getByRole("button", { name: "Complete" }).click();
  await expect(console.getByText("Marked as completed.")).toBeVisible();
  await expect(card.getByTestId("schedule-state")).toHaveText("Completed");
  await expect(card.getByRole("button")).toHaveCount(0);

  // A second booking, cancelled from the schedule with a reason.
  const other = await consoleVisitor(browser, jsEnabled);
  const second = await bookedAtVenue(other, overview, owner.provider);
  await console.goto(`/Partner/Schedule?date=${second.date}&view=week`);
  const secondCard = console.locator(`[data-appointment="${second.id}"]`);
  await secondCard.getByRole("link", { name: /^Cancel .+'s booking at / }).click();
  await expect(console.getByRole("heading", { level: 1, name: /^Cancel .+'s booking\?$/ })).toBeVisible();
  expect(await layoutProblems(console)).toEqual([]);
  await console.getByRole("button", { name: "Cancel booking" }).click();
  await expect(console.getByText("Please write why you are cancelling: the customer reads it.").first()).toBeVisible();
  await console.getByLabel("Why are you cancelling?").fill(REASON);
  await console.getByRole("button", { name: "Cancel booking" }).click();
  await expect(console.getByText("Booking cancelled. The customer has been told why.")).toBeVisible();
  await expect(secondCard.getByTestId("schedule-state")).toHaveText("Cancelled");
  expect(await layoutProblems(console)).toEqual([]);

  await other.goto("/MyProfile");
  const row = other
    .getByRole("row")
    .filter({ hasText: `${second.id}` })
    .first();
  await expect(row.getByText(REASON)).toBeVisible();
});
