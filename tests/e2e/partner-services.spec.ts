import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone } from "./console";

/**
 * The catalogue in the console (issue 28, item 5), at 360 px with JavaScript off and on: the owner
 * changes a service's price and the provider's page shows it; a stylist added shows in the list; a
 * package made of two services shows on the provider's page.
 * The silent server (PORT+1); the owners of providers 12 (JavaScript off) and 13 (on), whom no other journey uses.
 */
test("the owner changes a price and the provider's page shows it; a new stylist joins the list; a service of a catalogue kind and a package of two services are offered", async ({
  browser,
  jsEnabled,
}) => {
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

  // A service of the provider's own, of one of the catalogue's kinds (so searches find it): without a kind it is refused, keeping what was typed.
  const addForm = page.getByRole("region", { name: "Add a service" });
  const ownName = `Kerala saree drape ${providerId}`;
  await addForm.getByLabel("Name", { exact: true }).fill(ownName);
  await addForm.getByLabel("Price (₹)").fill("850");
  await addForm.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please choose what kind of service it is." })).toBeVisible();
  await expect(addForm.getByLabel("Name", { exact: true })).toHaveValue(ownName);
  await addForm.locator("summary", { hasText: "Bridal Makeup" }).click();
  await addForm.getByRole("radio", { name: "Saree Draping" }).check();
  expect(await layoutProblems(page)).toEqual([]);
  await addForm.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
  await expect(page.getByTestId("console-offering").filter({ hasText: ownName })).toContainText("· Service");

  // A package of two services: one ticked is refused, keeping what was typed; two make it.
  const bundle = page.getByRole("group", { name: "Services in the package" });
  const packageName = `Festive glow ${providerId}`;
  await page.getByLabel("Package name").fill(packageName);
  await bundle.getByRole("checkbox").nth(0).check();
  const packageForm = page.locator("form#new-package");
  await packageForm.getByLabel("Price (₹)").fill("2999");
  await page.getByRole("button", { name: "Add package" }).click();
  await expect(page.getByText("Please choose 2 to 8 of your services for the package.")).toBeVisible();
  await expect(page.getByLabel("Package name")).toHaveValue(packageName);
  await expect(bundle.getByRole("checkbox").nth(0)).toBeChecked();
  await expect(packageForm.getByLabel("Price (₹)")).toHaveValue("2999");
  expect(await layoutProblems(page)).toEqual([]);
  await bundle.getByRole("checkbox").nth(1).check();
  await page.getByRole("button", { name: "Add package" }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
  await expect(page.getByTestId("console-offering").filter({ hasText: packageName })).toContainText("· Package");

  // The provider's page, as customers see it (its public data is kept a few seconds).
  await expect(async () => {
    await page.goto(`/Overview?provider_id=${providerId}`);
    await expect(page.getByText(`₹${price.toLocaleString("en-IN")}`).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    await page.goto(`/Overview?provider_id=${providerId}&tab=packages`);
    await expect(page.getByText(packageName)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.context().close();
});
