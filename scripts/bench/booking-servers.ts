import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "./stats";

const START_TIMEOUT_MS = 180_000;
/** Long enough that the demo provider accepts nothing during the run (its work is not what is measured). */
const DEMO_PROVIDER_DELAY_MS = String(3_600_000);

/**
 * The booking bench's servers: a throwaway PostgreSQL (scripts/pg-test-server.sh), started at
 * once, and copies of the API on it (`startCopy`), all stopped when this process exits.
 */
export function startPostgres() {
  const started = spawnSync("bash", ["scripts/pg-test-server.sh"], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  const exported = Object.fromEntries([...started.stdout.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  const databaseUrl = exported.DATABASE_URL_TEST!;
  const copies: ChildProcess[] = [];
  /** The copies' logs go to files, not pipes: a copy never waits for this process to read. */
  const logDir = mkdtempSync(path.join(tmpdir(), "saaj-bench-booking-"));
  const logFiles: string[] = [];
  function cleanUp() {
    for (const copy of copies) copy.kill("SIGTERM");
    spawnSync("bash", ["scripts/pg-test-server.sh", "stop", exported.PG_TEST_DIR!]);
    rmSync(logDir, { recursive: true, force: true });
  }
  process.on("exit", cleanUp);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

  /** The server-side time of each booking, by request id, from the copies' access lines. */
  function serverMs() {
    const ms = new Map<string, number>();
    for (const file of logFiles) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line.includes('"/api/book_now/"')) continue;
        const entry = JSON.parse(line) as { reqId?: string; ms?: number; msg?: string };
        if (entry.msg === "request" && entry.reqId && entry.ms !== undefined) ms.set(entry.reqId, entry.ms);
      }
    }
    return ms;
  }

  /** One more copy of the API on the database, once it answers; its base URL. */
  async function startCopy(): Promise<string> {
    const logFile = path.join(logDir, `copy-${copies.length + 1}.log`);
    logFiles.push(logFile);
    const port = spawnSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).stdout.trim();
    // BOOKING_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles each copy.
    const flags = (process.env.BOOKING_NODE_FLAGS ?? "").split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...flags, "--import", "tsx", "api/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        PORT: port,
        DATABASE_URL: databaseUrl,
        CODE_SECRET: "bench-code-secret-0123456789",
        DEMO_MODE: "1",
        ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
        DEMO_PROVIDER_DELAY_MS,
        // Each customer comes from its own address, as behind a proxy: the per-client login budgets apply to each.
        TRUSTED_PROXIES: "127.0.0.1/32,::1/128",
      },
      stdio: ["ignore", openSync(logFile, "w"), "inherit"],
    });
    copies.push(child);
    const base = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + START_TIMEOUT_MS; ;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("the API did not start");
      await sleep(500);
    }
  }

  return { databaseUrl, startCopy, serverMs };
}
