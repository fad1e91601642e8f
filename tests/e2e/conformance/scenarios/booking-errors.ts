import type { Scenario } from "../run";

export const BOOKING_ERRORS: Record<string, Scenario> = {};
