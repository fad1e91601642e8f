import { z } from "zod";
import { DECLINE_REASONS } from "../../contract/partner";
import { loginPhone } from "./login";

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
