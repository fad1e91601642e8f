/**
 * Hydration on a slow phone: Debian's Chromium with the CPU slowed 6x (Chrome's "low-end mobile"),
 * each page loaded fresh HYDRATION_RUNS times (default 3) at 360 px (scripts/bench/hydration.ts).
 * Prints, per page, the median time until interactive and script time beside the floor's of the
 * same run (scripts/bench/floor-file.ts), their ratio, and issue 26's goal (interactive within 1.3x
 * the floor's time on /, /SearchResults, /Overview and /DateTime). /DateTime is measured as a
 * customer sees it: with a cart and logged in (without a session it sends the visitor to /Login).
 * Figures, not pass/fail.
 *
 *   BENCH_URL=http://localhost:3290 npx tsx scripts/bench-hydration.ts   (npm run bench starts the server)
 *   HYDRATION_RUNS=5 HYDRATION_PAGES=/,/AboutUs BENCH_URL=… npx tsx scripts/bench-hydration.ts
 */
import { bookingSession, withoutSession } from "./bench/booking-session";
import { floorSource, machineLoad, readFloor } from "./bench/floor-file";
import { besideFloor, GOAL, INTERACTIVE_GOAL_PAGES, recordGoal } from "./bench/goals";
import { CPU_SLOWDOWN, launchChromium, measureHydration, type Cookie } from "./bench/hydration";

const base = process.env.BENCH_URL ?? "http://localhost:3290";
const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
const OVERVIEW = "/Overview?provider_id=1&branch_id=1";
const DATE_TIME = "/DateTime";
const PAGES = process.env.HYDRATION_PAGES?.split(",") ?? ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", OVERVIEW, DATE_TIME, "/AboutUs", "/Login"];

const floor = readFloor();
console.log(`CPU slowed ${CPU_SLOWDOWN}x, 360 px, median of ${RUNS} fresh loads, machine load now ${machineLoad().toFixed(1)}; ${floorSource(floor)}`);
if (floor) console.log(`floor: interactive ${floor.interactiveMs.toFixed(0)} ms, script ${floor.scriptMs.toFixed(0)} ms (median of ${floor.hydrationRuns})`);

const pathOf = (page: string) => new URL(page, base).pathname;
let session: Cookie | undefined;
if (PAGES.some((p) => pathOf(p) === DATE_TIME)) {
  console.log(`${DATE_TIME} without a session: ${await withoutSession(base)}; measured with a cart from ${OVERVIEW} and logged in with the demo's code`);
  session = await bookingSession(base, OVERVIEW);
}

const browser = await launchChromium();
for (const page of PAGES) {
  const where = pathOf(page);
  const { interactiveMs, scriptMs, landed } = await measureHydration(browser, base + page, RUNS, where === DATE_TIME && session ? [session] : []);
  const goal = INTERACTIVE_GOAL_PAGES.has(where) ? { ratio: GOAL.interactiveRatio, atMost: true } : undefined;
  const moved = landed === where ? "" : `  (ended at ${landed})`;
  console.log(page.slice(0, 44).padEnd(44), besideFloor("interactive", interactiveMs, floor?.interactiveMs, " ms", goal).padEnd(76), besideFloor("script", scriptMs, floor?.scriptMs, " ms") + moved);
  if (goal) {
    const ratio = floor ? interactiveMs / floor.interactiveMs : NaN;
    const figure = `${interactiveMs.toFixed(0)} ms${floor ? ` (${ratio.toFixed(2)}x)` : ""}`;
    recordGoal("interactive", { subject: where, figure, floor: floor ? `${floor.interactiveMs.toFixed(0)} ms` : "-", met: floor ? ratio <= GOAL.interactiveRatio : null });
  }
}
await browser.close();
