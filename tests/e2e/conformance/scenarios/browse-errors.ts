import type { Scenario } from "../run";
import { CHAOS_URL } from "../run";
import { NO_CATEGORIES_VISITOR } from "../chaos/browse-errors";

export const BROWSE_ERRORS: Record<string, Scenario> = {
  "home-apis-fail": {
    title: "home page when its catalogue calls fail",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/`);
    },
  },
  "home-no-categories": {
    title: "home page when the API has no categories to feature",
    run: async ({ page }) => {
      await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": NO_CATEGORIES_VISITOR });
      await page.goto(`${CHAOS_URL}/`);
      return page.getByRole("region", { name: "Featured Services" });
    },
  },
};
