import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone } from "./console";

/**
 * The catalogue in the console (issue 28, item 5), at 360 px with JavaScript off and on: the owner
 * changes a service's price and the provider's page shows it; a stylist added shows in the list.
 * The silent server (PORT+1); the owners of providers 12 (JavaScript off) and 13 (on), whom no other journey uses.
 */
test("the owner changes a price and the provider's page shows it; a new stylist joins the list", async ({ browser, jsEnabled }) => {
  const providerId = jsEnabled ? 13 : 12;
  const page = await consoleVisitor(browser, jsEnabled);
  await consoleLogIn(page, ownerPhone(providerId));
  await page.getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services and stylists" })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  const first = page.getByTestId("console-offering").filter({ hasText: "· Service" }).first();
  const name = (await first.getByRole("heading", { level: 2 }).innerText()).split(" · ")[0]!;
  const price = Number(await first.getByLabel("Price (₹)").inputValue()) + 37;
  await first.getByLabel("Price (₹)").fill("0");
  await first.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Prices are whole rupees from 1 to 500000." })).toBeVisible();
  await first.getByLabel("Price (₹)").fill(String(price));
  await first.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).last().fill("Divya Nair");
  await page.getByLabel("What they do").fill("Hair stylist");
  await page.getByLabel("Years of experience").fill("6");
  await page.getByRole("button", { name: "Add stylist" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Divya Nair" })).toBeVisible();

  // The provider's page, as customers see it (its public data is kept a few seconds).
  await expect(async () => {
    await page.goto(`/Overview?provider_id=${providerId}`);
    await expect(page.getByText(`₹${price.toLocaleString("en-IN")}`).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.context().close();
});
