import type { ApiScenario } from "./index";

export const BROWSE_SCREENS_API: Record<string, ApiScenario> = {};
