import type { ApiScenario } from "./index";

export const BOOKING_SCREENS_API: Record<string, ApiScenario> = {};
