import { expect, test } from "./fixtures";
import { whenHydrated } from "./helpers";

/** The spec's category click: no stored location means asking the browser where the customer is. */
const firstCategory = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Featured Services" }).getByRole("link").first();

test.describe("with the browser's position allowed", () => {
  test.use({ geolocation: { latitude: 8.5241, longitude: 76.9366 }, permissions: ["geolocation"] });

  test("a category searches around the customer's position, which is then kept [spec 1.3.lat-lng 1.4.lat-lng-saved]", async ({ page, jsEnabled }) => {
    await page.goto("/");
    if (jsEnabled) await whenHydrated(page);
    await firstCategory(page).click();
    if (!jsEnabled) {
      // Without JavaScript the link is plain: the default place.
      await expect(page).toHaveURL(/location=Trivandrum/);
      return;
    }
    await expect(page).toHaveURL(/location=Lat(%3A|:)\+?(%20)?8\.5241/);
    await expect(page.getByTestId("provider-card").first()).toBeVisible();
    // Kept as the location: the next category click asks nothing and uses it.
    await page.goto("/");
    await expect(firstCategory(page)).toHaveAttribute("href", /location=Lat/);
  });
});

test(
  "a category with the position refused shows the spec's message and searches the default place [spec 1.8.kindly-enable-location 1.3.default-location] [spec 1.9.default-location]",
  { tag: "@js-on" },
  async ({ page }) => {
    // Without JavaScript nothing is asked.
    await page.context().clearPermissions();
    await page.goto("/");
    await whenHydrated(page);
    await firstCategory(page).click();
    await expect(page.getByTestId("toast")).toHaveText("Kindly enable location in your browser or choose your preferred location.");
    await expect(page).toHaveURL(/location=Trivandrum/);
  },
);
