import { z } from "@hono/zod-openapi";
import { id, text } from "./fields";
import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN } from "../phone";

export const MESSAGES = {
  nameRequired: "Name is required",
  phoneLength: "Mobile number must be 10 digits",
  phoneDigits: "Must be only digits",
  emailRequired: "Email is required",
  emailFormat: "Invalid email format",
  dobInvalid: "Date input not valid.",
  tooYoung: "You must be at least 18 years old.",
  gender: "Gender must be Male or Female",
  emailExists: "Email already exists",
  phoneExists: "Phone number already exists",
  updateFailed: "Failed to update profile.",
  updated: "Profile updated successfully!",
  invalidUser: "Invalid user ID.",
  phoneUpdated: "Phone number updated.",
  samePhone: "This is already your phone number.",
  codeRequired: "Please enter a valid 6-digit OTP.",
} as const;

const userId = id(MESSAGES.invalidUser);

export const ProfileQuery = z.object({
  user_id: userId.optional().openapi({ description: "Must be the token's own user (default: the token's user)." }),
});

export const Profile = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    dob: z.string().nullable().openapi({ description: "DD-MM-YYYY", example: "21-04-1995" }),
    gender: z.string().nullable(),
    location: z.string().nullable(),
    address: z.string().nullable(),
  })
  .openapi("Profile");
export type Profile = z.infer<typeof Profile>;

export const ProfileResponse = Profile.extend({ status: z.literal("success") }).openapi("ProfileResponse");
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** DD-MM-YYYY -> YYYY-MM-DD when it is a real calendar date. */
export function parseDob(value: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

const isEmail = (v: string) => z.string().email().safeParse(v).success;

export const UpdateProfileBody = z
  .object({
    user_id: userId.optional(),
    name: text({ message: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(100, "Name is too long"),
    email: text({ message: MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: "custom", message: MESSAGES.emailRequired });
        else if (v.length > 254 || !isEmail(v)) ctx.addIssue({ code: "custom", message: MESSAGES.emailFormat });
      }),
    phone: z
      .union([text(), z.number()], { message: MESSAGES.phoneLength })
      .transform((v) => String(v).trim())
      .superRefine((v, ctx) => {
        if (!/^\d*$/.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.phoneDigits });
        else if (v.length !== 10) ctx.addIssue({ code: "custom", message: MESSAGES.phoneLength });
      })
      .openapi({ description: "10-digit mobile number (string or number).", example: "9876543210" }),
    dob: text({ message: MESSAGES.dobInvalid })
      .trim()
      .nullish()
      .superRefine((v, ctx) => {
        if (v && !parseDob(v)) ctx.addIssue({ code: "custom", message: MESSAGES.dobInvalid });
      })
      .transform((v) => (v === undefined ? undefined : v ? parseDob(v)! : null))
      .openapi({ description: "DD-MM-YYYY; '' or null clears it.", example: "21-04-1995" }),
    gender: z.enum(["Male", "Female", ""], { message: MESSAGES.gender }).nullish(),
    location: text().trim().max(200, "Location is too long").nullish(),
    address: text().trim().max(500, "Address is too long").nullish(),
  })
  .openapi("UpdateProfileRequest");
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** A new phone waiting for its code: sent to it, applied by POST /api/my-profile/phone/verify/. */
export const PhoneChange = z
  .object({
    phone: z.string(),
    resend_in: z.number().int(),
    expires_in: z.number().int(),
  })
  .openapi("PhoneChange");

export const UpdateProfileResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    phone_change: PhoneChange.optional().openapi({
      description: "Present when the phone changed: nothing about the phone is changed yet; a code went to the new number.",
    }),
  })
  .openapi("UpdateProfileResponse");
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

const newPhone = z
  .union([text(), z.number()], { message: MESSAGES.phoneLength })
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    if (!/^\d*$/.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.phoneDigits });
    else if (v.length !== 10) ctx.addIssue({ code: "custom", message: MESSAGES.phoneLength });
  })
  .openapi({ description: "The new 10-digit mobile number.", example: "9876543210" });

export const PhoneCodeBody = z.object({ phone: newPhone }).openapi("PhoneCodeRequest");
export type PhoneCodeBody = z.infer<typeof PhoneCodeBody>;

export const VerifyPhoneBody = z
  .object({
    phone: newPhone,
    otp: z
      .union([text(), z.number()], { message: MESSAGES.codeRequired })
      .transform((v) => (typeof v === "number" ? String(v).padStart(LOGIN_CODE_LENGTH, "0") : v.trim()))
      .pipe(z.string().regex(LOGIN_CODE_PATTERN, MESSAGES.codeRequired))
      .openapi({ description: `The ${LOGIN_CODE_LENGTH}-digit code sent to the new number.`, example: "123456" }),
  })
  .openapi("VerifyPhoneRequest");
export type VerifyPhoneBody = z.infer<typeof VerifyPhoneBody>;

export const PhoneCodeResponse = z.object({ status: z.literal("success"), message: z.string(), phone_change: PhoneChange }).openapi("PhoneCodeResponse");
export const PhoneUpdatedResponse = z.object({ status: z.literal("success"), message: z.string() }).openapi("PhoneUpdatedResponse");
