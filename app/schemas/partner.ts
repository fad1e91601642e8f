import { z } from "zod";
import { DECLINE_REASONS, MAX_SERVICE_PRICE, PACKAGE_SERVICES_MAX, PACKAGE_SERVICES_MIN, SERVICE_DURATIONS } from "../../contract/partner";
import { loginPhone } from "./login";
import { toClock, WEEK, type Weekday } from "~/lib/clock";

export const CONSOLE_MESSAGES = {
  code: "Please enter the 6-digit code we sent.",
  reason: "Please choose why you cannot take this request.",
  name: "Please enter their name.",
  branches: "Please choose at least one branch.",
  request: "This request could not be found. Please refresh the page.",
} as const;

export const consolePhoneSchema = z.object({ phone: loginPhone });

export const consoleCodeSchema = z.object({
  code: z
    .string({ required_error: CONSOLE_MESSAGES.code })
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => /^\d{6}$/.test(v), CONSOLE_MESSAGES.code),
});

const appointmentId = z.coerce.number({ invalid_type_error: CONSOLE_MESSAGES.request }).int().positive(CONSOLE_MESSAGES.request);

/** "" is 'any free stylist'. */
export const acceptSchema = z.object({
  appointment_id: appointmentId,
  stylist_id: z
    .string()
    .optional()
    .transform((v) => (v && /^\d+$/.test(v) ? Number(v) : undefined)),
});

export const declineSchema = z.object({
  appointment_id: appointmentId,
  reason: z.enum(DECLINE_REASONS, { required_error: CONSOLE_MESSAGES.reason, invalid_type_error: CONSOLE_MESSAGES.reason, message: CONSOLE_MESSAGES.reason }),
});

export const inviteSchema = z.object({
  name: z.string({ required_error: CONSOLE_MESSAGES.name }).trim().min(1, CONSOLE_MESSAGES.name).max(80, "Please keep this to 80 characters."),
  phone: loginPhone,
  branch_ids: z.array(z.coerce.number().int().positive(), { required_error: CONSOLE_MESSAGES.branches }).min(1, CONSOLE_MESSAGES.branches),
});

export const HOURS_MESSAGES = {
  time: "Write times like 9:30 AM.",
  buffer: "Buffer minutes must be a whole number from 0 to 240.",
  radius: "The travel radius must be a whole number of km from 1 to 200, or empty for no limit.",
  date: "Please choose a date.",
  note: "A note can be at most 200 characters.",
} as const;

const clock = z.string({ required_error: HOURS_MESSAGES.time }).transform((v, ctx) => toClock(v) ?? (ctx.addIssue({ code: "custom", message: HOURS_MESSAGES.time }), z.NEVER));
const tick = z.union([z.string(), z.undefined()]).transform((v) => v === "on");

/** The week's opening hours: per day 'Monday_open' (ticked: open), 'Monday_opens', 'Monday_closes'. */
export const hoursSchema = z
  .object(
    Object.fromEntries(
      WEEK.flatMap((d) => [
        [`${d}_open`, tick],
        [`${d}_opens`, z.string().optional()],
        [`${d}_closes`, z.string().optional()],
      ]),
    ) as Record<string, z.ZodTypeAny>,
  )
  .superRefine((f, ctx) => {
    for (const d of WEEK) {
      if (!f[`${d}_open`]) continue;
      for (const part of ["opens", "closes"]) if (!toClock(String(f[`${d}_${part}`] ?? ""))) ctx.addIssue({ code: "custom", path: [`${d}_${part}`], message: HOURS_MESSAGES.time });
    }
  })
  .transform(
    (f) =>
      Object.fromEntries(WEEK.map((d) => [d, f[`${d}_open`] ? { opens: toClock(String(f[`${d}_opens`]))!, closes: toClock(String(f[`${d}_closes`]))! } : null])) as Record<
        Weekday,
        { opens: string; closes: string } | null
      >,
  );

export const breakSchema = z.object({
  weekday: z
    .string()
    .optional()
    .transform((v) => (WEEK.includes(v as Weekday) ? (v as Weekday) : null)),
  starts: clock,
  ends: clock,
});

export const dayOffSchema = z.object({
  date: z.string({ required_error: HOURS_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, HOURS_MESSAGES.date),
  note: z.string().trim().max(200, HOURS_MESSAGES.note).optional().default(""),
});

export const bufferSchema = z.object({
  buffer_minutes: z.coerce.number({ invalid_type_error: HOURS_MESSAGES.buffer }).int(HOURS_MESSAGES.buffer).min(0, HOURS_MESSAGES.buffer).max(240, HOURS_MESSAGES.buffer),
  travel_radius_km: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v.trim() === "") return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 200) return (ctx.addIssue({ code: "custom", message: HOURS_MESSAGES.radius }), z.NEVER);
      return n;
    }),
});

