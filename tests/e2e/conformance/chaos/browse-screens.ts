import type { ChaosRule } from "../chaos-rules";

export const BROWSE_SCREENS_CHAOS: ChaosRule[] = [];
