/**
 * The booking crowd on PostgreSQL (issue 29): customers of one branch all pressing "book" at the
 * same moment. Starts a throwaway PostgreSQL (scripts/pg-test-server.sh) and the API as its own
 * process (api/main.ts, demo mode: demo data seeded, login codes readable from the demo outbox),
 * logs BOOKING_CUSTOMERS customers in (default 200) by phone code, then fires their bookings at
 * once:
 *
 *   1. one copy, every customer a different slot (date and time) of the same branch
 *   2. the same with two copies on the same database, customers alternating between them
 *   3. two copies, the last places: BOOKING_RACERS of them (default 100) for 5 slots
 *
 * Rounds 1 and 2 run BOOKING_RUNS times (default 3; this machine is shared, so one run says
 * little): after each run the customers withdraw their bookings and the next run books the same
 * slots again. Prints per run the answers, p50/p95 end to end (here) and server-side (the API's
 * own request log line for each booking, matched by request id), the median run, and the floor:
 * as many GET /api/health at once. After every run it reads the database: no slot holds more
 * bookings than the branch's capacity, every 201 is one appointment and no other was made, no
 * customer holds two open bookings, each raced slot is filled exactly. Figures, not pass/fail.
 *
 *   npx tsx scripts/bench-booking.ts          (BENCH_ONLY=booking npm run bench runs it too)
 */
import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { ACTIVE_STATUSES, OPEN_STATUSES } from "../api/lib/appointment-status";
import { SERVICE_TYPE } from "../contract/catalog";
import { slotList } from "../api/routes/appointments/slots";
import { addDays, indiaNow } from "../api/lib/ist";
import { logIn, postJson, type Customer } from "./bench/booking-customers";
import { report, summary, type Answer, type Figures } from "./bench/booking-report";
import { startPostgres } from "./bench/booking-servers";
import { pct, sleep } from "./bench/stats";

const CUSTOMERS = Number(process.env.BOOKING_CUSTOMERS ?? 200);
const RACERS = Math.min(CUSTOMERS, Number(process.env.BOOKING_RACERS ?? 100));
const RUNS = Number(process.env.BOOKING_RUNS ?? 3);
const RACED_SLOTS = 5;
/** Logins and withdrawals run this many at a time: setting up, not measured. */
const SETUP_CONCURRENCY = 20;
/** Lets the copies' last log lines reach their files before they are read. */
const LOG_SETTLE_MS = 300;

/** Runs `work` on each item, SETUP_CONCURRENCY at a time. */
async function eachLimited<T, R>(items: T[], work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
    }),
  );
  return results;
}

const { databaseUrl, startCopy, serverMs } = startPostgres();

// ---- The branch and its slots

const db = new pg.Client({ connectionString: databaseUrl });

async function pickBranch() {
  const { rows } = await db.query<{ provider_id: number; branch_id: number; slots: string | null; stylists: number; offering_id: number }>(
    `SELECT b.provider_id, b.branch_id, b.slots, (SELECT count(*)::int FROM stylists s WHERE s.branch_id = b.branch_id) AS stylists,
            (SELECT min(o.offering_id) FROM offerings o WHERE o.provider_id = b.provider_id AND o.active AND o.kind = 'service') AS offering_id
     FROM branches b JOIN providers p USING (provider_id)
     WHERE p.service_type_id = $1 ORDER BY stylists DESC, b.branch_id LIMIT 1`,
    [SERVICE_TYPE.salon],
  );
  const branch = rows[0]!;
  return { ...branch, slots: slotList(branch.slots), capacity: Math.max(1, branch.stylists) };
}

type Branch = Awaited<ReturnType<typeof pickBranch>>;
type Slot = { date: string; time: string };

/** `count` different (date, time) pairs of the branch, from tomorrow on. */
function slotsOf(branch: Branch, count: number): Slot[] {
  const tomorrow = addDays(indiaNow(new Date()).date, 1);
  return Array.from({ length: count }, (_, i) => ({ date: addDays(tomorrow, Math.floor(i / branch.slots.length)), time: branch.slots[i % branch.slots.length]! }));
}

// ---- A run

/**
 * Every customer's booking built and encoded first (multipart, as the web app sends it), then all
 * sent in the same moment, customer i to copy i mod the copies.
 */
async function fire(branch: Branch, bases: string[], bookings: { customer: Customer; slot: Slot }[], run: string): Promise<Answer[]> {
  const requests = await Promise.all(
    bookings.map(async ({ customer, slot }, i) => {
      const form = new FormData();
      form.append("user_id", String(customer.userId));
      form.append("provider_id", String(branch.provider_id));
      form.append("branch_id", String(branch.branch_id));
      form.append("service_ids", String(branch.offering_id));
      form.append("quantity", "1");
      form.append("appointment_date", slot.date);
      form.append("appointment_time", slot.time);
      const reqId = `bench-${run}-${customer.n}`;
      // The web app's booking form carries a key of its own (app/routes/date-time.tsx).
      form.append("idempotency_key", reqId);
      const encoded = new Response(form);
      const headers = { "content-type": encoded.headers.get("content-type")!, authorization: `Bearer ${customer.token}`, "x-forwarded-for": customer.address, "x-request-id": reqId };
      return { customer, base: bases[i % bases.length]!, reqId, init: { method: "POST", body: new Uint8Array(await encoded.arrayBuffer()), headers } };
    }),
  );
  const answers = await Promise.all(
    requests.map(async ({ customer, base, reqId, init }) => {
      const start = performance.now();
      try {
        const res = await fetch(`${base}/api/book_now/`, init);
        const body = (await res.json()) as { appointment_id?: number; message?: string };
        return { customer, base, reqId, status: res.status, appointmentId: res.status === 201 ? body.appointment_id : undefined, message: body.message, ms: performance.now() - start };
      } catch (error) {
        return { customer, base, reqId, status: 0, message: String(error), ms: performance.now() - start };
      }
    }),
  );
  await sleep(LOG_SETTLE_MS);
  const server = serverMs();
  return answers.map(({ reqId, ...a }) => ({ ...a, server: server.get(reqId) }));
}

