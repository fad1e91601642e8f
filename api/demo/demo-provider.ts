import type { Deps } from "../lib/context";
import { acceptAppointment } from "../routes/provider-side/provider-side.service";

/**
 * Demo mode only: plays every provider, accepting waiting requests once they are
 * DEMO_PROVIDER_DELAY_MS old, so a newcomer can walk the whole journey alone.
 */
export async function runDemoProvider(deps: Deps): Promise<number> {
  if (!deps.config.demoMode) return 0;
  const due = new Date(deps.now().getTime() - deps.config.demoProviderDelayMs);
  const waiting = await deps.db.query<{ appointment_id: number; provider_id: number }>(
    "SELECT appointment_id, provider_id FROM appointments WHERE status_id = 0 AND created_at <= $1 ORDER BY created_at LIMIT 20",
    [due],
  );
  let accepted = 0;
  for (const a of waiting) {
    try {
      await acceptAppointment(deps, a.provider_id, a.appointment_id);
      accepted++;
    } catch {
      // Expired or taken by a real provider meanwhile: nothing to do.
    }
  }
  return accepted;
}
