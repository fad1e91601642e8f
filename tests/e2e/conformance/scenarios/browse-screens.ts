import { expect } from "@playwright/test";
import { freshPhone } from "../../fixtures";
import { digitBox } from "../../helpers";
import type { Scenario } from "../run";

const WIDE = { width: 1280, height: 900 };

export const BROWSE_SCREENS: Record<string, Scenario> = {
  home: {
    title: "home page: the hero and its sections",
    run: async ({ page }) => {
      await page.goto("/");
    },
  },
  menu: {
    title: "the side menu for a guest",
    run: async ({ page }) => {
      await page.goto("/AboutUs");
      await page.getByLabel("Menu", { exact: true }).click();
    },
  },
  "results-salons": {
    title: "salons near Trivandrum: the results page and its cards, wide screen",
    run: async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto("/SearchResults?type=1&location=Trivandrum");
    },
  },
  "results-freelancers": {
    title: "home services near Trivandrum: a freelancer's card",
    run: async ({ page }) => {
      await page.goto("/SearchResults?type=2&location=Trivandrum");
    },
  },
  "overview-services": {
    title: "a provider page: header card, Services tab and the right column, wide screen",
    run: async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto("/Overview?provider_id=1&branch_id=1");
    },
  },
  "overview-reviews": {
    title: "a provider page's Review tab",
    run: async ({ page }) => {
      await page.goto("/Overview?provider_id=1&branch_id=1&tab=review");
    },
  },
  "login-page": {
    title: "the /Login page's phone step",
    run: async ({ page }) => {
      await page.goto("/Login");
    },
  },
  "login-code": {
    title: "the /Login page's code step",
    run: async ({ page }) => {
      await page.goto("/Login");
      await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(digitBox(page, 1)).toBeVisible();
    },
  },
};