/** The customers withdraw what they booked, so the next run finds the same slots free. */
async function withdraw(answers: Answer[]) {
  const booked = answers.filter((a) => a.status === 201);
  const done = await eachLimited(booked, (a) => postJson(`${a.base}/provider-api/cancel-appointment/`, a.customer.address, { appointment_id: a.appointmentId }, a.customer.token));
  const failed = done.filter((d) => d.status !== 200).length;
  if (failed) throw new Error(`${failed} bookings could not be withdrawn`);
}

/** The floor under a run: as many GET /api/health at once, which touch no database. */
async function floor(bases: string[], count: number) {
  const ms = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const start = performance.now();
      await (await fetch(`${bases[i % bases.length]}/api/health`)).text();
      return performance.now() - start;
    }),
  );
  ms.sort((a, b) => a - b);
  console.log(`  the floor: ${count} x GET /api/health at once, p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms`);
}

/** What the database holds after a run: capacity kept, every 201 one appointment and no other, one open booking per customer, raced slots full. */
async function checkDatabase(branch: Branch, answers: Answer[], raced: Slot[] = []) {
  const over = await db.query(`SELECT 1 FROM appointments WHERE branch_id = $1 AND status_id = ANY($2) GROUP BY appointment_date, appointment_time HAVING count(*) > $3`, [
    branch.branch_id,
    ACTIVE_STATUSES,
    branch.capacity,
  ]);
  const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.appointmentId!));
  const customers = answers.map((a) => a.customer.userId);
  const active = await db.query<{ appointment_id: number; slot: string }>(
    "SELECT appointment_id, appointment_date::text || ' ' || appointment_time AS slot FROM appointments WHERE user_id = ANY($1) AND status_id = ANY($2)",
    [customers, ACTIVE_STATUSES],
  );
  const activeIds = new Set(active.rows.map((r) => r.appointment_id));
  const missing = [...ids].filter((id) => !activeIds.has(id)).length;
  const extra = [...activeIds].filter((id) => !ids.has(id)).length;
  const twoOpen = await db.query("SELECT 1 FROM appointments WHERE user_id = ANY($1) AND status_id = ANY($2) GROUP BY user_id HAVING count(*) > 1", [customers, OPEN_STATUSES]);
  const notFull = raced.filter((s) => active.rows.filter((r) => r.slot === `${s.date} ${s.time}`).length !== branch.capacity).length;
  const faults = over.rows.length + missing + extra + twoOpen.rows.length + notFull;
  const racedNote = raced.length ? `, raced slots not filled exactly ${notFull} of ${raced.length}` : "";
  console.log(
    `  database: slots over capacity (${branch.capacity}) ${over.rows.length}, answered 201 but not booked ${missing}, booked but not answered 201 ${extra}, ` +
      `customers with two open bookings ${twoOpen.rows.length}${racedNote}: ${faults === 0 ? "exact" : "NOT EXACT"}`,
  );
}

// ---- The run

const first = await startCopy();
await db.connect();
const branch = await pickBranch();
const version = (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v;
const customers = await eachLimited(
  Array.from({ length: CUSTOMERS }, (_, i) => i + 1),
  (n) => logIn(first, n),
);
const slots = slotsOf(branch, CUSTOMERS);
console.log(
  `branch ${branch.branch_id} (provider ${branch.provider_id}): ${branch.slots.length} slots a day, ${branch.capacity} places each; ${CUSTOMERS} customers logged in; ` +
    `PostgreSQL ${version.split(" ")[0]}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
console.log("run".padEnd(44), ...["sent", "201", "409", "other"].map((h) => h.padStart(5)), ...["e2e p50", "e2e p95", "srv p50", "srv p95"].map((h) => h.padStart(8)));

const rounds: [string, number][] = [
  ["one copy", 1],
  ["two copies", 2],
];
const bases = [first];
for (const [label, copiesUsed] of rounds) {
  while (bases.length < copiesUsed) bases.push(await startCopy());
  const runs: Figures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const answers = await fire(
      branch,
      bases,
      customers.map((customer, i) => ({ customer, slot: slots[i]! })),
      `${copiesUsed}-${run}`,
    );
    runs.push(report(`${label}: ${CUSTOMERS} different slots, run ${run}`, answers));
    await checkDatabase(branch, answers);
    await withdraw(answers);
  }
  summary(`${label}: median of ${RUNS} runs`, runs, copiesUsed);
  await floor(bases, CUSTOMERS);
}

const raced = slots.slice(0, RACED_SLOTS);
const raceAnswers = await fire(
  branch,
  bases,
  customers.slice(0, RACERS).map((customer, i) => ({ customer, slot: raced[i % RACED_SLOTS]! })),
  "race",
);
report(`${bases.length} copies: ${RACERS} racing for ${RACED_SLOTS} slots' places`, raceAnswers);
const refusals = new Set(raceAnswers.filter((a) => a.status === 409).map((a) => a.message));
console.log(`  ${raceAnswers.filter((a) => a.status === 201).length} booked (${RACED_SLOTS} slots x ${branch.capacity} places); refused: ${[...refusals].join(" | ") || "none"}`);
await checkDatabase(branch, raceAnswers, raced);
await db.end();
process.exit(0);
