import type { ChaosRule } from "../chaos-rules";

/** The visitor the "home-no-categories" scenario plays (its X-Forwarded-For, which the app signs on to the API). */
export const NO_CATEGORIES_VISITOR = "198.51.100.41";

export const BROWSE_ERRORS_CHAOS: ChaosRule[] = [
  // Before the failing rule below, which every other visitor of the chaos server meets.
  { why: "home: no categories at all, for one visitor", method: "GET", path: /^\/api\/categories\/$/, when: (_q, _b, _p, client) => client === NO_CATEGORIES_VISITOR, answer: "empty" },
  { why: "home: Featured Services fail", method: "GET", path: /^\/api\/categories\/$/, answer: "500" },
];
