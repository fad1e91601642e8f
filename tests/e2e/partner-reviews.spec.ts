import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone } from "./console";

/**
 * Reviews in the console (issue 28, item 6), at 360 px with JavaScript off and on: the owner replies
 * once, publicly, and the reply shows under the review on the provider's page. The silent server
 * (PORT+1); the owners of providers 10 (JavaScript off) and 11 (on), whom no other journey uses.
 */
test("the owner replies once to a review, and the reply shows on the provider's page", async ({ browser, jsEnabled }) => {
  const providerId = jsEnabled ? 11 : 10;
  const page = await consoleVisitor(browser, jsEnabled);
  await consoleLogIn(page, ownerPhone(providerId));
  await page.getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  const review = page
    .getByTestId("console-review")
    .filter({ has: page.getByRole("button", { name: "Publish reply" }) })
    .first();
  const name = await review.getByRole("heading", { level: 2 }).innerText();
  await review.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please write your reply." })).toBeVisible();
  const words = `Thank you, ${name}! We hope to see you again soon.`;
  await page.getByLabel(`Reply to ${name}`).first().fill(words);
  await page.getByLabel(`Reply to ${name}`).first().locator("xpath=ancestor::form").getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByText("Your reply is published under the review.")).toBeVisible();
  await expect(page.getByTestId("console-review").filter({ hasText: words }).getByText("Your reply")).toBeVisible();

  await page.goto(`/Overview?provider_id=${providerId}&tab=review`);
  const shown = page.getByRole("listitem").filter({ hasText: words });
  await expect(shown.getByText("Reply from the provider")).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.context().close();
});
