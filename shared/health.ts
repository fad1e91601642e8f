import type { IncomingMessage, ServerResponse } from "node:http";

/** A readiness answer is reused this long, so a balancer's checks from every side cost one query. */
const READY_CACHE_MS = 1_000;
/** A database that has not answered the readiness query by then counts as unreachable. */
const READY_QUERY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** Resolves when the database answers and every migration this build knows is applied; throws otherwise. */
  checkDatabase?: () => Promise<void>;
}

export interface Health {
  /** Answers GET/HEAD /healthz and /readyz; false for every other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on /readyz is 503: the balancer takes this copy out while it still serves. */
  startDraining(): void;
  readonly draining: boolean;
}

/**
 * Liveness and readiness for load balancers and orchestrators (docs/deploy.md). Both are answered
 * at the socket, before the body guard, the page cache, Vite or a render:
 * - /healthz: the process is alive and its event loop turns. Never touches the database, so a
 *   database restart does not make an orchestrator kill healthy copies.
 * - /readyz: send traffic here. 503 while draining for a deploy, when the database does not
 *   answer, or when it lacks a migration this build needs.
 */
export function createHealth(options: HealthOptions = {}): Health {
  let draining = false;
  let last: { at: number; problem?: string } | undefined;
  let inFlight: Promise<string | undefined> | undefined;

  const readiness = async (): Promise<string | undefined> => {
    if (draining) return "draining";
    if (!options.checkDatabase) return undefined;
    if (last && Date.now() - last.at < READY_CACHE_MS) return last.problem;
    inFlight ??= withTimeout(options.checkDatabase(), READY_QUERY_TIMEOUT_MS)
      .then(
        () => undefined,
        (error: Error) => error.message || "database unreachable",
      )
      .then((problem) => {
        last = { at: Date.now(), problem };
        inFlight = undefined;
        return problem;
      });
    return inFlight;
  };

  const answer = (res: ServerResponse, status: number, body: object, head: boolean) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text) });
    res.end(head ? undefined : text);
  };

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    handle(req, res) {
      const path = (req.url ?? "").split("?")[0];
      if (path !== "/healthz" && path !== "/readyz") return false;
      const head = req.method === "HEAD";
      if (req.method !== "GET" && !head) {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return true;
      }
      if (path === "/healthz") {
        answer(res, 200, { status: "ok" }, head);
        return true;
      }
      void readiness().then((problem) => (problem ? answer(res, 503, { status: "not ready", reason: problem }, head) : answer(res, 200, { status: "ready" }, head)));
      return true;
    },
  };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("database did not answer in time")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
