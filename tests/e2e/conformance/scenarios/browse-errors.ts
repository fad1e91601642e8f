import type { Scenario } from "../run";
import { CHAOS_URL } from "../run";

export const BROWSE_ERRORS: Record<string, Scenario> = {
  "home-apis-fail": {
    title: "home page when its catalogue calls fail",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/`);
    },
  },
};
