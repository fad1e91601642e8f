import type { Customer } from "./booking-customers";
import { median, pct } from "./stats";

/** Goals for the p95 end to end (issue 29), by number of copies. */
const GOAL_MS: Record<number, number> = { 1: 2000, 2: 1200 };

/** What the booking bench's answers carry, by customer. */
export interface Answer {
  customer: Customer;
  base: string;
  status: number;
  appointmentId?: number;
  message?: string;
  ms: number;
  server?: number;
}

export interface Figures {
  e2e50: number;
  e2e95: number;
  srv50: number;
  srv95: number;
}

export function report(title: string, answers: Answer[]): Figures {
  const e2e = answers.map((a) => a.ms).sort((a, b) => a - b);
  const server = answers
    .map((a) => a.server)
    .filter((ms): ms is number => ms !== undefined)
    .sort((a, b) => a - b);
  const by = (status: number) => answers.filter((a) => a.status === status).length;
  const other = answers.length - by(201) - by(409);
  const figures = { e2e50: pct(e2e, 50), e2e95: pct(e2e, 95), srv50: pct(server, 50), srv95: pct(server, 95) };
  row(title, [answers.length, by(201), by(409), other], figures);
  if (other) console.log(`  other answers: ${[...new Set(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => `${a.status} ${a.message}`))].join(" | ")}`);
  if (server.length !== answers.length) console.log(`  (${answers.length - server.length} bookings without a server log line)`);
  return figures;
}

function row(title: string, counts: (number | string)[], f: Figures, note = "") {
  console.log(title.padEnd(44), ...counts.map((c) => String(c).padStart(5)), ...[f.e2e50, f.e2e95, f.srv50, f.srv95].map((ms) => ms.toFixed(0).padStart(8)), note);
}

/** The median of the runs' figures, against the goal. */
export function summary(title: string, runs: Figures[], copiesUsed: number) {
  const f = { e2e50: median(runs.map((r) => r.e2e50)), e2e95: median(runs.map((r) => r.e2e95)), srv50: median(runs.map((r) => r.srv50)), srv95: median(runs.map((r) => r.srv95)) };
  const goal = GOAL_MS[copiesUsed]!;
  row(title, ["", "", "", ""], f, `  goal p95 <= ${goal} ms: ${f.e2e95 <= goal ? "met" : "NOT met"}`);
}
