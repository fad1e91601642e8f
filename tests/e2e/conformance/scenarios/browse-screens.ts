import type { Scenario } from "../run";

export const BROWSE_SCREENS: Record<string, Scenario> = {
  home: {
    title: "home page: the hero and its sections",
    run: async ({ page }) => {
      await page.goto("/");
    },
  },
};
