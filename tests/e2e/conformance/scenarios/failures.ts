import { expect, type Page } from "@playwright/test";
import { freshPhone } from "../../fixtures";
import { enterLoginCode } from "../../helpers";
import { CHAOS_FAILS } from "../chaos/failures";
import { CHAOS_URL, type Scenario } from "../run";

async function logInOnChaos(page: Page, jsEnabled: boolean) {
  await page.goto(`${CHAOS_URL}/Login`);
  await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
  await page.getByRole("button", { name: "Send OTP" }).click();
  await enterLoginCode(page, jsEnabled);
}

/** The spec's failure messages on screen: pages of the web app whose API calls fail (chaos/failures.ts). */
export const FAILURES: Record<string, Scenario> = {
  "fail-reviews": {
    title: "a provider page whose reviews fail to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=1&branch_id=1&tab=review`);
    },
  },
  "fail-provider": {
    title: "a provider page whose details fail to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=3&branch_id=3`);
    },
  },
  "fail-subcategories": {
    title: "a provider page whose subcategory list fails to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=1&branch_id=1&category=7`);
    },
  },
  "fail-home": {
    title: "the home page with its recommendations, salon FAQs and city list failing",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/?faq=salon`);
    },
  },
  "fail-results": {
    title: "the results page with its service types failing",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`);
    },
  },
  "fail-newsletter": {
    title: "the newsletter form when the subscription fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/AboutUs`);
      const form = page.locator("#newsletter");
      await form.getByLabel("Email address").fill(CHAOS_FAILS.newsletterEmail);
      await form.getByRole("button", { name: "Submit", exact: true }).click();
      return form;
    },
  },
  "fail-callback": {
    title: "the callback form when the request fails",
    run: async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${CHAOS_URL}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`);
      await page.getByLabel("Full name").fill(CHAOS_FAILS.callbackName);
      await page.getByLabel("Phone number").fill("9876543210");
      await page.getByRole("button", { name: "Call Me" }).click();
    },
  },
  "fail-register": {
    title: "registering when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login?step=register`);
      await page.getByLabel("Name", { exact: true }).fill("Chaos Register");
      await page.getByLabel("Email", { exact: true }).fill(CHAOS_FAILS.registerEmail);
      await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
      await page.getByRole("button", { name: "Register", exact: true }).click();
    },
  },
  "fail-send-code": {
    title: "asking for a login code when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login`);
      await page.getByLabel("Phone Number", { exact: true }).fill(CHAOS_FAILS.sendPhone);
      await page.getByRole("button", { name: "Send OTP" }).click();
    },
  },
  "fail-verify-code": {
    title: "checking a login code when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login`);
      await page.getByLabel("Phone Number", { exact: true }).fill(`90000129${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page.getByLabel("Digit 1 of 4")).toBeVisible();
      for (let i = 0; i < 4; i++) await page.getByLabel(`Digit ${i + 1} of 4`).fill(String(i + 1));
      await page.getByRole("button", { name: "Login", exact: true }).click();
    },
  },
  "fail-contact": {
    title: "the contact form when sending fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Contact`);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Name").fill("Chaos Contact");
      await form.getByLabel("Email").fill(CHAOS_FAILS.contactEmail);
      await form.getByLabel("Message").fill("Please call me about bridal makeup.");
      await form.getByRole("button", { name: "Send message" }).click();
    },
  },
  "fail-my-bookings": {
    title: "My Bookings when the bookings fail to load",
    run: async ({ page, jsEnabled }) => {
      await logInOnChaos(page, jsEnabled);
      await page.goto(`${CHAOS_URL}/MyProfile`);
    },
  },
  "fail-my-profile": {
    title: "My Profile's details when the profile fails to load",
    run: async ({ page, jsEnabled }) => {
      await logInOnChaos(page, jsEnabled);
      await page.goto(`${CHAOS_URL}/MyProfile?tab=profile`);
    },
  },
};