const SCHEDULE_FORM_MESSAGES = {
  reason: "Please write why you are cancelling: the customer reads it.",
  reasonLong: "Please keep the reason under 300 characters.",
} as const;

/** Cancelling from the schedule: the reason the customer reads. */
export const scheduleCancelSchema = z.object({
  appointment_id: appointmentId,
  reason: z.string({ required_error: SCHEDULE_FORM_MESSAGES.reason }).trim().min(1, SCHEDULE_FORM_MESSAGES.reason).max(300, SCHEDULE_FORM_MESSAGES.reasonLong),
});

export const replySchema = z.object({
  review_id: z.coerce.number().int().positive(),
  reply: z.string({ required_error: "Please write your reply." }).trim().min(1, "Please write your reply.").max(1000, "Please keep your reply to 1000 characters."),
});

const CATALOGUE = {
  price: "Prices are whole rupees from 1 to 500000.",
  duration: "Please choose how long it takes.",
  serviceName: "Please enter the service's name.",
  stylistName: "Please enter the stylist's name.",
  role: "Please enter what they do, for example Hair stylist.",
  years: "Years of experience are a whole number from 0 to 60.",
} as const;
const rupeePrice = z.coerce.number({ invalid_type_error: CATALOGUE.price }).int(CATALOGUE.price).min(1, CATALOGUE.price).max(MAX_SERVICE_PRICE, CATALOGUE.price);
const takes = z.enum(SERVICE_DURATIONS, { required_error: CATALOGUE.duration, invalid_type_error: CATALOGUE.duration, message: CATALOGUE.duration });

export const offeringSchema = z.object({
  offering_id: z.coerce.number().int().positive(),
  price: rupeePrice,
  service_time: takes,
  active: tick,
});

export const newServiceSchema = z.object({
  service_id: z.coerce.number({ required_error: "Please choose what kind of service it is.", invalid_type_error: "Please choose what kind of service it is." }).int().positive(),
  name: z.string({ required_error: CATALOGUE.serviceName }).trim().min(2, CATALOGUE.serviceName).max(80, CATALOGUE.serviceName),
  description: z.string().trim().max(300).optional().default(""),
  price: rupeePrice,
  service_time: takes,
});

export const newStylistSchema = z.object({
  branch_id: z.coerce.number().int().positive(),
  name: z.string({ required_error: CATALOGUE.stylistName }).trim().min(2, CATALOGUE.stylistName).max(80, CATALOGUE.stylistName),
  role: z.string({ required_error: CATALOGUE.role }).trim().min(2, CATALOGUE.role).max(60, CATALOGUE.role),
  years_of_experience: z.coerce.number({ invalid_type_error: CATALOGUE.years }).int(CATALOGUE.years).min(0, CATALOGUE.years).max(60, CATALOGUE.years),
});

/** Editing a stylist: the rules of adding one; the branch stays (decision 0046). */
export const stylistChangeSchema = newStylistSchema.omit({ branch_id: true }).extend({ stylist_id: z.coerce.number().int().positive() });

/** Retiring or bringing back: the stylist, and their name for the toast. */
export const stylistIdSchema = z.object({ stylist_id: z.coerce.number().int().positive(), name: z.string().trim().max(80).optional().default("") });

const PACKAGE = {
  name: "Please enter the package's name.",
  services: `Please choose ${PACKAGE_SERVICES_MIN} to ${PACKAGE_SERVICES_MAX} of your services for the package.`,
} as const;

export const newPackageSchema = z.object({
  name: z.string({ required_error: PACKAGE.name }).trim().min(2, PACKAGE.name).max(80, PACKAGE.name),
  service_ids: z.array(z.coerce.number().int().positive(), { required_error: PACKAGE.services }).min(PACKAGE_SERVICES_MIN, PACKAGE.services).max(PACKAGE_SERVICES_MAX, PACKAGE.services),
  price: rupeePrice,
  service_time: takes,
});

/** /Partner/Photos' upload: one photo, already made small by the web server (server/photo-upload.ts). */
export const photoUploadSchema = z.object({
  photo: z.instanceof(File, { message: "Please choose a photo from your phone or computer." }),
});
