import { expect, freshPhone, test, watchConsole } from "./fixtures";
import { codeFromDemoSms, wrongCode } from "./helpers";
import { logInByForms } from "./book-by-forms";

test("a new mobile number on My Profile changes only once the code sent to it is entered [spec 2.8.invalid-otp]", async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const phone = freshPhone();
  const newPhone = freshPhone();
  await logInByForms(page, baseURL!, phone);

  await page.goto("/MyProfile?tab=profile");
  const profile = page.getByRole("form", { name: "My Profile" });
  await profile.getByLabel("Name*").fill("Meera Das");
  await profile.getByLabel("Email*").fill(`meera.${phone}@example.in`);
  await profile.getByLabel("Mobile Number*").fill(newPhone);
  await profile.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/MyProfile\?tab=profile&step=phone-code$/);
  // Nothing has changed yet, and the page does not say otherwise.
  await expect(page.getByTestId("toast")).toHaveText(`We sent a code to +91 ${newPhone}; your number changes when you enter it.`);
  const step = page.getByRole("form", { name: "Confirm your new number" });
  await expect(step.getByText(`+91 ${newPhone}`)).toBeVisible();
  const code = await codeFromDemoSms(step);

  await step.getByLabel("Code").fill(wrongCode(code));
  await step.getByRole("button", { name: "Confirm Number" }).click();
  await expect(page.getByText("Invalid OTP")).toBeVisible();

  await page.getByRole("form", { name: "Confirm your new number" }).getByLabel("Code").fill(code);
  await page.getByRole("form", { name: "Confirm your new number" }).getByRole("button", { name: "Confirm Number" }).click();
  await expect(page).toHaveURL(/\/MyProfile\?tab=profile$/);
  await expect(page.getByTestId("toast")).toHaveText("Phone number updated.");
  await expect(page.getByRole("form", { name: "My Profile" }).getByLabel("Mobile Number*")).toHaveValue(newPhone);
  // Without JavaScript the wrong code's page comes back as 400, which the browser logs.
  expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
});
