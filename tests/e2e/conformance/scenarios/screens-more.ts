import { expect, type Page } from "@playwright/test";
import { logInByForms } from "../../book-by-forms";
import { freshPhone } from "../../fixtures";
import { digitBox } from "../../helpers";
import { MAIN_URL, type Scenario } from "../run";

const PROVIDER = "/Overview?provider_id=1&branch_id=1";

/** A new customer logged in by /Login's forms (login.spec.ts walks the screens). */
const logInFresh = (page: Page) => logInByForms(page, MAIN_URL, freshPhone());

/** Holds every request to `url` for `ms` before letting it through: a slow network, to see what a page shows meanwhile. */
async function slow(page: Page, url: string | RegExp, ms = 3000) {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  });
}

/** More of the spec's screens and states. */
export const SCREENS_MORE: Record<string, Scenario> = {
  "profile-menu": {
    title: "the profile menu of a logged-in customer",
    run: async ({ page }) => {
      await logInFresh(page);
      await page.goto("/AboutUs");
      await page.getByLabel("Profile menu").click();
    },
  },
  "no-bookings": {
    title: "My Bookings of a new customer",
    run: async ({ page }) => {
      await logInFresh(page);
      await page.goto("/MyProfile");
    },
  },
  "home-no-specialists": {
    title: "the home page's specialists near Kozhikode, where the demo data has none",
    run: async ({ page }) => {
      // A search there keeps Kozhikode as the customer's place (demo data: salons only there).
      await page.goto("/SearchResults?type=1&location=Kozhikode");
      await page.goto("/?rec=specialist");
    },
  },
  terms: {
    title: "the terms and conditions",
    run: async ({ page }) => {
      await page.goto("/TermsAndConditons");
    },
  },
  "our-brand": {
    title: "the Our Brand page",
    run: async ({ page }) => {
      await page.goto("/OurBrand");
    },
  },
  "provider-category": {
    title: "a provider's Services tab with a category chosen",
    run: async ({ page }) => {
      await page.goto(`${PROVIDER}&category=1`);
    },
  },
  "provider-overview-tab": {
    title: "a provider's Overview tab: the timings",
    run: async ({ page }) => {
      await page.goto(`${PROVIDER}&tab=overview`);
    },
  },
  "hero-no-service": {
    title: "the hero search with no service typed",
    run: async ({ page }) => {
      await page.goto("/");
      await page.getByLabel("Service", { exact: true }).fill("");
      await page.getByRole("button", { name: "Search" }).click();
    },
  },
  "code-not-digit": {
    title: "the login code with a letter in a box (without JavaScript: a letter cannot be typed with it)",
    run: async ({ page }) => {
      await page.goto("/Login");
      await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(digitBox(page, 1)).toBeVisible();
      for (const [i, v] of ["1", "2", "3", "4", "5", "x"].entries()) await digitBox(page, i + 1).fill(v);
      await page.getByRole("button", { name: "Login", exact: true }).click();
    },
  },
  "slow-register": {
    title: "registering on a slow network (JavaScript: the button says what is happening)",
    run: async ({ page }) => {
      await page.goto("/Login?step=register");
      await page.waitForLoadState("networkidle");
      await slow(page, /\/Login\.data/);
      await page.getByLabel("Name", { exact: true }).fill("Asha Nair");
      await page.getByLabel("Email", { exact: true }).fill(`slow.${Date.now()}@example.in`);
      await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
      await page.getByRole("button", { name: "Register", exact: true }).click();
    },
  },
  "slow-newsletter": {
    title: "the newsletter on a slow network (JavaScript)",
    run: async ({ page }) => {
      // A page with scripts (the information pages have none: app/lib/page-scripts.ts).
      await page.goto("/SearchResults?type=1&location=Trivandrum");
      await page.waitForLoadState("networkidle");
      await slow(page, /\/actions\/newsletter/);
      const form = page.locator("#newsletter");
      await form.getByLabel("Email address").fill(`slow.${Date.now()}@example.in`);
      await form.getByRole("button", { name: "Submit", exact: true }).click();
      return form;
    },
  },
  "slow-bridal-tile": {
    title: "a bridal tile on a slow network (JavaScript)",
    run: async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await slow(page, /\/SearchResults/);
      await page.getByRole("link", { name: /Pre-Bridal Makeup/ }).click();
    },
  },
  "slow-profile-save": {
    title: "saving the profile on a slow network (JavaScript)",
    run: async ({ page }) => {
      await logInFresh(page);
      await page.goto("/MyProfile?tab=profile");
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Name*", { exact: true }).fill("Asha Nair");
      await page.getByLabel("Email*", { exact: true }).fill(`asha.${Date.now()}@example.in`);
      await slow(page, /\/MyProfile\.data/);
      await page.getByRole("button", { name: "Save" }).click();
    },
  },
  "share-copy": {
    title: "the share dialog's Copy (JavaScript: the clipboard)",
    run: async ({ page }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${PROVIDER}&share=1`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Copy" }).click();
    },
  },
};
