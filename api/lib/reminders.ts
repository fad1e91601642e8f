import { and, between, eq, isNull, or, sql } from "drizzle-orm";
import { appointments } from "../db/schema";
import type { Deps } from "./context";
import { addDays, appointmentStart, indiaNow } from "./ist";
import { enqueue } from "./notifier";
import { bookingFacts, reminderMessage } from "./notices";
import { STATUS } from "../../contract/booking";

const HOUR_MS = 3_600_000;
/** Reminders go this many hours before a confirmed booking starts. */
export const REMINDER_HOURS = [24, 2] as const;

/**
 * The job's tick: queues the reminder that is due for each confirmed booking, once. A booking is
 * marked reminded in the same transaction that queues its message, so parallel workers and
 * restarts queue it once. A booking made inside a window gets no reminder for it (its
 * confirmation has just said the same), and a late tick sends only the nearer reminder.
 */
export async function queueReminders(deps: Deps) {
  const now = deps.now();
  const today = indiaNow(now).date;
  const due = await deps.db.orm
    .select({ id: appointments.appointmentId, date: appointments.appointmentDate, time: appointments.appointmentTime, createdAt: appointments.createdAt })
    .from(appointments)
    .where(
      and(eq(appointments.statusId, STATUS.scheduled), between(appointments.appointmentDate, today, addDays(today, 2)), or(isNull(appointments.reminded24hAt), isNull(appointments.reminded2hAt))),
    );
  for (const row of due) {
    const start = appointmentStart(row.date, row.time);
    if (!start || start <= now) continue;
    const hours = REMINDER_HOURS.filter((h) => now.getTime() >= start.getTime() - h * HOUR_MS).at(-1);
    if (!hours) continue;
    const bookedInside = row.createdAt.getTime() > start.getTime() - hours * HOUR_MS;
    await deps.db.transaction(async (tx) => {
      // Marks this reminder and any earlier one it replaces; only the first worker gets a row back.
      const marked = await tx.orm
        .update(appointments)
        .set(hours === 24 ? { reminded24hAt: now } : { reminded24hAt: sql`coalesce(${appointments.reminded24hAt}, ${now})`, reminded2hAt: now })
        .where(and(eq(appointments.appointmentId, row.id), eq(appointments.statusId, STATUS.scheduled), hours === 24 ? isNull(appointments.reminded24hAt) : isNull(appointments.reminded2hAt)))
        .returning({ id: appointments.appointmentId });
      if (marked.length && !bookedInside) await enqueue(tx, deps.config, reminderMessage(await bookingFacts(tx, deps.config, row.id, now), now), now);
    });
  }
}
