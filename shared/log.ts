import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";

/**
 * The one logger of the server process, the app's server side and the API: JSON lines on stdout,
 * each with the id of the request it was written for (docs/logs.md). `LOG_LEVEL` sets the level;
 * under Vitest the default is silent, so test output stays readable.
 */

/** What one request carries while it runs: its id and the time spent waiting for the API. */
export interface RequestContext {
  id: string;
  startedAt: number;
  /** Summed duration of the API calls made for this request (app/lib/api.server.ts). */
  apiMs: number;
  apiCalls: number;
  /**
   * No cache may keep this page: an API call failed on the API's side (5xx, 429, no answer), so
   * the page is not as it should be, or the API said one of its answers is not to be stored.
   */
  notToKeep?: boolean;
}

/** An incoming id is kept only if it is this plain: no spaces, quotes or control characters can reach a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const isSafeRequestId = (value: string | null | undefined): value is string => !!value && SAFE_REQUEST_ID.test(value);

export function newRequestContext(incomingId?: string | null): RequestContext {
  return { id: isSafeRequestId(incomingId) ? incomingId : randomUUID(), startedAt: performance.now(), apiMs: 0, apiCalls: 0 };
}

type Sink = (line: string) => void;
interface Shared {
  store: AsyncLocalStorage<RequestContext>;
  logger: Logger;
  sinks: Set<Sink>;
}

/**
 * One store and one logger per process, even when this file is loaded twice: once by server.ts
 * and once inside the app's build (Vite bundles it there), which must see the same request.
 */
const SHARED = Symbol.for("saaj.log");
const shared: Shared = ((globalThis as Record<symbol, unknown>)[SHARED] as Shared | undefined) ?? createShared();
(globalThis as Record<symbol, unknown>)[SHARED] = shared;

function createShared(): Shared {
  const store = new AsyncLocalStorage<RequestContext>();
  const sinks = new Set<Sink>();
  const destination = {
    write(line: string) {
      if (sinks.size === 0) process.stdout.write(line);
      else for (const sink of sinks) sink(line);
    },
  };
  const level = process.env.LOG_LEVEL || (process.env.VITEST ? "silent" : "info");
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const request = store.getStore();
        return request ? { reqId: request.id } : {};
      },
    },
    destination,
  );
  return { store, logger, sinks };
}

export const log: Logger = shared.logger;

/** Runs `fn` as part of `request`: every line logged meanwhile carries its id. */
export const runInRequest = <T>(request: RequestContext, fn: () => T): T => shared.store.run(request, fn);

/** The request being served, if any. */
export const currentRequest = (): RequestContext | undefined => shared.store.getStore();

/** An error as a log field: message and stack, never the whole object (it may hold a request body). */
export const errorField = (error: unknown) => (error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { message: String(error) });

/**
 * For tests: the parsed lines logged until `stop()`, at `level` (instead of stdout). Our real
 * logger's real output, not a mock of it.
 */
export function captureLogs(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const sink: Sink = (line) => lines.push(JSON.parse(line) as Record<string, unknown>);
  const before = shared.logger.level;
  shared.logger.level = level;
  shared.sinks.add(sink);
  return {
    lines,
    stop() {
      shared.sinks.delete(sink);
      shared.logger.level = before;
    },
  };
}
