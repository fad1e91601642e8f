import { BROWSE_ERRORS_CHAOS } from "./chaos/browse-errors";
import { BROWSE_SCREENS_CHAOS } from "./chaos/browse-screens";
import { BOOKING_ERRORS_CHAOS } from "./chaos/booking-errors";
import { BOOKING_SCREENS_CHAOS } from "./chaos/booking-screens";
import { FAILURES_CHAOS } from "./chaos/failures";

/**
 * What the fault-injecting API proxy (chaos-api.ts) breaks, so the spec's failure messages can be
 * seen on screen: the web app on the chaos server calls the real API through it, and a request that
 * matches a rule gets the rule's answer instead. Rules are fixed at start (no shared switch that
 * parallel tests could flip), so each picks requests no other test sends there: a path, or a path
 * with a given query or body value.
 */
export interface ChaosRule {
  /** What the rule is for (printed by the proxy when it answers). */
  why: string;
  method?: string;
  path: RegExp;
  /**
   * Further condition on the query string, the body as text, the phone the caller logged in with
   * (chaos-state.ts) and the visitor's address the web app signs on to the API.
   */
  when?: (query: URLSearchParams, body: string, callerPhone: string | undefined, clientAddress: string | undefined) => boolean;
  /**
   * 500 or 400 with an empty JSON body (no server message, so the app's own words show), a
   * dropped connection, or an empty list (200, `data: []`, not to be stored by any cache).
   */
  answer: "500" | "400" | "drop" | "empty";
}

export const CHAOS_RULES: ChaosRule[] = [...BROWSE_ERRORS_CHAOS, ...BROWSE_SCREENS_CHAOS, ...BOOKING_ERRORS_CHAOS, ...BOOKING_SCREENS_CHAOS, ...FAILURES_CHAOS];
