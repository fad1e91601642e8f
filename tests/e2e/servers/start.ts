import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createInterface } from "node:readline";
import { READY_PORT, SERVERS, type ServerDefinition } from "./definitions";

/**
 * Starts every e2e server at once and answers on READY_PORT when all are up (Playwright's one
 * webServer). Playwright starts its webServer entries one after another: seven took 21 s, most of
 * it each embedded database's start, which side by side share the cores instead of queueing.
 * Playwright ends this process's group when the run ends, these servers with it; a TERM or INT
 * stops them first. The servers with a database start from one saved copy, migrated and seeded
 * once (`npm run db:copy`), made while the others start: 0.4 s to load against 3 s to make.
 */
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 200;
const children: ChildProcess[] = [];

/** npm test makes the copy beside earlier stages (E2E_DB_COPY, scripts/test-all.sh); otherwise it is made here. */
const GIVEN_COPY = process.env.E2E_DB_COPY && existsSync(process.env.E2E_DB_COPY) ? process.env.E2E_DB_COPY : undefined;
const COPY_DIR = mkdtempSync(path.join(tmpdir(), "saaj-e2e-db-"));
const COPY = GIVEN_COPY ?? path.join(COPY_DIR, "demo.tar");

function start(def: ServerDefinition) {
  const env = { ...process.env, ...def.env, ...(def.database ? { PGLITE_LOAD_FROM: COPY } : {}) };
  const child = spawn(def.command, { shell: true, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const show = (stream: NodeJS.ReadableStream) => createInterface({ input: stream }).on("line", (line) => console.log(`[${def.name}] ${line}`));
  if (def.output === "all") show(child.stdout!);
  else child.stdout!.resume();
  show(child.stderr!);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${def.name}] exited (${signal ?? `code ${code}`}) while the tests need it`);
    void stop(1);
  });
  return child;
}

async function up(def: ServerDefinition) {
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(def.url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`[${def.name}] not up at ${def.url} after ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

let stopping = false;
async function stop(status: number): Promise<never> {
  // A second call waits for the first, which ends the process.
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.race([Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : null))), new Promise((r) => setTimeout(r, 10_000))]);
  rmSync(COPY_DIR, { recursive: true, force: true });
  process.exit(status);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stop(0));

const began = Date.now();
SERVERS.filter((def) => !def.database).forEach(start);
try {
  // The same settings as the servers' (SEED_PROVIDERS): what they would have seeded themselves.
  if (!GIVEN_COPY) await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["api/db/copy-cli.ts", COPY], { env: process.env });
  SERVERS.filter((def) => def.database).forEach(start);
  await Promise.all(SERVERS.map(up));
} catch (e) {
  console.error((e as Error).message);
  await stop(1);
}
createServer((_, res) => res.end("ready")).listen(READY_PORT, "127.0.0.1", () => console.log(`e2e servers: ${SERVERS.length} up in ${((Date.now() - began) / 1000).toFixed(1)} s`));
