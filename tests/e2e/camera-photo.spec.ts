import { randomBytes } from "node:crypto";
import { stat, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, freshPhone, test } from "./fixtures";
import { addFirstServiceByForms, logInByForms } from "./book-by-forms";
import { pickDateAndSlot, providerHref } from "./helpers";

/**
 * Issue 30, item 22: a reference photo straight from a phone's camera (10-30 MB) books, JavaScript
 * off (the server downscales it) and on (the browser does, before sending); one the server cannot
 * take says so and keeps the chosen date and slot. On the silent server, whose demo provider never
 * answers, so the request waits and the provider API shows it with its photo.
 */
const SILENT = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const SEARCH = `${SILENT}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`;
const MB = 1024 * 1024;

/**
 * A file for the photo field, in the test's output folder: a browser reads a chosen file from disk,
 * while a buffer handed to Playwright travels to it over the DevTools protocol (seconds for 40 MB).
 */
async function fileOf(name: string, make: () => Promise<Buffer> | Buffer) {
  const file = test.info().outputPath(name);
  if (!(await stat(file).catch(() => undefined))) await writeFile(file, await make());
  return file;
}
/** 6000 x 4000 px of fine detail at full quality: over 30 MB, as a 24-megapixel camera writes it. */
const cameraPhoto = () =>
  fileOf("IMG_2041.jpg", () =>
    sharp(randomBytes(6000 * 4000 * 3), { raw: { width: 6000, height: 4000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer(),
  );

/** A new customer with the n-th provider's first service in the cart, on /DateTime at 360 px with a day and slot chosen. */
async function onTheCalendar(page: Page, n: number) {
  await page.setViewportSize({ width: 360, height: 740 });
  const href = await providerHref(page, SEARCH, n);
  const overview = new URL(href, SILENT);
  await addFirstServiceByForms(page, SILENT, overview.pathname + overview.search);
  await logInByForms(page, SILENT, freshPhone());
  await page.goto(`${SILENT}/DateTime`);
  await pickDateAndSlot(page);
  const date = await page.locator('button[name="date"][aria-pressed="true"]').getAttribute("value");
  const slot = await page.locator('input[name="slot"]:checked').getAttribute("value");
  return { providerId: overview.searchParams.get("provider_id")!, date: date!, slot: slot! };
}

test("a 30 MB photo from a phone's camera books at 360 px, and is sent small when JavaScript is on", async ({ page, jsEnabled }) => {
  test.setTimeout(120_000);
  const original = await cameraPhoto();
  expect((await stat(original)).size).toBeGreaterThan(30 * MB);
  const { providerId } = await onTheCalendar(page, jsEnabled ? 5 : 6);
  await page.getByLabel(/Photo for a virtual try-on/).setInputFiles(original);
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/DateTime"));
  await page.getByRole("button", { name: "Confirm" }).click();
  const request = await sent;
  const bytes = Number((await request.headerValue("content-length")) ?? request.postDataBuffer()?.length ?? 0);
  // With JavaScript the browser made it small before sending; without, the server did.
  if (jsEnabled) expect(bytes).toBeLessThan(5 * MB);
  else expect(bytes).toBeGreaterThan(30 * MB);
  await expect(page.getByRole("dialog", { name: "Awaiting Confirmation" })).toBeVisible({ timeout: 30_000 });
  const waiting = (await (await page.request.get(`${SILENT}/provider-api/appointments/?status_id=0`, { headers: { "X-Provider-Key": `demo-provider-${providerId}` } })).json()) as {
    data: { appointment_id: number; has_reference_image: boolean }[];
  };
  const newest = waiting.data.reduce((a, b) => (b.appointment_id > a.appointment_id ? b : a));
  expect(newest.has_reference_image).toBe(true);
});

test("a photo over 40 MB is refused with a message, and the chosen date and slot stay chosen", async ({ page }) => {
  test.setTimeout(120_000);
  const { date, slot } = await onTheCalendar(page, test.info().project.name.includes("off") ? 7 : 8);
  // Not a picture any browser can decode, so with JavaScript too it goes as chosen.
  const junk = await fileOf("huge.jpg", () => Buffer.alloc(41 * MB, 0x61));
  await page.getByLabel(/Photo for a virtual try-on/).setInputFiles(junk);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The photo is too large. Please choose one under 40 MB." })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('button[name="date"][aria-pressed="true"]')).toHaveAttribute("value", date);
  await expect(page.locator('input[name="slot"]:checked')).toHaveValue(slot);
  // Still styled: the page's own layout, not a bare error page.
  expect(await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily)).not.toMatch(/^("Times New Roman"|serif|Times)/);
});

test("past 80 MB the form is refused, and the page rendered in the browser says why in its own styles @js-on", async ({ page }) => {
  // Without JavaScript the server's own small page answers (server/photo-upload.test.ts).
  test.setTimeout(120_000);
  await onTheCalendar(page, 9);
  await page.getByLabel(/Photo for a virtual try-on/).setInputFiles(await fileOf("huger.jpg", () => Buffer.alloc(85 * MB, 0x61)));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Too large to send" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Please go back, choose one under 40 MB")).toBeVisible();
  // The site's header and button styles, not the browser's defaults.
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveCSS("border-radius", /[1-9]/);
  expect(await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily)).toContain("Noto Sans");
});
