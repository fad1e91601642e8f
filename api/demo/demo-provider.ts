import { asc, and, eq, lte } from "drizzle-orm";
import { appointments } from "../db/schema";
import type { Deps } from "../lib/context";
import { STATUS } from "../../contract/booking";
import { acceptAppointment } from "../routes/provider-side/provider-side.service";

/**
 * Demo mode only: plays every provider, accepting waiting requests once they are
 * DEMO_PROVIDER_DELAY_MS old, so a newcomer can walk the whole journey alone. DEMO_PROVIDER=off
 * leaves them to the provider console.
 */
export async function runDemoProvider(deps: Deps): Promise<number> {
  if (!deps.config.demoMode || !deps.config.demoProvider) return 0;
  const due = new Date(deps.now().getTime() - deps.config.demoProviderDelayMs);
  const waiting = await deps.db.orm
    .select({ appointmentId: appointments.appointmentId, providerId: appointments.providerId })
    .from(appointments)
    .where(and(eq(appointments.statusId, STATUS.requested), lte(appointments.createdAt, due)))
    .orderBy(asc(appointments.createdAt))
    .limit(20);
  let accepted = 0;
  for (const a of waiting) {
    try {
      await acceptAppointment(deps, a.providerId, a.appointmentId);
      accepted++;
    } catch {
      // Expired or taken by a real provider meanwhile: nothing to do.
    }
  }
  return accepted;
}
