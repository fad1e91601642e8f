import { expect, test } from "./fixtures";

test("the accessibility statement is linked from every page's footer, and its report form keeps what was typed, says what is wrong and sends", async ({ page }) => {
  await page.goto("/SearchResults?type=1&location=Trivandrum");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
  await expect(page).toHaveURL(/\/Accessibility$/);
  await expect(page.getByRole("heading", { name: "Our target" })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();

  const form = page.getByRole("form", { name: "Report an accessibility problem" });
  await form.getByLabel("What went wrong?").fill("Too short");
  await form.getByLabel("Email or mobile number for our reply (optional)").fill("call me");
  await form.getByLabel(/What were you using/).fill("TalkBack on Android");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByText("Please tell us what went wrong, in at least 10 characters.")).toBeVisible();
  await expect(form.getByText("Please give an email address or a 10-digit mobile number, or leave this empty.")).toBeVisible();
  await expect(form.getByLabel(/What were you using/)).toHaveValue("TalkBack on Android");
  await expect(form.getByLabel("What went wrong?")).toHaveValue("Too short");

  await form.getByLabel("What went wrong?").fill("The time slots do not say which ones are already taken.");
  await form.getByLabel("Email or mobile number for our reply (optional)").fill("9876501234");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Report an accessibility problem" }).getByLabel("What went wrong?")).toHaveValue("");
});

test("a report started from a page names that page", async ({ page }) => {
  await page.goto("/Accessibility?from=%2FDateTime");
  await expect(page.getByLabel("Which page or screen? (optional)")).toHaveValue("/DateTime");
});
