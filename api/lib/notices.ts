import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { appointments, branches, users } from "../db/schema";
import type { Message } from "./notifier";
import { addDays, indiaNow } from "./ist";

/**
 * The booking messages besides codes, by SMS text and by WhatsApp template (names and parameters
 * as approved in WhatsApp Manager; docs/decisions/0021-notifier.md). Callers queue them (enqueue)
 * in the transaction that makes what they tell happen, so a message exists exactly when it did.
 */
export const WHATSAPP_TEMPLATES = {
  confirmed: "saaj_booking_confirmed",
  reminder: "saaj_booking_reminder",
  cancelled: "saaj_booking_cancelled",
} as const;

interface Booking {
  id: number;
  phone: string;
  whatsapp: boolean;
  place: string;
  date: string;
  time: string;
}

/** Who to tell about a booking, and what it is: the customer's phone and choice, the branch, the date and time. */
export async function bookingFacts(db: Queryable, appointmentId: number): Promise<Booking> {
  const [row] = await db.orm
    .select({ phone: users.phone, whatsapp: users.receiveUpdates, place: branches.branchName, date: appointments.appointmentDate, time: appointments.appointmentTime })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(eq(appointments.appointmentId, appointmentId));
  return { id: appointmentId, ...row! };
}

const message = (b: Booking, purpose: Message["purpose"], body: string, template: string, params: string[]): Message => ({
  to: b.phone,
  purpose,
  body,
  whatsapp: b.whatsapp,
  template: { name: template, params },
});

export const confirmedMessage = (b: Booking) =>
  message(b, "booking-confirmed", `Your Saaj booking #${b.id} with ${b.place} on ${b.date} at ${b.time} is confirmed. See it in My Bookings.`, WHATSAPP_TEMPLATES.confirmed, [
    String(b.id),
    b.place,
    b.date,
    b.time,
  ]);

/**
 * When the booking is, as seen on India's calendar on the day the reminder goes: "today, ",
 * "tomorrow, " or "on " before its date. From the dates, not from which reminder it is: a 24-hour
 * reminder sent late (after downtime) can fall on the booking's own day, a 2-hour one the evening before.
 */
function dayOf(date: string, sentAt: Date): string {
  const today = indiaNow(sentAt).date;
  return date === today ? "today, " : date === addDays(today, 1) ? "tomorrow, " : "on ";
}

export const reminderMessage = (b: Booking, sentAt: Date) =>
  message(b, "reminder", `Reminder: your Saaj booking #${b.id} with ${b.place} is ${dayOf(b.date, sentAt)}${b.date} at ${b.time}.`, WHATSAPP_TEMPLATES.reminder, [
    String(b.id),
    b.place,
    b.date,
    b.time,
  ]);

export const cancelledMessage = (b: Booking, reason: string) =>
  message(b, "provider-cancelled", `${b.place} had to cancel your Saaj booking #${b.id} for ${b.date} at ${b.time}: ${reason}`, WHATSAPP_TEMPLATES.cancelled, [
    String(b.id),
    b.place,
    b.date,
    b.time,
    reason,
  ]);
