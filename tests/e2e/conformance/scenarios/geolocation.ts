import type { Page } from "@playwright/test";
import type { Scenario } from "../run";

/**
 * The browser's geolocation as a phone may have it: missing, failing to find a position, or
 * failing to answer the permission check (page scripts stand in for the device; the app and API
 * are real). JavaScript only: without it nothing is asked.
 */
const firstCategory = (page: Page) => page.getByRole("region", { name: "Featured Services" }).getByRole("link").first();
const useMyLocation = (page: Page) => page.getByRole("button", { name: "Use my current location" }).first();

const NO_GEOLOCATION = () => {
  delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
};
const NO_POSITION = () => {
  const unavailable = { code: 2, message: "Position unavailable", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
  Object.defineProperty(Geolocation.prototype, "getCurrentPosition", { value: (_ok: unknown, fail: (e: unknown) => void) => setTimeout(() => fail(unavailable), 50) });
  Object.defineProperty(Permissions.prototype, "query", { value: () => Promise.resolve({ state: "prompt" }) });
};
const CHECK_FAILS = () => {
  Object.defineProperty(Permissions.prototype, "query", { value: () => Promise.reject(new Error("permissions unavailable")) });
};

export const GEOLOCATION: Record<string, Scenario> = {
  "geo-button-unsupported": {
    title: "'Use my current location' in a browser without geolocation",
    run: async ({ page }) => {
      await page.addInitScript(NO_GEOLOCATION);
      await page.goto("/");
      await useMyLocation(page).click();
    },
  },
  "geo-category-unsupported": {
    title: "a category clicked in a browser without geolocation",
    run: async ({ page }) => {
      await page.addInitScript(NO_GEOLOCATION);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await firstCategory(page).click();
    },
  },
  "geo-button-denied": {
    title: "'Use my current location' with the position refused",
    run: async ({ page }) => {
      await page.context().clearPermissions();
      await page.goto("/");
      await useMyLocation(page).click();
    },
  },
  "geo-button-no-position": {
    title: "'Use my current location' when the phone cannot find its position",
    run: async ({ page }) => {
      await page.addInitScript(NO_POSITION);
      await page.goto("/");
      await useMyLocation(page).click();
    },
  },
  "geo-category-no-position": {
    title: "a category clicked when the phone cannot find its position",
    run: async ({ page }) => {
      await page.addInitScript(NO_POSITION);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await firstCategory(page).click();
    },
  },
  "geo-category-check-fails": {
    title: "a category clicked when the permission check fails",
    run: async ({ page }) => {
      await page.addInitScript(CHECK_FAILS);
      await page.addInitScript(POSITION_FOUND);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await firstCategory(page).click();
    },
  },
};

/** After a failed check the position is asked for; here it is found (a phone in Trivandrum), so only the check's message shows. */
function POSITION_FOUND() {
  Object.defineProperty(Geolocation.prototype, "getCurrentPosition", {
    value: (ok: (p: unknown) => void) => setTimeout(() => ok({ coords: { latitude: 8.5241, longitude: 76.9366, accuracy: 20 }, timestamp: Date.now() }), 50),
  });
}
