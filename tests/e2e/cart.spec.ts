import type { Locator } from "@playwright/test";
import { expect, test, watchConsole } from "./fixtures";
import { addToCart, whenHydrated } from "./helpers";

/** A Trivandrum salon and a second provider, straight from the search results. */
async function twoProviders(page: import("@playwright/test").Page) {
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  const links = page.getByTestId("provider-card").getByRole("link", { name: /^Book a Service/ });
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  return [hrefs[0]!, hrefs.find((h) => h.split("&")[0] !== hrefs[0]!.split("&")[0])!];
}

test("the provider page: add to cart, plus and minus, Clear Items for another provider, Book Now needs a login [spec 1.9.min-quantity 1.4.added 1.4.added-to-cart 1.4.cart-empty 1.2.clear-items 1.4.clear-items-question]", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [first, second] = await twoProviders(page);
  await page.goto(first!);
  await expect(page.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
  const cart = page.locator("#cart");
  await expect(cart.getByText("Your cart is empty")).toBeVisible();

  const add = page.getByRole("button", { name: /^Add to Cart: / }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add to Cart: /, "");
  await add.click();
  await expect(page.getByRole("button", { name: `Added to Cart: ${name}` }).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: `Added to Cart: ${name}` }).first()).toHaveText("Added to Cart");
  await expect(cart.getByText(name)).toBeVisible();
  const total1 = await cart.getByTestId("cart-total").textContent();

  await cart.getByRole("button", { name: `One more ${name}` }).click();
  await expect(cart.getByLabel(`Quantity of ${name}`)).toHaveText("2");
  await expect(cart.getByTestId("cart-total")).not.toHaveText(total1!);
  await cart.getByRole("button", { name: `One less ${name}` }).click();
  await expect(cart.getByLabel(`Quantity of ${name}`)).toHaveText("1");
  await expect(cart.getByRole("button", { name: `One less ${name}` })).toBeDisabled();
  await expect(cart.getByTestId("cart-total")).toHaveText(total1!);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // Another provider's service asks first.
  await page.goto(second!);
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Clear Items" });
  await expect(dialog.getByText("Are you sure you want to clear items in the cart for the provider ?")).toBeVisible();
  await dialog.getByRole("link", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#cart").getByText(name)).toBeVisible();
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  await page.getByRole("dialog", { name: "Clear Items" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("dialog", { name: "Clear Items" })).toBeHidden();
  const branch = await page.getByRole("heading", { level: 2 }).first().textContent();
  await expect(page.locator("#cart").getByText(`From ${branch}`)).toBeVisible();
  await expect(page.locator("#cart").getByRole("button", { name: /^Remove / })).toHaveCount(1);

  // Remove empties the cart; Book Now without a login goes to /Login.
  await page
    .locator("#cart")
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(page.locator("#cart").getByText("Your cart is empty")).toBeVisible();
  await addToCart(page);
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/Login/);
  expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
});

test("the provider page's tabs and filters work from links and forms", async ({ page, jsEnabled }) => {
  const [first] = await twoProviders(page);
  await page.goto(first!);
  await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByLabel("Subcategory")).toBeEnabled();
  for (const [tab, text] of [
    ["Overview", "Business Summary"],
    ["Our Stylists", "years of experience"],
    ["Review", "Reviews List"],
  ] as const) {
    await page.getByRole("link", { name: tab, exact: true }).click();
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Share" }).click();
  await expect(page.getByRole("dialog", { name: "Share" }).getByLabel("Page link")).toHaveValue(/\/Overview\?provider_id=\d+&branch_id=\d+/);
});

test("a bad provider id says so [spec 1.5.invalid-provider]", async ({ page }) => {
  const response = await page.goto("/Overview?provider_id=abc&branch_id=1");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Invalid provider ID.")).toBeVisible();
});

test("without JavaScript a cart change comes back at the line it changed, not at the top of the page", { tag: "@js-off" }, async ({ page }) => {
  // With JavaScript the page does not reload.
  await page.goto("/Overview?provider_id=1&branch_id=1");
  const card = page.getByTestId("service-card").nth(2);
  const add = card.getByRole("button", { name: /^Add to Cart: / });
  const id = await card.getAttribute("id");
  await add.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await page
    .locator("#cart")
    .getByRole("button", { name: /^One more / })
    .first()
    .click();
  await expect(page).toHaveURL(/#cart$/);
  await expect(page.locator("#cart")).toBeInViewport();
});

test("with the keyboard, Add to Cart and the cart's buttons keep the focus after they are pressed", { tag: "@js-on" }, async ({ page }) => {
  // Without JavaScript every press loads the page again.
  const [first] = await twoProviders(page);
  await page.goto(first!);
  await whenHydrated(page);
  const add = page.getByRole("button", { name: /^Add to Cart: / }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add to Cart: /, "");
  await add.focus();
  await page.keyboard.press("Enter");
  const added = page.getByRole("button", { name: `Added to Cart: ${name}` }).first();
  await expect(added).toBeDisabled();
  await expect(added).toBeFocused();
  // Pressed again it does nothing, and still has the focus.
  await page.keyboard.press("Enter");
  await expect(page.locator("#cart").getByLabel(`Quantity of ${name}`)).toHaveText("1");
  await expect(added).toBeFocused();
  const more = page.locator("#cart").getByRole("button", { name: `One more ${name}` });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#cart").getByLabel(`Quantity of ${name}`)).toHaveText("2");
  await expect(more).toBeFocused();
});

test("on a phone the View cart bar leads to the cart and never covers it, by touch or by Tab; a link to a tab shows that tab", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A link to the reviews opens with the Reviews tab in sight (no strip scrolled sideways to hide it).
  await page.goto("/Overview?provider_id=1&branch_id=1&tab=review");
  await expect(page.getByRole("navigation", { name: "Provider sections" }).getByRole("link", { name: "Review", exact: true })).toBeInViewport({ ratio: 1 });
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await addToCart(page);
  const bar = page.getByTestId("view-cart");
  await expect(bar).toBeInViewport();
  await bar.click();
  const cart = page.locator("#cart");
  await expect(cart).toBeInViewport();
  // A tap on the middle or the bottom edge of a control (where its focus ring is) lands on it, not on the bar.
  const uncovered = (control: Locator) =>
    control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.top + r.height / 2, r.bottom - 2].every((y) => el.contains(document.elementFromPoint(r.left + r.width / 2, y)));
    });
  const controls = [cart.getByRole("button", { name: /^Book Now/ }), cart.getByRole("button", { name: /^Clear cart/ }), cart.getByRole("button", { name: /^One more / })];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    expect(await uncovered(control), `${control} under the bar`).toBe(true);
  }
  // By Tab from the top of the page: each comes into view clear of the bar (the page keeps room for it).
  for (const control of controls) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await control.focus();
    expect(await uncovered(control), `${control} focused under the bar`).toBe(true);
  }
});
