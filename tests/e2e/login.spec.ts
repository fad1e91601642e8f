import type { Locator, Page } from "@playwright/test";
import { expect, freshPhone, test, watchConsole } from "./fixtures";
import { logInByForms } from "./book-by-forms";
import { layoutProblems } from "./layout";
import { codeFromDemoSms, digitBox, enterLoginCode, LOGIN_DIGITS, whenHydrated, wrongCode } from "./helpers";

/** Types the code: key by key with JavaScript (focus moves on), box by box without. */
async function enterCode(scope: Page | Locator, page: Page, code: string, jsEnabled: boolean) {
  if (jsEnabled) {
    await digitBox(scope, 1).click();
    await page.keyboard.type(code);
    await expect(scope.getByTestId("entered-code")).toHaveText(code.split("").join(" "));
  } else {
    for (let i = 0; i < LOGIN_DIGITS; i++) await digitBox(scope, i + 1).fill(code[i]!);
  }
}

test("the phone step explains a bad number and keeps what was typed [spec 1.5.phone-10 2.5.phone-10 2.5.invalid-phone-format] [spec 1.9.phone-10 2.9.phone-10]", async ({ page }) => {
  await page.goto("/Login");
  await expect(page.getByRole("heading", { name: "Login / Register" })).toBeVisible();
  await expect(page.getByText("Free cancellations/reschedules if done more than 3 hrs before the service")).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/TermsAndConditons");
  await page.getByLabel("Phone Number", { exact: true }).fill("98765");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Phone number must be 10 digits")).toBeVisible();
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("98765");
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Phone Number", { exact: true }).fill("98765abcde");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("98765abcde");
});

