import type { ChaosRule } from "../chaos-rules";

export const BOOKING_ERRORS_CHAOS: ChaosRule[] = [];
