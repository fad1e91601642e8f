import type { Deps } from "./lib/context";
import { expireUnconfirmedAppointments } from "./routes/appointments/appointments.service";
import { runDemoProvider } from "./demo/demo-provider";
import { runDemoGateway } from "./demo/demo-gateway";
import { queueReminders } from "./lib/reminders";
import { errorField, log } from "../server/log";

/** Reminders are looked for this often: a reminder a few seconds late is still on time. */
const REMINDER_EVERY_MS = 30_000;

/**
 * Background work of an API process. Each job is also safe to run from several
 * copies at once: they only move appointments whose state still allows it, and
 * outbox rows are claimed by one worker each.
 */
export function startJobs(deps: Deps): () => void {
  let running = false;
  let remindersAt = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireUnconfirmedAppointments(deps);
      if (deps.config.demoMode) await runDemoProvider(deps);
      if (deps.config.demoMode && !deps.config.realGateway) await runDemoGateway(deps);
      if (Date.now() - remindersAt >= REMINDER_EVERY_MS) {
        remindersAt = Date.now();
        await queueReminders(deps);
      }
      await deps.notifier.deliverDue();
      await (await import("./lib/prune")).pruneIfDue(deps); // expired rows, at most every 10 minutes (api/lib/prune.ts)
    } catch (error) {
      log.error({ err: errorField(error) }, "[api] job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
