import net from "node:net";
import type { Server } from "node:http";
import type { Socket } from "node:net";
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

/** A second Ctrl-C later than this after the first stops at once. */
const REPEAT_MEANS_NOW_MS = 1_000;
/** While closing, idle keep-alive connections are closed this often (a client may reuse one until then). */
const IDLE_SWEEP_MS = 250;

/**
 * Graceful shutdown for deploys (docs/deploy.md, "Deploys"). On SIGTERM: readiness says 503 at
 * once, the copy keeps serving for `drainMs` (answers carry `Connection: close`, so clients move
 * to other copies), then stops accepting, lets open requests finish, stops its jobs, closes the
 * pool and exits 0. SIGINT (Ctrl-C at a terminal) skips the drain. A second Ctrl-C, or open
 * requests still running after `finishMs`, ends the process with 1.
 */
export function handleShutdown(options: ShutdownOptions): { readonly closing: boolean } {
  const state = { closing: false };
  const connections = trackConnections(options.server);
  let startedAt = 0;
  const begin = (signal: NodeJS.Signals) => {
    if (state.closing) {
      // A wrapper (npm, timeout, a terminal's process group) may pass the same signal on twice at
      // once; only a Ctrl-C pressed again, a moment later, means "stop now".
      if (signal === "SIGINT" && Date.now() - startedAt > REPEAT_MEANS_NOW_MS) {
        log.warn("SIGINT again: exiting without waiting");
        process.exit(1);
      }
      return;
    }
    state.closing = true;
    startedAt = Date.now();
    options.startDraining();
    const drainMs = signal === "SIGTERM" ? options.drainMs : 0;
    log.info({ drainMs }, `${signal}: not ready any more; serving for ${drainMs} ms, then finishing open requests`);
    setTimeout(() => {
      setTimeout(() => {
        log.error(`requests still open ${options.finishMs} ms after the drain: exiting`);
        process.exit(1);
      }, options.finishMs).unref();
      // The listener stays open until no request is left: on a busy copy, requests that reached
      // it before the balancer took it out may still wait to be accepted, and they get answered.
      let listening = true;
      const sweep = setInterval(() => {
        connections.closeIdle();
        if (!listening || connections.busy()) return;
        listening = false;
        // net.Server's close, not http.Server's: that one also drops connections that have not
        // sent their request yet, which for their client is a request in flight.
        net.Server.prototype.close.call(options.server, () => {
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
      }, IDLE_SWEEP_MS);
    }, drainMs);
  };
  process.on("SIGTERM", () => begin("SIGTERM"));
  process.on("SIGINT", () => begin("SIGINT"));
  return state;
}

/**
 * Which connections sit idle after answering (keep-alive), their answer fully written: those can
 * be closed at the end of the drain. A connection that has not sent its first request yet is
 * left to send it.
 */
function trackConnections(server: Server) {
  const state = new Map<Socket, { open: number; served: boolean }>();
  server.on("connection", (socket: Socket) => {
    state.set(socket, { open: 0, served: false });
    socket.once("close", () => state.delete(socket));
  });
  server.on("request", (req, res) => {
    const s = state.get(req.socket);
    if (!s) return;
    s.open++;
    res.once("close", () => {
      s.open--;
      s.served = true;
    });
  });
  return {
    /** A request is being answered, or a connection has yet to send its first one. */
    busy: () => [...state.values()].some((s) => s.open > 0 || !s.served),
    closeIdle() {
      // An answer handed to the socket may still be waiting to be written: destroying it then would cut it.
      for (const [socket, s] of state) if (s.served && s.open === 0 && socket.writableLength === 0) socket.destroy();
    },
  };
}
