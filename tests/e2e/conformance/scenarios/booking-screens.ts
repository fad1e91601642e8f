import type { Scenario } from "../run";

export const BOOKING_SCREENS: Record<string, Scenario> = {};
