import { BROWSE_ERRORS_API } from "./browse-errors";
import { BROWSE_SCREENS_API } from "./browse-screens";
import { BOOKING_ERRORS_API } from "./booking-errors";
import { BOOKING_SCREENS_API } from "./booking-screens";
import { LEAD_API } from "./lead";
import type { TestApi } from "../../../api/test/setup";

/**
 * A way to make the API answer with some of the spec's words: it calls the real API (seeded
 * demo data, in-memory database) and returns the answer (status and JSON body).
 */
export interface ApiScenario {
  title: string;
  run(api: TestApi): Promise<{ status: number; body: unknown }>;
}

/** Every API conformance scenario by name (one file per area; each item names its scenario). */
export const API_SCENARIOS: Record<string, ApiScenario> = { ...BROWSE_ERRORS_API, ...BROWSE_SCREENS_API, ...BOOKING_ERRORS_API, ...BOOKING_SCREENS_API, ...LEAD_API };
