import { expect, freshPhone, test } from "./fixtures";

/**
 * A popup's form answers in the popup, over the same page, with JavaScript off as well as on: an
 * error keeps what was typed, and a registration goes on to the Login popup with the number filled in.
 */
test("the login and register popups answer in the popup over the same page, keeping what was typed", async ({ page, jsEnabled }) => {
  await page.goto("/AboutUs?modal=login");
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("Phone Number", { exact: true }).fill("98765");
  await login.getByRole("button", { name: "Send OTP" }).click();
  await expect(login.getByText("Phone number must be 10 digits")).toBeVisible();
  await expect(page).toHaveURL(/\/AboutUs\?modal=login$/);
  await expect(login.getByLabel("Phone Number", { exact: true })).toHaveValue("98765");

  const phone = freshPhone();
  await page.goto("/AboutUs?modal=register");
  const register = page.getByRole("dialog", { name: "Register" });
  await register.getByLabel("Name", { exact: true }).fill("Me");
  await register.getByLabel("Email", { exact: true }).fill(`meera.${phone}@example.in`);
  await register.getByLabel("Phone Number", { exact: true }).fill(phone);
  await register.getByRole("button", { name: "Register", exact: true }).click();
  await expect(register.getByText("Name must be at least 3 characters long")).toBeVisible();
  await expect(page).toHaveURL(/\/AboutUs\?modal=register$/);
  await expect(register.getByLabel("Email", { exact: true })).toHaveValue(`meera.${phone}@example.in`);
  await expect(register.getByLabel("Phone Number", { exact: true })).toHaveValue(phone);

  await register.getByLabel("Name", { exact: true }).fill("Meera Pillai");
  await register.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! You can now log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/AboutUs\?modal=login$/, { timeout: 8000 });
  await expect(page.getByRole("dialog", { name: "Login" }).getByLabel("Phone Number", { exact: true })).toHaveValue(phone);
  if (!jsEnabled) await expect(page.getByRole("dialog", { name: "Login" }).getByText("Registration Successful", { exact: true })).toBeVisible();
});
