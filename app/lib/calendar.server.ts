import type { AppLoadContext } from "react-router";
import type { AppointmentDetails } from "../../contract/schemas/appointments";
import { STATE_OF_STATUS, STATUS } from "../../contract/booking";
import { SERVICE_TYPE } from "../../contract/catalog";
import { api } from "./api.server";
import { fetchDetails } from "./booking.server";
import { to24h } from "./dates";
import { publicOrigin } from "./seo.server";
import { requireUser } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";
import englishBooking from "~/i18n/messages/en/booking";

/** The booking's time is India's; India keeps one offset all year. */
const TZID = "Asia/Kolkata";
/** When the services' times cannot be read, the appointment is given an hour. */
const DEFAULT_MINUTES = 60;
/** The calendar reminds the customer this long before. */
const REMINDER_MINUTES = 120;
/** RFC 5545 3.1: content lines are folded at 75 octets. */
const LINE_OCTETS = 75;
/** Where UIDs are unique: our domain, so no other calendar's events collide. */
const UID_DOMAIN = "saaj.in";

export interface CalendarEvent {
  uid: string;
  /** Local date and time in India: "2026-11-26", "10:30". */
  date: string;
  start: string;
  minutes: number;
  title: string;
  location: string;
  description: string;
  url: string;
}

/** "45 mins", "1 hr 30 mins", "2 hours", "90 min" -> minutes; undefined when it says no time. */
export function minutesOf(serviceTime: string): number | undefined {
  const hours = /(\d+(?:\.\d+)?)\s*h/i.exec(serviceTime);
  const minutes = /(\d+)\s*m/i.exec(serviceTime);
  const total = (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
  return total > 0 ? Math.round(total) : undefined;
}

/** The event's words: templates in the customer's language (messages' booking area, calendar*). */
export interface CalendarWords {
  title: string;
  atHome: string;
  description: string;
}
const ENGLISH: CalendarWords = { title: englishBooking.calendarTitle, atHome: englishBooking.calendarAtHome, description: englishBooking.calendarDescription };

/** The calendar's words in the language of the page that asked for the file. */
export const calendarWords = (request: Request): CalendarWords => ({
  title: serverT(request, "booking", "calendarTitle"),
  atHome: serverT(request, "booking", "calendarAtHome"),
  description: serverT(request, "booking", "calendarDescription"),
});

/** What an event is made from: a booking's details, or the booking a message's link names. */
export type EventSource = Pick<AppointmentDetails, "appointment_id" | "appointment_date" | "appointment_time" | "service_type_id" | "branch_name" | "address"> & {
  services: { servicename: string; quantity: number; service_time: string }[];
};

/**
 * A confirmed booking as a calendar event, or undefined when its date or time cannot be read.
 * `page` is where the event links to: My Bookings, or the booking's own link.
 */
export function bookingEvent(d: EventSource, origin: string, words: CalendarWords = ENGLISH, page = `${origin}/MyProfile`): CalendarEvent | undefined {
  const start = to24h(d.appointment_time);
  if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(d.appointment_date)) return undefined;
  const counted = d.services.map((s) => (minutesOf(s.service_time) ?? 0) * Math.max(1, s.quantity)).reduce((a, b) => a + b, 0);
  const services = d.services.map((s) => (s.quantity > 1 ? `${s.servicename} x${s.quantity}` : s.servicename)).join(", ");
  const home = d.service_type_id === SERVICE_TYPE.freelancer;
  return {
    uid: `booking-${d.appointment_id}@${UID_DOMAIN}`,
    date: d.appointment_date,
    start,
    minutes: counted > 0 ? counted : DEFAULT_MINUTES,
    title: fill(words.title, { services, provider: d.branch_name }),
    location: home ? fill(words.atHome, { provider: d.branch_name }) : [d.branch_name, d.address].filter(Boolean).join(", "),
    description: fill(words.description, { id: d.appointment_id, services, url: page }),
    url: page,
  };
}

const compact = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

/** The end as a local date and time, `minutes` after the start (the day may change). */
function endOf(e: CalendarEvent) {
  const at = new Date(`${e.date}T${e.start}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + e.minutes);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in text. */
const text = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line at 75 octets without cutting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/**
 * An .ics file (RFC 5545) for one booking: times in Asia/Kolkata with its VTIMEZONE, the place as
 * location, a reminder, and a UID that stays the same for the booking with a SEQUENCE that grows,
 * so downloading it again updates the event instead of adding a second one.
 */
export function icsFile(e: CalendarEvent, now = new Date()): string {
  const end = endOf(e);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Saaj//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${TZID}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TZID}:${compact(e.date, e.start)}`,
    `DTEND;TZID=${TZID}:${compact(end.date, end.time)}`,
    `SUMMARY:${text(e.title)}`,
    `LOCATION:${text(e.location)}`,
    `DESCRIPTION:${text(e.description)}`,
    `URL:${e.url}`,
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${text(e.title)}`,
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** The same event as a Google Calendar link (its template form, in India's time zone). */
export function googleCalendarUrl(e: CalendarEvent): string {
  const end = endOf(e);
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${compact(e.date, e.start)}/${compact(end.date, end.time)}`,
    ctz: TZID,
    details: e.description,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Bookings that are coming up: confirmed, or under way. */
export const UPCOMING = new Set<string>([STATE_OF_STATUS[STATUS.scheduled], STATE_OF_STATUS[STATUS.inProgress]]);
export const CALENDAR_MESSAGES = {
  notUpcoming: "Only a confirmed booking that is still to come can be added to a calendar.",
  failed: "We could not make the calendar entry. Please try again.",
} as const;

/**
 * The customer's own upcoming booking as an event (the API answers only for its owner), or a
 * redirect to My Bookings saying why not.
 */
export async function customerEvent(context: AppLoadContext, request: Request, rawId: string | undefined): Promise<CalendarEvent> {
  const { token } = await requireUser(request);
  const back = (message: string) => redirectWithToast("/MyProfile", { kind: "error", message });
  if (!rawId || !/^\d{1,10}$/.test(rawId)) throw await back(CALENDAR_MESSAGES.notUpcoming);
  const details = await fetchDetails(api(context, request, token), Number(rawId));
  if (!details.ok) throw await back(details.status === 404 || details.status === 403 ? CALENDAR_MESSAGES.notUpcoming : CALENDAR_MESSAGES.failed);
  const event = UPCOMING.has(details.data.state) ? bookingEvent(details.data, publicOrigin(request), calendarWords(request)) : undefined;
  if (!event) throw await back(CALENDAR_MESSAGES.notUpcoming);
  return event;
}
