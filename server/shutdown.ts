import type { Server } from "node:http";
import { errorField, log } from "./log";

export interface ShutdownOptions {
  server: Server;
  /** Told first, so /readyz turns 503 and the balancer stops sending new requests. */
  startDraining(): void;
  /** How long to keep serving after SIGTERM while the balancer notices (ms). */
  drainMs: number;
  /** After the drain, how long in-flight requests may still take before the process gives up (ms). */
  finishMs: number;
  /** Stops background jobs and closes the database pool; called once no request is open. */
  stop(): Promise<void>;
}

/** While closing, idle keep-alive connections are closed this often (a client may reuse one until then). */
const IDLE_SWEEP_MS = 250;

/**
 * Graceful shutdown for deploys (docs/deploy.md, "Deploys"). On SIGTERM: readiness says 503 at
 * once, the copy keeps serving for `drainMs` (answers carry `Connection: close`, so clients move
 * to other copies), then stops accepting, lets open requests finish, stops its jobs, closes the
 * pool and exits 0. SIGINT (Ctrl-C at a terminal) skips the drain. A second signal, or open
 * requests still running after `finishMs`, ends the process with 1.
 */
export function handleShutdown(options: ShutdownOptions): { readonly closing: boolean } {
  const state = { closing: false };
  const begin = (signal: NodeJS.Signals) => {
    if (state.closing) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    state.closing = true;
    options.startDraining();
    const drainMs = signal === "SIGTERM" ? options.drainMs : 0;
    log.info({ drainMs }, `${signal}: not ready any more; serving for ${drainMs} ms, then finishing open requests`);
    setTimeout(() => {
      const sweep = setInterval(() => options.server.closeIdleConnections(), IDLE_SWEEP_MS);
      options.server.close(() => {
        clearInterval(sweep);
        options
          .stop()
          .then(() => {
            log.info("stopped cleanly");
            process.exit(0);
          })
          .catch((error) => {
            log.error({ err: errorField(error) }, "stopping failed");
            process.exit(1);
          });
      });
      options.server.closeIdleConnections();
      setTimeout(() => {
        log.error(`requests still open ${options.finishMs} ms after the drain: exiting`);
        process.exit(1);
      }, options.finishMs).unref();
    }, drainMs);
  };
  process.on("SIGTERM", () => begin("SIGTERM"));
  process.on("SIGINT", () => begin("SIGINT"));
  return state;
}
