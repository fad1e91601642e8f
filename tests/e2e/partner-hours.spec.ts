import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone, SILENT } from "./console";

/**
 * Availability the provider sets in the console (issue 28, item 4), at 360 px with JavaScript off
 * and on: a change of opening hours changes the customer's slots. The silent server (PORT+1);
 * the owners of providers 7 (JavaScript off) and 8 (on), whom no other journey uses.
 */
/** The slots a customer is offered at the branch on `date` (the customers' API, as /DateTime asks it). */
async function customerSlots(page: Page, providerId: number, branchId: string, date: string) {
  const answer = (await (await page.request.get(`${SILENT}/api/available-slots/?provider_id=${providerId}&branch_id=${branchId}&appointment_date=${date}`)).json()) as { available_slots: string[] }[];
  return answer[0]!.available_slots[0]!.split(",").filter(Boolean);
}

test("a change of opening hours in the console changes the customer's slots", async ({ browser, jsEnabled }) => {
  const providerId = jsEnabled ? 8 : 7;
  const page = await consoleVisitor(browser, jsEnabled);
  await consoleLogIn(page, ownerPhone(providerId));
  await page.getByRole("link", { name: "Hours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hours and days off" })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  const branchId = (await page.locator('input[name="branch_id"]').first().getAttribute("value"))!;

  // Ten days ahead, whatever weekday that is: open it 9 AM to noon.
  const date = new Date(Date.now() + 5.5 * 3600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", { weekday: "long", timeZone: "UTC" });
  const before = await customerSlots(page, providerId, branchId, date);
  const day = page.getByRole("group", { name: weekday, exact: true });
  await day.getByRole("checkbox").check();
  await day.getByLabel("Opens").fill("09:00");
  await day.getByLabel("Closes").fill("12:00");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText("Saved. Customers see the new slots now.")).toBeVisible();
  await expect(day.getByLabel("Closes")).toHaveValue("12:00");
  const after = await customerSlots(page, providerId, branchId, date);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((slot) => / AM$/.test(slot))).toBe(true);
  expect(after).not.toEqual(before);

  // A day off takes the whole day away, with its note.
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Note for customers (optional)").fill("Family wedding");
  await page.getByRole("button", { name: "Add day off" }).click();
  await expect(page.getByText("Saved. Customers see the new slots now.")).toBeVisible();
  await expect(page.getByText(/Family wedding/)).toBeVisible();
  expect(await customerSlots(page, providerId, branchId, date)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  await page.context().close();
});
