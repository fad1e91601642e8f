import { z } from "@hono/zod-openapi";
import { calendarDate, id, text } from "./fields";

/**
 * Availability a provider sets for a branch (issue 28, item 4; docs/decisions/0043): opening hours
 * per weekday, breaks, days off, buffer minutes after each appointment and, for home services, the
 * travel radius. The customer's slots are computed from them. Times are India's wall clock, written
 * as the rest of the API writes them: '9:30 AM'.
 */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const AVAILABILITY_LIMITS = { bufferMaxMinutes: 240, radiusMinKm: 1, radiusMaxKm: 200, breaksMax: 30, daysOffMax: 366, noteMaxChars: 200 } as const;

export const AVAILABILITY_MESSAGES = {
  time: "Write times like 9:30 AM.",
  sameOpenClose: "Opening and closing times must differ. For a day off, mark the day closed.",
  noOpenDay: "Open on at least one day of the week. To close for a while, add days off.",
  breakOrder: "A break must end after it starts, on the same day.",
  breakWeekday: "Choose a weekday, or none for every day.",
  date: "Write the date as YYYY-MM-DD.",
  note: "A note can be at most 200 characters.",
  sameDay: "Each day off once.",
  tooManyBreaks: "At most 30 breaks.",
  tooManyDaysOff: "At most 366 days off.",
  buffer: "Buffer minutes must be a whole number from 0 to 240.",
  radius: "The travel radius must be a whole number of km from 1 to 200, or null for no limit.",
  saved: "Availability saved. Customers see slots from it now.",
} as const;

const CLOCK = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;
/** '9:30 AM' -> 570 (the form CLOCK accepts). */
const minutesOf = (time: string) => {
  const [clock, half] = time.split(" ");
  const [h, m] = clock!.split(":").map(Number);
  return ((h! % 12) + (half === "PM" ? 12 : 0)) * 60 + m!;
};

const ClockTime = z.string({ message: AVAILABILITY_MESSAGES.time }).regex(CLOCK, AVAILABILITY_MESSAGES.time).openapi({ example: "9:30 AM" });

const DayHours = z
  .object({ opens: ClockTime, closes: ClockTime.openapi({ description: "Earlier than opens: past midnight", example: "8:00 PM" }) })
  .strict()
  .refine((d) => d.opens !== d.closes, { message: AVAILABILITY_MESSAGES.sameOpenClose, path: ["closes"] })
  .nullable()
  .openapi("DayHours", { description: "null: closed that day" });

export const OpeningHours = z
  .object({
    Monday: DayHours,
    Tuesday: DayHours,
    Wednesday: DayHours,
    Thursday: DayHours,
    Friday: DayHours,
    Saturday: DayHours,
    Sunday: DayHours,
  })
  .strict()
  .refine((h) => WEEKDAYS.some((d) => h[d] !== null), { message: AVAILABILITY_MESSAGES.noOpenDay })
  .openapi("OpeningHours", { description: "Every weekday, each open from–to or null (closed)" });
export type OpeningHours = z.infer<typeof OpeningHours>;

const Break = z
  .object({
    weekday: z.enum(WEEKDAYS, { message: AVAILABILITY_MESSAGES.breakWeekday }).nullable().openapi({ description: "null: every day" }),
    starts: ClockTime,
    ends: ClockTime,
  })
  .strict()
  .refine((b) => minutesOf(b.ends) > minutesOf(b.starts), { message: AVAILABILITY_MESSAGES.breakOrder, path: ["ends"] })
  .openapi("Break", { description: "No slot starts from starts until ends" });

const DayOff = z
  .object({
    date: calendarDate(AVAILABILITY_MESSAGES.date).openapi({ example: "2026-12-25" }),
    note: text({ message: AVAILABILITY_MESSAGES.note }).trim().max(AVAILABILITY_LIMITS.noteMaxChars, AVAILABILITY_MESSAGES.note).default(""),
  })
  .strict()
  .openapi("DayOff", { description: "A whole day (India's calendar) with no slots; today or later" });

