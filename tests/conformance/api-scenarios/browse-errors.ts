import type { ApiScenario } from "./index";

export const BROWSE_ERRORS_API: Record<string, ApiScenario> = {};
