import cluster, { type Worker } from "node:cluster";
import { log } from "../shared/log";

/** A copy that dies is started again, but not in a loop: at most this many restarts a minute. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * `WEB_CONCURRENCY` copies of the server in one container, one per core, sharing its port
 * (node:cluster; docs/deploy.md). The primary only starts copies, restarts one that dies, and
 * passes SIGTERM/SIGINT on, so each copy drains as a single one would; it exits when all have.
 * Every copy has its own database pool: copies x DATABASE_POOL_MAX counts against max_connections.
 */
export function runPrimary(copies: number): void {
  let stopping = false;
  let worstCode = 0;
  const restarts: number[] = [];
  const start = () => cluster.fork();
  for (let i = 0; i < copies; i++) start();
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      worstCode = Math.max(worstCode, code ?? 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(worstCode);
      return;
    }
    const now = Date.now();
    while (restarts.length && now - restarts[0]! > 60_000) restarts.shift();
    if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      log.error(`copy ${worker.process.pid} exited (${signal ?? code}); too many restarts in a minute, stopping`);
      process.exit(1);
    }
    restarts.push(now);
    log.error(`copy ${worker.process.pid} exited (${signal ?? code}); starting another`);
    start();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  log.info(`starting ${copies} copies (WEB_CONCURRENCY)`);
}

export const isPrimaryOf = (copies: number) => copies > 1 && cluster.isPrimary;

/**
 * How many copies to run: WEB_CONCURRENCY, 1 by default. Several need PostgreSQL (DATABASE_URL) or
 * an external API: the embedded database lives in one process and cannot be shared.
 */
export function decideCopies(env: Record<string, string | undefined>): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const copies = Number(raw);
  if (!Number.isInteger(copies) || copies < 1 || copies > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${raw}").`);
  if (copies > 1 && !env.DATABASE_URL && !env.API_BASE_URL) {
    throw new Error("WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process and cannot be shared between copies.");
  }
  return copies;
}
