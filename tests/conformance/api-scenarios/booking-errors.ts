import type { ApiScenario } from "./index";

export const BOOKING_ERRORS_API: Record<string, ApiScenario> = {};
