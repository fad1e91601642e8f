import type { ChaosRule } from "../chaos-rules";

export const BOOKING_SCREENS_CHAOS: ChaosRule[] = [];
