import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { floorSource, readFloor } from "./floor-file";

/**
 * Issue 26's goals, each held against the floor (a bare React Router page, scripts/bench-floor.ts)
 * measured in the same run, because this machine's speed varies twofold between days. Sections
 * print each goal beside its figure and the floor's, and record a row for the summary at the end
 * of `npm run bench` (recordGoal). Figures, never a pass/fail: the bench does not fail on them.
 */
export const GOAL = {
  /** Hydrated pages: JavaScript for a first visit within our floor (the entry and its imports) plus this, gzip. */
  jsOverFloorKiB: 30,
  /** Time until interactive with the CPU 6x slower, as a multiple of the floor's. */
  interactiveRatio: 1.3,
  /** Personal pages' app/static throughput ratio, as a share of the floor's ratio. */
  personalThroughputShare: 0.5,
  lighthouseScore: 98,
} as const;

export const INTERACTIVE_GOAL_PAGES = new Set(["/", "/SearchResults", "/Overview", "/DateTime"]);
export const LIGHTHOUSE_GOAL_PAGES = new Set(["/", "/SearchResults", "/Overview", "/AboutUs", "/DateTime"]);
/** Lighthouse reports CLS as a float: "CLS 0" is what it shows to three decimals. */
export const CLS_ZERO = 0.0005;

type GoalId = "no-script-js" | "hydrated-js" | "interactive" | "personal-throughput" | "lighthouse";

/** Each goal in the summary's words, and where its figure comes from when a run has none. */
const GOALS: Record<GoalId, { text: string; missing: string }> = {
  "no-script-js": { text: "0 KiB of JavaScript on pages without scripts", missing: "section js not run" },
  "hydrated-js": { text: `hydrated pages <= floor + ${GOAL.jsOverFloorKiB} KiB gzip`, missing: "section js not run" },
  interactive: { text: `interactive at 6x CPU <= ${GOAL.interactiveRatio}x the floor`, missing: "section hydration not run" },
  // scripts/bench-personal.ts records its rows here with recordGoal("personal-throughput", …).
  "personal-throughput": {
    text: `personal pages' app/static >= ${GOAL.personalThroughputShare}x the floor's`,
    missing: "section personal not run (/ and /Overview with a cart, DATABASE_URL, one copy)",
  },
  lighthouse: { text: `Lighthouse mobile >= ${GOAL.lighthouseScore}, CLS 0`, missing: "section lighthouse not run" },
};

interface GoalRow {
  goal: GoalId;
  subject: string;
  figure: string;
  floor: string;
  /** null: no floor to hold the figure against. */
  met: boolean | null;
}

export const verdict = (met: boolean | null) => (met === null ? "no floor" : met ? "met" : "NOT met");

/** `interactive 2086 ms  floor 1650 ms  ratio 1.26`, and `  goal <= 1.3x  met` when it has a goal; "-" for a floor not measured. */
export function besideFloor(label: string, figure: number, floor: number | undefined, unit: string, goal?: { ratio: number; atMost: boolean }) {
  const digits = unit === "" ? 3 : 0;
  const ratio = floor ? figure / floor : NaN;
  const line = `${label} ${figure.toFixed(digits).padStart(5)}${unit}  floor ${floor === undefined ? "    -" : floor.toFixed(digits).padStart(5)}${unit}  ratio ${Number.isNaN(ratio) ? "   -" : ratio.toFixed(2)}`;
  if (!goal) return line;
  const met = goal.atMost ? ratio <= goal.ratio : ratio >= goal.ratio;
  return `${line}  goal ${goal.atMost ? "<=" : ">="} ${goal.ratio}x  ${Number.isNaN(ratio) ? "no floor" : verdict(met)}`;
}

/** A row for the summary, when `npm run bench` collects them (BENCH_GOALS_FILE); standalone runs only print. */
export function recordGoal(goal: GoalId, row: Omit<GoalRow, "goal">) {
  const file = process.env.BENCH_GOALS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ goal, ...row })}\n`);
}

/** The summary: each of issue 26's goals, its figures, the floor's, met or NOT met. */
export function printGoalSummary(file: string, commit: string) {
  const rows = existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as GoalRow)
    : [];
  const floor = readFloor();
  console.log(`\n== summary: issue 26's goals, measured at commit ${commit}; ${floorSource(floor)}`);
  const columns = (goal: string, subject: string, figure: string, floorFigure: string, met: string) => console.log(goal.padEnd(50), subject.padEnd(24), figure.padEnd(22), floorFigure.padEnd(18), met);
  columns("goal", "page", "figure", "floor", "");
  for (const [id, { text, missing }] of Object.entries(GOALS) as [GoalId, (typeof GOALS)[GoalId]][]) {
    const mine = rows.filter((r) => r.goal === id);
    if (!mine.length) {
      const floorFigure =
        id === "personal-throughput" && floor ? `; the floor's ratio ${floor.throughputRatio.toFixed(3)}, so the goal is >= ${(floor.throughputRatio * GOAL.personalThroughputShare).toFixed(3)}` : "";
      console.log(text.padEnd(50), `not measured: ${missing}${floorFigure}`);
      continue;
    }
    mine.forEach((r, i) => columns(i ? "" : text, r.subject.slice(0, 24), r.figure, r.floor, verdict(r.met)));
  }
  const met = rows.filter((r) => r.met === true).length;
  console.log(`${met} of ${rows.length} figures meet their goal`);
}
