import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { answerOf, consoleSignIn, freePorts, startCopy, startPostgres, statusOf, stopCopy, type Copy, type TestPostgres } from "./copies";

/**
 * Saaj as operators run it (docs/deploy.md): copies of the production build on one real
 * PostgreSQL, through a database restart, a deploy's SIGTERM, and a first start on an empty
 * database. Run by scripts/test-ops.sh after the build.
 */
let postgres: TestPostgres;
const copies: Copy[] = [];
const start = (...args: Parameters<typeof startCopy>) => {
  const copy = startCopy(...args);
  copies.push(copy);
  return copy;
};

beforeAll(() => {
  postgres = startPostgres();
});
afterAll(async () => {
  await Promise.all(copies.map(stopCopy));
  postgres?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Until when() is true or ms pass; how long it took. */
async function within(ms: number, when: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await when()) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`not within ${ms} ms`);
}

describe("a database restart", () => {
  it("leaves both copies up: requests meanwhile get 503 at worst, and both serve again within 10 s of its return, a provider still signed in", async () => {
    const port = await freePorts(2);
    const pair = [start(port, postgres.url), start(port + 1, postgres.url)];
    await Promise.all(pair.map((c) => c.waitReady()));
    // A provider signed in on one copy stays signed in on both, through the restart: its token lives in PostgreSQL.
    const member = await consoleSignIn(pair[0]!.base);

    const seen: number[] = [];
    let traffic = true;
    const load = (async () => {
      while (traffic) {
        for (const c of pair) seen.push(await statusOf(`${c.base}/api/categories/`), await statusOf(`${c.base}/`), await statusOf(`${c.base}/partner-api/requests/`, 10_000, member));
        await sleep(50);
      }
    })();
    await sleep(500);
    postgres.restart(); // returns once PostgreSQL accepts connections again
    let last: unknown[] = [];
    const back = await within(10_000, async () => {
      const answers = await Promise.all(
        pair.flatMap((c) => [answerOf(`${c.base}/readyz`, 2_000), answerOf(`${c.base}/api/categories/`, 2_000), answerOf(`${c.base}/partner-api/requests/`, 2_000, member)]),
      );
      last = answers;
      return answers.every((a) => a.status === 200);
    }).catch((error: Error) => {
      throw new Error(`${error.message}; last answers ${JSON.stringify(last)}\n${pair.map((c) => c.output.slice(-8).join("\n")).join("\n--\n")}`);
    });
    traffic = false;
    await load;

    expect(back).toBeLessThan(10_000);
    for (const c of pair) expect(c.process.exitCode, c.output.slice(-10).join("\n")).toBeNull();
    // Never a crash, a dropped connection or a 500: a page, or 503 while the database is away.
    expect(seen.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(seen.filter((s) => s === 200).length).toBeGreaterThan(0);
    await Promise.all(pair.map(stopCopy));
  }, 180_000);
});

describe("a deploy's SIGTERM", () => {
  it("says not ready at once, keeps serving through the drain, fails no request in flight, and exits 0", async () => {
    const [port] = [await freePorts(1)];
    const copy = start(port, postgres.url, { SHUTDOWN_DRAIN_MS: "1500" });
    await copy.waitReady();

    const member = await consoleSignIn(copy.base, "9000000002");
    // A burst of page renders and API calls, a provider's console among them, with SIGTERM in the middle of it.
    const paths = ["/", "/api/categories/", "/SearchResults?category=1", "/AboutUs", "/partner-api/requests/"];
    const t0 = Date.now();
    const inFlight = Array.from({ length: 80 }, (_, i) =>
      answerOf(`${copy.base}${paths[i % paths.length]}`, 30_000, paths[i % paths.length]!.startsWith("/partner-api/") ? member : {}).then((a) => ({ ...a, ms: Date.now() - t0 })),
    );
    await sleep(20);
    copy.process.kill("SIGTERM");
    // The signal is handled on the copy's next turn of its event loop, busy with the burst.
    const readyDuringDrain = await within(1_000, async () => (await statusOf(`${copy.base}/readyz`)) === 503).then(
      () => 503,
      () => 200,
    );
    const servedDuringDrain = await answerOf(`${copy.base}/AboutUs`, 30_000);

    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(readyDuringDrain).toBe(503);
    expect(servedDuringDrain).toEqual({ status: 200 });
    expect(await copy.exited).toBe(0);
    expect(copy.output.some((line) => line.includes("stopped cleanly"))).toBe(true);
  }, 120_000);
});

describe("copies started together on an empty database (demo mode)", () => {
  it("all start, migrate and seed once", async () => {
    const url = await postgres.createDatabase("saaj_first_start");
    const port = await freePorts(3);
    const three = [0, 1, 2].map((i) => start(port + i, url));
    await Promise.all(three.map((c) => c.waitReady()));

    const seeded = three.filter((c) => c.output.some((line) => line.includes("demo data seeded")));
    expect(seeded).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ providers: number; migrations: number }>(
      "SELECT (SELECT count(*)::int FROM providers) AS providers, (SELECT count(*)::int FROM schema_migrations) AS migrations",
    );
    await client.end();
    expect(rows[0]!.providers).toBe(40);
    for (const c of three) expect(await statusOf(`${c.base}/api/categories/`)).toBe(200);
    await Promise.all(three.map(stopCopy));
  }, 180_000);
});

describe("a copy per core (WEB_CONCURRENCY)", () => {
  it("runs two copies on one port on PostgreSQL, and both drain and exit 0 on SIGTERM", async () => {
    const port = await freePorts(1);
    const pair = start(port, postgres.url, { WEB_CONCURRENCY: "2", SHUTDOWN_DRAIN_MS: "200" });
    await pair.waitReady();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => statusOf(`${pair.base}/api/categories/`)));
    expect(statuses).toEqual(statuses.map(() => 200));
    // Ready once the first copy is; the second may still be starting.
    await expect.poll(() => pair.output.filter((line) => line.includes("Saaj production server")).length, { timeout: 30_000 }).toBe(2);
    pair.process.kill("SIGTERM");
    expect(await pair.exited).toBe(0);
    expect(pair.output.filter((line) => line.includes("stopped cleanly"))).toHaveLength(2);
  }, 120_000);
});
