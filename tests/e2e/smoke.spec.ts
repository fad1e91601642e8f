import { expect, test, watchConsole } from "./fixtures";

test("the home page is served, styled, with header and footer", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Saaj home" })).toBeVisible();
  await expect(page.getByTestId("footer-cities")).toBeVisible();
  // Styled on the server: the theme's background is there with or without scripts.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(255, 249, 250)");
  expect(problems).toEqual([]);
});

test("an unknown page keeps the layout", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saaj home" })).toBeVisible();
});
