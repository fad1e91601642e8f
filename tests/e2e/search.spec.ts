import { expect, test, watchConsole } from "./fixtures";

test("the hero search finds salons near Trivandrum, nearest first", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await page.getByText("Salon Services", { exact: true }).first().click();
  await page.getByLabel("Service", { exact: true }).fill("Haircut");
  await page.getByLabel("Location", { exact: true }).fill("Trivandrum");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/SearchResults\?/);
  await expect(page.getByRole("heading", { name: "Home & Salon Service" })).toBeVisible();
  const cards = page.getByTestId("provider-card");
  await expect(cards.first()).toBeVisible();
  const distances = await cards.locator("text=/Distance [0-9.]+ km/").allTextContents();
  const km = distances.map((t) => Number(/Distance ([0-9.]+) km/.exec(t)![1]));
  expect(km.length).toBeGreaterThan(0);
  expect([...km].sort((a, b) => a - b)).toEqual(km);
  await expect(cards.first().getByText("Salon", { exact: true })).toBeVisible();
  await cards
    .first()
    .getByRole("link", { name: /^Book a Service/ })
    .click();
  await expect(page).toHaveURL(/\/Overview\?provider_id=\d+&branch_id=\d+/);
  expect(problems).toEqual([]);
});

test("the hero search explains what is missing and keeps what was typed", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Service", { exact: true }).fill("Facial");
  await page.getByLabel("Location", { exact: true }).fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Service Type is missing. Please select a service type.")).toBeVisible();
  await expect(page.getByText("Location search cannot be empty")).toBeVisible();
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Facial");
});

test("an unknown place shows the not-found view", async ({ page }) => {
  await page.goto("/SearchResults?type=1&service=Haircut&location=Atlantis");
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Nothing Here" })).toBeVisible();
});

test("the callback form checks its fields and confirms", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/SearchResults?type=1&location=Trivandrum");
  await page.getByLabel("Full name").fill("Meera");
  await page.getByLabel("Phone number").fill("98765");
  await page.getByRole("button", { name: "Call Me" }).click();
  await expect(page.getByText("Phone number must be 10 digits")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Meera");
  await page.getByLabel("Phone number").fill("9876512345");
  await page.getByRole("button", { name: "Call Me" }).click();
  await expect(page.getByRole("button", { name: "Request Submitted Successfully" })).toBeVisible();
  // After a success the form is empty again, not back at what was typed before.
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Phone number")).toHaveValue("");
});
