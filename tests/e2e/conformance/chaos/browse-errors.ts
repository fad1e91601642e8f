import type { ChaosRule } from "../chaos-rules";

export const BROWSE_ERRORS_CHAOS: ChaosRule[] = [{ why: "home: Featured Services fail", method: "GET", path: /^\/api\/categories\/$/, answer: "500" }];
