import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { appointments, branches, payments, users } from "../db/schema";
import { feeIfCancelledNow, freeCancellationUntil } from "./cancellation-terms";
import type { Message } from "./notifier";
import { addDays, indiaNow } from "./ist";
import { DAY_WORDS, messageText } from "./message-words";
import { deadlineText } from "../../shared/deadline";
import { LOCALES, type Language } from "../../shared/languages";
import { formatRupees } from "./money";
import { bookingLinkUrl } from "./booking-link";
import type { ApiConfig } from "../config";
import type { Amends } from "../routes/appointments/amends.service";

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
  /** For the cancellation terms a reminder states: whether a stylist is assigned, and what is paid. */
  stylistAssigned: boolean;
  paid: number;
  /** The booking's own page, without logging in (api/lib/booking-link.ts). */
  link: string;
}

/** Who to tell about a booking, and what it is: the customer's phone and choice, the branch, the date and time, its link. */
export async function bookingFacts(db: Queryable, config: Pick<ApiConfig, "publicUrl" | "codeSecret">, appointmentId: number, now: Date): Promise<Booking> {
  const [row] = await db.orm
    .select({
      phone: users.phone,
      whatsapp: users.receiveUpdates,
      place: branches.branchName,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      language: users.language,
      stylistId: appointments.stylistId,
      paidAt: payments.paidAt,
      total: payments.total,
    })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .leftJoin(payments, eq(payments.appointmentId, appointments.appointmentId))
    .where(eq(appointments.appointmentId, appointmentId));
  const { stylistId, paidAt, total, ...facts } = row!;
  const link = bookingLinkUrl(config.publicUrl, config.codeSecret, appointmentId, now);
  return { id: appointmentId, ...facts, stylistAssigned: stylistId !== null, paid: paidAt ? (total ?? 0) : 0, link };
}

/** What a booking's message says of it. */
const words = (b: Booking) => ({ id: b.id, place: b.place, date: b.date, time: b.time, link: b.link });

const message = (b: Booking, purpose: Message["purpose"], body: string, template: string, params: string[]): Message => ({
  to: b.phone,
  purpose,
  body,
  whatsapp: b.whatsapp,
  template: { name: template, params },
  language: b.language,
});

/** What cancelling a just-confirmed booking costs, as cancel.service.ts decides it (the terms a confirmation states). */
export interface CancellationTerms {
  /** When cancelling stops being free by the clock; undefined for an unreadable time. */
  freeUntil: Date | undefined;
  /** The fee if cancelled now (0: free). */
  feeNow: number;
}

function termsText(terms: CancellationTerms, sentAt: Date, language: Language): string {
  if (terms.freeUntil && sentAt < terms.freeUntil) return messageText("freeUntil", language, { deadline: deadlineText(terms.freeUntil, LOCALES[language]) });
  if (terms.feeNow > 0) return messageText("costsNow", language, { fee: formatRupees(terms.feeNow) });
  return messageText("costsNothing", language, {});
}

export const confirmedMessage = (b: Booking, terms: CancellationTerms, sentAt: Date) => {
  const said = termsText(terms, sentAt, b.language);
  return message(b, "booking-confirmed", messageText("confirmed", b.language, { ...words(b), terms: said }), WHATSAPP_TEMPLATES.confirmed, [String(b.id), b.place, b.date, b.time, said, b.link]);
};

/**
 * When the booking is, as seen on India's calendar on the day the reminder goes: "today, ",
 * "tomorrow, " or "on " before its date. From the dates, not from which reminder it is: a 24-hour
 * reminder sent late (after downtime) can fall on the booking's own day, a 2-hour one the evening before.
 */
function dayOf(date: string, sentAt: Date, language: Language): string {
  const today = indiaNow(sentAt).date;
  return DAY_WORDS[date === today ? "today" : date === addDays(today, 1) ? "tomorrow" : "later"][language];
}

export const reminderMessage = (b: Booking, sentAt: Date) => {
  const terms = termsText({ freeUntil: freeCancellationUntil(b), feeNow: feeIfCancelledNow(b, sentAt) }, sentAt, b.language);
  const text = messageText("reminder", b.language, { ...words(b), day: dayOf(b.date, sentAt, b.language), terms });
  return message(b, "reminder", text, WHATSAPP_TEMPLATES.reminder, [String(b.id), b.place, b.date, b.time, terms, b.link]);
};

/** The refund, the apology coupon and the rebooking search, as sentences in the customer's language (each ends with a space). */
function amendsText(a: Amends | undefined, language: Language): string {
  if (!a) return "";
  const said = [
    a.refunded !== null ? messageText("refunded", language, { amount: formatRupees(a.refunded) }) : "",
    a.coupon ? messageText("apology", language, { value: formatRupees(a.coupon.value), code: a.coupon.code }) : "",
    messageText("rebook", language, { rebook: a.rebook }),
  ];
  return said.filter(Boolean).join(" ") + " ";
}

/** The WhatsApp template's reason carries the amends too: the approved template keeps its parameters. */
export const cancelledMessage = (b: Booking, reason: string, amends?: Amends) => {
  const said = amendsText(amends, b.language);
  return message(b, "provider-cancelled", messageText("cancelled", b.language, { ...words(b), reason, amends: said }), WHATSAPP_TEMPLATES.cancelled, [
    String(b.id),
    b.place,
    b.date,
    b.time,
    `${reason} ${said}`.trim(),
    b.link,
  ]);
};

/** The customer reported that the professional did not come: what Saaj does about it. */
export const noShowMessage = (b: Booking, amends: Amends) => {
  const said = amendsText(amends, b.language);
  return message(b, "provider-cancelled", messageText("noShow", b.language, { ...words(b), amends: said }), WHATSAPP_TEMPLATES.cancelled, [
    String(b.id),
    b.place,
    b.date,
    b.time,
    `${messageText("noShowReason", b.language, {})} ${said}`.trim(),
    b.link,
  ]);
};

/**
 * The provider marked that the customer did not come: what was kept and refunded of a UPI payment
 * (`paid` 0: nothing was charged). The WhatsApp cancellation template carries the same words.
 */
export const missedMessage = (b: Booking, paid: number, fee: number) => {
  const money = paid > 0 ? messageText("missedKept", b.language, { fee: formatRupees(fee), amount: formatRupees(Math.round((paid - fee) * 100) / 100) }) : messageText("missedFree", b.language, {});
  return message(b, "provider-cancelled", messageText("missed", b.language, { ...words(b), money }), WHATSAPP_TEMPLATES.cancelled, [
    String(b.id),
    b.place,
    b.date,
    b.time,
    `${messageText("missedReason", b.language, {})} ${money}`,
    b.link,
  ]);
};
