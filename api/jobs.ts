import type { Deps } from "./lib/context";
import { expireUnconfirmedAppointments } from "./routes/appointments/appointments.service";
import { runDemoProvider } from "./demo/demo-provider";
import { runDemoGateway } from "./demo/demo-gateway";
import { queueReminders } from "./lib/reminders";
import { errorField, log } from "../shared/log";
import { isDatabaseUnavailable } from "./db/unavailable";
import { sendPendingRefunds } from "./lib/refunds";

/** The clock's work (expiry, the demo provider and gateway, reminders, pruning) runs this often. */
const TICK_EVERY_MS = 1000;
/** Due messages (retries, rows queued by other code or other copies) are looked for this often. */
const DELIVERY_EVERY_MS = 1000;
/** Reminders are looked for this often: a reminder a few seconds late is still on time. */
const REMINDER_EVERY_MS = 30_000;

/**
 * Background work of an API process. Each job is also safe to run from several
 * copies at once: they only move appointments whose state still allows it, and
 * outbox rows are claimed by one worker each.
 *
 * Delivery has its own timer and never holds the tick: the tick only queues messages, and the
 * notifier sends them in the background (api/lib/notifier.ts), so a slow gateway cannot make
 * expiry, acceptances or reminders late. The returned function stops both timers and resolves
 * once the tick in progress and every send in flight have ended (a send within SEND_TIMEOUT_MS).
 */
export function startJobs(deps: Deps): () => Promise<void> {
  let ticking: Promise<void> | null = null;
  let remindersAt = 0;
  let databaseAway = false;
  const work = async () => {
    try {
      await expireUnconfirmedAppointments(deps);
      if (deps.config.demoMode) await runDemoProvider(deps);
      if (deps.config.demoMode && !deps.config.realGateway) await runDemoGateway(deps);
      await sendPendingRefunds(deps); // refunds not yet taken by the gateway (api/lib/refunds.ts)
      if (Date.now() - remindersAt >= REMINDER_EVERY_MS) {
        remindersAt = Date.now();
        await queueReminders(deps);
      }
      await (await import("./lib/prune")).pruneIfDue(deps); // expired rows, at most every 10 minutes (api/lib/prune.ts)
      if (databaseAway) log.info("[api] jobs running again: the database is back");
      databaseAway = false;
    } catch (error) {
      // A database restart is one warning, not an error with the whole query every second.
      if (!isDatabaseUnavailable(error)) log.error({ err: errorField(error) }, "[api] job failed");
      else if (!databaseAway) log.warn({ err: { message: (error as Error).message } }, "[api] jobs paused: the database is unavailable");
      databaseAway = databaseAway || isDatabaseUnavailable(error);
    }
  };
  const tick = () => {
    if (ticking) return;
    ticking = work().finally(() => {
      ticking = null;
    });
  };
  const timers = [setInterval(tick, TICK_EVERY_MS), setInterval(() => deps.notifier.kick(), DELIVERY_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await ticking;
    await deps.notifier.stop();
  };
}
