import ical from "node-ical";
import { expect, freshPhone, test } from "./fixtures";
import { bookAndPayByForms } from "./book-by-forms";
import { enterLoginCode, providerHref } from "./helpers";

/** "27 Nov 2026" / "Friday, 27 November 2026" and "10:30 AM" as the instant they name in India. */
function indiaInstant(date: string, time: string) {
  const d = new Date(`${date.replace(/^\w+, /, "")} 00:00 UTC`);
  const [, h, m, ampm] = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(time)!;
  const minutes = ((Number(h) % 12) + (ampm === "P" ? 12 : 0)) * 60 + Number(m) - 330;
  return new Date(d.getTime() + minutes * 60_000).toISOString();
}

test("a confirmed booking goes into the customer's calendar: an .ics file at India's time and a Google Calendar link, from /ThankYou and My Bookings, and to no one else", async ({
  page,
  jsEnabled,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const href = await providerHref(page, "/SearchResults?type=1&location=Bengaluru", jsEnabled ? 1 : 2);
  const id = await bookAndPayByForms(page, baseURL!, href, freshPhone());
  const shown = {
    date: (await page
      .locator("dt", { hasText: /^Date$/ })
      .locator("+ dd")
      .textContent())!,
    time: (await page
      .locator("dt", { hasText: /^Time$/ })
      .locator("+ dd")
      .textContent())!,
  };

  const file = page.getByRole("link", { name: `Add booking ${id} to your calendar app (.ics file)` });
  // Under a visible "Add to calendar:", each link says where the booking goes.
  await expect(page.getByText("Add to calendar:")).toBeVisible();
  await expect(file).toHaveText("Calendar app");
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(download.headers()["content-disposition"]).toBe(`attachment; filename="saaj-booking-${id}.ics"`);
  expect(download.headers()["cache-control"]).toBe("private, no-store");
  const text = await download.text();
  const event = Object.values(ical.sync.parseICS(text)).find((c) => c?.type === "VEVENT") as ical.VEvent;
  expect(event.start.toISOString()).toBe(indiaInstant(shown.date, shown.time));
  expect(text).toContain("DTSTART;TZID=Asia/Kolkata:");
  expect(event.uid).toBe(`booking-${id}@saaj.in`);

  const google = page.getByRole("link", { name: `Add booking ${id} to Google Calendar (opens in a new tab)` });
  const redirect = await page.request.get((await google.getAttribute("href"))!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const to = new URL(redirect.headers()["location"]!);
  expect(to.origin + to.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(to.searchParams.get("ctz")).toBe("Asia/Kolkata");
  expect(to.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}\/\d{8}T\d{6}$/);

  // The same links beside the booking in My Bookings; the file again has the same UID.
  await page.goto("/MyProfile");
  await expect(page.getByRole("link", { name: `Add booking ${id} to your calendar app (.ics file)` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Add booking ${id} to Google Calendar (opens in a new tab)` })).toBeVisible();
  const again = await page.request.get(`/calendar/${id}.ics`);
  expect((Object.values(ical.sync.parseICS(await again.text())).find((c) => c?.type === "VEVENT") as ical.VEvent).uid).toBe(event.uid);

  // Another customer gets no calendar entry for it: back to their own bookings with the reason.
  const stranger = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": `10.250.${id.length}.${Number(id) % 250}` } });
  const other = await stranger.newPage();
  await other.goto("/Login");
  await other.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await other.getByRole("button", { name: "Send OTP" }).click();
  await enterLoginCode(other, jsEnabled);
  await other.goto(`/calendar/${id}.ics`);
  await expect(other).toHaveURL(/\/MyProfile$/);
  await expect(other.getByText("Only a confirmed booking that is still to come can be added to a calendar.")).toBeVisible();
  await stranger.close();
});