test("logging in on /Login: code by SMS, a wrong code, the right code, then My Profile [spec 1.8.invalid-otp 1.2.hello-user 1.2.logged-in 2.2.logged-in]", async ({ page, jsEnabled }) => {
  const problems = watchConsole(page);
  const phone = freshPhone();
  await page.goto("/Login");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/Login\?step=code/);
  await expect(page.getByText(/Resend in \d+ seconds/)).toBeVisible();
  await expect(page.getByText(`+91 ${phone}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend" })).toHaveCount(0);
  const code = await codeFromDemoSms(page);

  await enterCode(page, page, wrongCode(code), jsEnabled);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /Invalid OTP|valid 6-digit OTP/ })).toBeVisible();
  await expect(digitBox(page, 1)).toHaveValue(wrongCode(code).charAt(0));

  await enterCode(page, page, code, jsEnabled);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  if (jsEnabled) await expect(page.getByRole("button", { name: "Logged In Successfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toHaveText("Logged In Successfully");
  await page.getByLabel("Profile menu").click();
  await expect(page.getByText(`Hello, User ${phone}`).first()).toBeVisible();
  await page.goto("/MyProfile");
  await expect(page).toHaveURL(/\/MyProfile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  // Logged in, /Login is skipped.
  await page.goto("/Login");
  await expect(page).toHaveURL(/\/$/);
  // Without JavaScript the wrong code's page comes back as 400, which the browser logs.
  expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
});

test("a missing digit is 'Required'; the six boxes; Edit Number goes back to the phone step [spec 1.5.code-required] [spec 1.9.code-length]", async ({ page, jsEnabled }) => {
  const phone = freshPhone();
  await page.goto("/Login");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText(/Resend in \d+ seconds/)).toBeVisible();
  // Six boxes, the first offered to the phone's one-time-code autofill.
  await expect(page.getByRole("group", { name: "Enter the 6-digit code" }).getByRole("textbox")).toHaveCount(LOGIN_DIGITS);
  await expect(digitBox(page, 1)).toHaveAttribute("autocomplete", "one-time-code");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Required", { exact: true })).toBeVisible();
  if (jsEnabled) {
    // The first box with an error has focus; letters are refused; a code pasted into any box fills all six.
    const first = digitBox(page, 1);
    await expect(first).toBeFocused();
    await page.keyboard.type("a");
    await expect(first).toHaveValue("");
    await digitBox(page, 4).evaluate((el) => {
      const data = new DataTransfer();
      data.setData("text", "482 193");
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByTestId("entered-code")).toHaveText("4 8 2 1 9 3");
    await expect(digitBox(page, 6)).toHaveValue("3");
    // Backspace clears the box and moves back.
    await digitBox(page, 6).focus();
    await page.keyboard.press("Backspace");
    await expect(digitBox(page, 6)).toHaveValue("");
    await expect(digitBox(page, 5)).toBeFocused();
    await expect(page.getByTestId("entered-code")).toHaveText("4 8 2 1 9");
  }
  await page.getByRole("button", { name: "Edit Number" }).click();
  await expect(page.getByLabel("Phone Number", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  // The number stays, and the code already sent is one click away.
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue(phone);
  await page.getByRole("link", { name: `Use the code already sent to +91 ${phone}` }).click();
  await expect(page.getByText(/Resend in \d+ seconds/)).toBeVisible();
  // Sending to the same number again within the wait: the same code, no 'Please wait'.
  await page.getByRole("button", { name: "Edit Number" }).click();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText(/Please wait \d+ seconds/)).toHaveCount(0);
  await enterLoginCode(page, jsEnabled);
});

test("the whole code pasted into one box logs in", async ({ page, jsEnabled }) => {
  const phone = freshPhone();
  await page.goto("/Login");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await codeFromDemoSms(page);
  if (jsEnabled) {
    await whenHydrated(page);
    await digitBox(page, 3).evaluate(
      (el, text) => {
        const data = new DataTransfer();
        data.setData("text", text);
        el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      },
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
    );
    await expect(page.getByTestId("entered-code")).toHaveText(code.split("").join(" "));
  } else {
    // Without JavaScript nothing spreads it: the server does.
    await digitBox(page, 3).fill(code);
  }
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("Profile menu")).toBeVisible();
});

test("registering, then the same email again: the same answer (nobody learns it is known) [spec 1.5.name-3 1.5.invalid-email 1.2.registration-successful 1.4.registration-successful-message 2.5.name-3 2.2.registration-successful]", async ({
  page,
  jsEnabled,
}) => {
  const phone = freshPhone();
  const email = `asha.${phone}@example.in`;
  await page.goto("/Login");
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL(/step=register/);
  await page.getByLabel("Name", { exact: true }).fill("Al");
  await page.getByLabel("Email", { exact: true }).fill("asha");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Name must be at least 3 characters long")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue(phone);

  await page.getByLabel("Name", { exact: true }).fill("Asha Nair");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! You can now log in.")).toBeVisible();
  await expect(page.getByText("Registration Successful", { exact: true })).toBeVisible();
  // Then the login form, the number already filled in (after 3 seconds with JavaScript).
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible({ timeout: jsEnabled ? 8000 : 1000 });
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue(phone);

  await page.goto("/Login?step=register");
  await page.getByLabel("Name", { exact: true }).fill("Asha Again");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! You can now log in.")).toBeVisible();
  await expect(page.getByText("Email already exists")).toHaveCount(0);
});

test("the header's Login popup logs in and stays on the home page", async ({ page, jsEnabled }) => {
  const problems = watchConsole(page);
  const phone = freshPhone();
  await page.goto("/");
  await page.getByLabel("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/\?modal=login$/);
  const login = page.getByRole("dialog", { name: "Login" });
  await expect(login).toBeVisible();
  await login.getByLabel("Phone Number", { exact: true }).fill(phone);
  await login.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/\?modal=code$/);
  const dialog = page.getByRole("dialog", { name: "Verify your number" });
  await expect(dialog.getByText(/Resend in \d+ seconds/)).toBeVisible();
  await expect(dialog.getByText(`+91 ${phone}`)).toBeVisible();
  const code = await codeFromDemoSms(dialog);
  await enterCode(dialog, page, code, jsEnabled);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveText("Logged In Successfully");
  await expect(page.getByLabel("Profile menu")).toBeVisible();
  await expect(page.getByText(`Hello, User ${phone}`)).not.toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the Register popup registers and then offers the Login popup", async ({ page, jsEnabled }) => {
  const phone = freshPhone();
  await page.goto("/SearchResults?type=1&location=Trivandrum&modal=register");
  const dialog = page.getByRole("dialog", { name: "Register" });
  await dialog.getByLabel("Name", { exact: true }).fill("Meera Pillai");
  await dialog.getByLabel("Email", { exact: true }).fill(`meera.${phone}@example.in`);
  await dialog.getByLabel("Phone Number", { exact: true }).fill(phone);
  // The success button shows for two seconds only: note it whenever it appears (a slow machine
  // could look for it after the Login popup has taken over).
  if (jsEnabled) {
    // Before hydration the click is a plain form post: a new page, without this observer.
    await whenHydrated(page);
    await page.evaluate(() => {
      const seen = () => [...document.querySelectorAll("dialog button")].some((b) => b.textContent === "Registration Successful");
      new MutationObserver(() => seen() && document.body.setAttribute("data-saw-success", "")).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }
  await dialog.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! You can now log in.")).toBeVisible();
  if (jsEnabled) {
    await expect(page.locator("body")).toHaveAttribute("data-saw-success", "");
    await expect(page).toHaveURL(/\/SearchResults\?type=1&location=Trivandrum&modal=login$/, { timeout: 8000 });
    await expect(page.getByRole("dialog", { name: "Login" }).getByLabel("Phone Number", { exact: true })).toHaveValue(phone);
  } else {
    // Without JavaScript the answer is the login form, the number filled in, going back to the results.
    await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue(phone);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page).toHaveURL(/\/SearchResults\?type=1&location=Trivandrum&modal=code$/);
  }
});

test("/Login?redirectTo= goes back there after the code", async ({ page, jsEnabled }) => {
  const phone = freshPhone();
  await page.goto("/Login?redirectTo=%2FAboutUs");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await codeFromDemoSms(page);
  await enterCode(page, page, code, jsEnabled);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(page.getByLabel("Profile menu")).toBeVisible();
});

test("a number pasted with +91 and spaces logs in; ten digits no mobile has are refused", async ({ page, jsEnabled }) => {
  await page.goto("/Login");
  await page.getByLabel("Phone Number", { exact: true }).fill("0000000000");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("0000000000");
  const phone = freshPhone();
  await page.getByLabel("Phone Number", { exact: true }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await enterLoginCode(page, jsEnabled);
});

test("on a phone a toast pushes the page down, never covering its heading or its controls", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInByForms(page, test.info().project.use.baseURL!, freshPhone());
  // The next page shows the flash ("Logged In Successfully"), above the home page's search tabs.
  await page.goto("/");
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText("Logged In Successfully");
  const bottom = await toast.evaluate((el) => el.getBoundingClientRect().bottom);
  for (const below of [page.getByRole("main").getByRole("heading", { level: 1 }), page.getByRole("form", { name: "Search for a service" })]) {
    expect(await below.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bottom);
  }
  expect(await layoutProblems(page)).toEqual([]);
});