const Breaks = z.array(Break).max(AVAILABILITY_LIMITS.breaksMax, AVAILABILITY_MESSAGES.tooManyBreaks);
const DaysOff = z
  .array(DayOff)
  .max(AVAILABILITY_LIMITS.daysOffMax, AVAILABILITY_MESSAGES.tooManyDaysOff)
  .refine((days) => new Set(days.map((d) => d.date)).size === days.length, AVAILABILITY_MESSAGES.sameDay);
const BufferMinutes = z
  .number({ message: AVAILABILITY_MESSAGES.buffer })
  .int(AVAILABILITY_MESSAGES.buffer)
  .min(0, AVAILABILITY_MESSAGES.buffer)
  .max(AVAILABILITY_LIMITS.bufferMaxMinutes, AVAILABILITY_MESSAGES.buffer)
  .openapi({ description: "Minutes kept free after each booked appointment: a place it holds stays taken in the slots starting within them after the next slot begins" });
const TravelRadiusKm = z
  .number({ message: AVAILABILITY_MESSAGES.radius })
  .int(AVAILABILITY_MESSAGES.radius)
  .min(AVAILABILITY_LIMITS.radiusMinKm, AVAILABILITY_MESSAGES.radius)
  .max(AVAILABILITY_LIMITS.radiusMaxKm, AVAILABILITY_MESSAGES.radius)
  .nullable()
  .openapi({ description: "Home services: how far from the branch the professional travels (km); null: no limit. Salons: null" });

/** The whole availability of a branch, as PUT replaces it (days off before today are kept as they were). */
export const AvailabilityBody = z
  .object({
    opening_hours: OpeningHours,
    breaks: Breaks,
    days_off: DaysOff,
    buffer_minutes: BufferMinutes,
    travel_radius_km: TravelRadiusKm,
  })
  .strict()
  .openapi("AvailabilityRequest");
export type AvailabilityBody = z.infer<typeof AvailabilityBody>;
/** What setAvailability takes: any of the parts (a console form sends one; the provider API all). */
export type AvailabilityChange = Partial<AvailabilityBody>;
/** The console's change: any of the parts, each replaced whole. */
export const AvailabilityChangeBody = AvailabilityBody.partial().openapi("AvailabilityChangeRequest");

/**
 * The console's forms (issue 28's /Partner pages), one body each, for setAvailability: the
 * week's opening hours; the breaks; the days off; buffer and travel radius together.
 */
export const OpeningHoursForm = AvailabilityBody.pick({ opening_hours: true }).openapi("OpeningHoursForm");
export const BreaksForm = AvailabilityBody.pick({ breaks: true }).openapi("BreaksForm");
export const DaysOffForm = AvailabilityBody.pick({ days_off: true }).openapi("DaysOffForm");
export const BufferRadiusForm = AvailabilityBody.pick({ buffer_minutes: true, travel_radius_km: true }).openapi("BufferRadiusForm");

export const Availability = z
  .object({
    branch_id: z.number().int(),
    home_service: z.boolean().openapi({ description: "A home-service branch: the travel radius applies" }),
    opening_hours_set: z.boolean().openapi({ description: "false: no opening hours were ever set, and slots are not limited by them" }),
    opening_hours: OpeningHours,
    breaks: z.array(Break),
    days_off: z.array(DayOff).openapi({ description: "Today and later, in date order" }),
    buffer_minutes: z.number().int(),
    travel_radius_km: z.number().int().nullable(),
  })
  .openapi("Availability");
export type Availability = z.infer<typeof Availability>;

export const AvailabilityResponse = z.object({ status: z.literal("success"), data: Availability }).openapi("AvailabilityResponse");
export const AvailabilitySaved = z.object({ status: z.literal("success"), message: z.string(), data: Availability }).openapi("AvailabilitySaved");

export const BranchParams = z.object({ branch_id: id("Invalid branch ID.") });
