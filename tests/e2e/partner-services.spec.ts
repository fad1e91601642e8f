import { expect, freshPhone, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone, SILENT } from "./console";
import { requestByForms } from "./book-by-forms";
import { axeViolations, axeViolationsWithoutScripts } from "./axe";

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

/**
 * A stylist's life in the console (decision 0046), at 360 px with JavaScript off and on: the owner
 * edits a stylist (a bad value keeps what was typed), retires them on the confirm step, and a
 * customer's request then does not offer them, nor does the provider's page show them; brought
 * back, they are offered again and the request is accepted with them.
 * The silent server; the owners of providers 17 (JavaScript off) and 18 (on), whom no other journey uses.
 */
test("the owner edits a stylist, retires them (confirmed): not offered on a request nor shown to customers; brought back, accepts the request with them", async ({ browser, jsEnabled }) => {
  test.setTimeout(150_000);
  const providerId = jsEnabled ? 18 : 17;
  const page = await consoleVisitor(browser, jsEnabled);
  /** WCAG 2.2 A/AA as axe finds it, as this visitor has the page. */
  const axe = () => (jsEnabled ? axeViolations(page) : axeViolationsWithoutScripts(page));
  await consoleLogIn(page, ownerPhone(providerId));
  await page.getByRole("link", { name: "Services" }).click();
  // A stylist of this run's own, so a run again starts afresh.
  const run = String(Date.now()).slice(-6);
  const first = `Kavya ${run}`;
  const name = `Kavya Menon ${run}`;
  await page.getByLabel("Name", { exact: true }).last().fill(first);
  await page.getByLabel("What they do").fill("Hair stylist");
  await page.getByLabel("Years of experience").fill("2");
  await page.getByRole("button", { name: "Add stylist" }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();

  // Edit: a bad value is refused, keeping what was typed; then saved.
  await page.getByRole("link", { name: `Edit ${first}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${first}` })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("What they do").fill("Bridal make-up artist");
  await page.getByLabel("Years of experience").fill("61");
  await page.getByRole("button", { name: "Save stylist" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Years of experience are a whole number from 0 to 60." })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axe()).toEqual([]);
  await page.getByLabel("Years of experience").fill("5");
  await page.getByRole("button", { name: "Save stylist" }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
  await expect(page.getByTestId("console-stylist").filter({ hasText: name })).toContainText("Bridal make-up artist, 5 years");
  // Customers see them on the provider's page (its public data is kept a few seconds).
  const shopper = await consoleVisitor(browser, jsEnabled);
  const stylistsTab = `/Overview?provider_id=${providerId}&tab=stylists`;
  await expect(async () => {
    await shopper.goto(stylistsTab);
    await expect(shopper.locator("li strong", { hasText: name })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Retire, on its own confirm step: "Keep them" changes nothing, "Yes, retire" retires.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: `Retire ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Retire ${name}?` })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axe()).toEqual([]);
  await page.getByRole("link", { name: "Keep them" }).click();
  await expect(page.getByTestId("console-stylist").filter({ hasText: name })).toHaveCount(1);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: `Retire ${name}` }).click();
  await page.getByRole("button", { name: "Yes, retire" }).click();
  await expect(page.getByText(`${name} is retired. You can bring them back from the list of stylists.`)).toBeVisible();
  await expect(page.getByTestId("console-stylist").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByTestId("console-retired-stylist").filter({ hasText: name })).toHaveCount(1);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axe()).toEqual([]);

  // A customer's request: the inbox offers the branch's other stylists, not the retired one.
  const customer = await consoleVisitor(browser, jsEnabled);
  const service = await requestByForms(customer, SILENT, `/Overview?provider_id=${providerId}`, freshPhone(), { minPrice: 600 });
  const card = page.getByTestId("console-request").filter({ hasText: service });
  const offered = card.locator("button", { hasText: /^Accept: / });
  await expect(async () => {
    await page.goto("/Partner");
    await expect(card).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await offered.count()).toBeGreaterThan(0);
  await expect(card.locator("button", { hasText: name })).toHaveCount(0);
  expect(await layoutProblems(page)).toEqual([]);

  // Nor do customers see them: the page lists the other stylists only.
  await expect(async () => {
    await shopper.goto(stylistsTab);
    await expect(shopper.locator("li strong").first()).toBeVisible({ timeout: 1_000 });
    await expect(shopper.locator("li strong", { hasText: name })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Brought back, they are offered again, and the request is accepted with them.
  await page.getByRole("link", { name: "Services" }).click();
  await page.getByRole("button", { name: `Bring back ${name}` }).click();
  await expect(page.getByText(`${name} is back at work: offered for new requests and shown to customers again.`)).toBeVisible();
  await expect(page.getByTestId("console-stylist").filter({ hasText: name })).toHaveCount(1);
  await page.goto("/Partner");
  await card.getByText("Accept with a stylist you choose").click();
  await card.getByRole("button", { name: `Accept: ${name}` }).click();
  await expect(page.getByText(/^Request #\d+ accepted\. The customer has been sent the code \d{4}\.$/)).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.context().close();
  await customer.context().close();
  await shopper.context().close();
});
