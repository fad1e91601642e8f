import type { Deps } from "./lib/context";
import { expireUnconfirmedAppointments } from "./routes/appointments/appointments.service";
import { runDemoProvider } from "./demo/demo-provider";

/**
 * Background work of an API process. Each job is also safe to run from several
 * copies at once: they only move appointments whose state still allows it.
 */
export function startJobs(deps: Deps): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireUnconfirmedAppointments(deps);
      if (deps.config.demoMode) await runDemoProvider(deps);
    } catch (error) {
      console.error("[api] job failed", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
