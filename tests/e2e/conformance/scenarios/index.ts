import type { Scenario } from "../run";
import { BROWSE_ERRORS } from "./browse-errors";
import { BROWSE_SCREENS } from "./browse-screens";
import { BOOKING_ERRORS } from "./booking-errors";
import { BOOKING_SCREENS } from "./booking-screens";
import { BOOKING_FAILURES, FAILURES } from "./failures";
import { SCREENS_MORE } from "./screens-more";
import { GEOLOCATION } from "./geolocation";

/** Every conformance scenario by name (one file per area; each item names its scenario). */
export const SCENARIOS: Record<string, Scenario> = { ...BROWSE_ERRORS, ...BROWSE_SCREENS, ...BOOKING_ERRORS, ...BOOKING_SCREENS, ...FAILURES, ...BOOKING_FAILURES, ...SCREENS_MORE, ...GEOLOCATION };
