import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { appointments, branches, users } from "../db/schema";
import type { Message } from "./notifier";
import { addDays, indiaNow } from "./ist";
import { DAY_WORDS, messageText } from "./message-words";
import type { Language } from "../../shared/languages";

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
  /** The customer's language (migration 018). */
  language: Language;
}

/** Who to tell about a booking, and what it is: the customer's phone and choice, the branch, the date and time. */
export async function bookingFacts(db: Queryable, appointmentId: number): Promise<Booking> {
  const [row] = await db.orm
    .select({ phone: users.phone, whatsapp: users.receiveUpdates, place: branches.branchName, date: appointments.appointmentDate, time: appointments.appointmentTime, language: users.language })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(eq(appointments.appointmentId, appointmentId));
  return { id: appointmentId, ...row! };
}

/** What a booking's message says of it. */
const words = (b: Booking) => ({ id: b.id, place: b.place, date: b.date, time: b.time });

const message = (b: Booking, purpose: Message["purpose"], body: string, template: string, params: string[]): Message => ({
  to: b.phone,
  purpose,
  body,
  whatsapp: b.whatsapp,
  template: { name: template, params },
  language: b.language,
});

export const confirmedMessage = (b: Booking) => message(b, "booking-confirmed", messageText("confirmed", b.language, words(b)), WHATSAPP_TEMPLATES.confirmed, [String(b.id), b.place, b.date, b.time]);

/**
 * When the booking is, as seen on India's calendar on the day the reminder goes: "today, ",
 * "tomorrow, " or "on " before its date. From the dates, not from which reminder it is: a 24-hour
 * reminder sent late (after downtime) can fall on the booking's own day, a 2-hour one the evening before.
 */
function dayOf(date: string, sentAt: Date, language: Language): string {
  const today = indiaNow(sentAt).date;
  return DAY_WORDS[date === today ? "today" : date === addDays(today, 1) ? "tomorrow" : "later"][language];
}

export const reminderMessage = (b: Booking, sentAt: Date) =>
  message(b, "reminder", messageText("reminder", b.language, { ...words(b), day: dayOf(b.date, sentAt, b.language) }), WHATSAPP_TEMPLATES.reminder, [String(b.id), b.place, b.date, b.time]);

export const cancelledMessage = (b: Booking, reason: string) =>
  message(b, "provider-cancelled", messageText("cancelled", b.language, { ...words(b), reason }), WHATSAPP_TEMPLATES.cancelled, [String(b.id), b.place, b.date, b.time, reason]);
