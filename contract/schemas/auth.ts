import { z } from "@hono/zod-openapi";
import { text } from "./fields";
import { LOGIN_CODE_LENGTH } from "../phone";

export const MESSAGES = {
  invalidPhone: "Invalid phone number",
  invalidPhoneFormat: "Invalid phone number format",
  phoneDigits: "Phone number must be 10 digits",
  codeSent: "OTP sent successfully.",
  tooManyCodes: "Too many codes requested. Please try again in an hour.",
  tooManyCodesToday: "Too many codes requested for this number today. Please try again tomorrow.",
  tooManyPhoneChanges: "You have asked to change your number too many times today. Please try again tomorrow.",
  sendingPaused: "We cannot send codes right now. Please try again in a few minutes.",
  tooManyTries: "Too many codes entered from your connection. Please try again in an hour.",
  phoneLocked: (until: string) =>
    `Too many wrong codes for this number, so logging in with it is paused for your safety until ${until} (India time). If you did not try these codes, your account is still safe; contact us through the Contact page if you need help sooner.`,
  missing: "Phone number or OTP is missing",
  invalidOtp: "Invalid OTP",
  tooManyAttempts: "Too many wrong attempts. Please request a new code.",
  expired: "OTP has expired. Please request a new one.",
  loggedIn: "Login successful",
  nameShort: "Name must be at least 3 characters long",
  invalidEmail: "Invalid email address",
  registerFailed: "Failed to register.",
  emailExists: "Email already exists",
  phoneExists: "Phone number already exists",
  registered: "Registration successful! You can now log in.",
  tooManyRequests: "Too many requests. Please try again later.",
  loggedOut: "Logged out",
} as const;

export { INDIAN_MOBILE, LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN, PHONE_DECORATION, PHONE_PREFIX } from "../phone";

export const waitMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`;

/** Seconds between two codes for one phone, and how long a code lives. */
export const RESEND_SECONDS = 60;

export const CODE_TTL_SECONDS = 600;

/** The spec sends the phone as a number; a string is accepted too. Checked in the service. */
const phoneInput = z
  .union([text(), z.number()], { message: MESSAGES.invalidPhone })
  .transform((v) => String(v).trim())
  .openapi({ description: "10-digit mobile number (string or number).", example: "9876543210" });

export const LoginBody = z
  .object({
    phone: phoneInput.optional(),
    receiveUpdates: z.boolean().optional(),
    device_token: text().max(200).optional().openapi({
      description:
        "The `device_token` an earlier login on this device returned. When it is live and belongs to the account that owns this phone, the code is sent from a budget kept for returning devices; otherwise it is ignored.",
    }),
  })
  .openapi("LoginRequest");
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    resend_in: z.number().int().openapi({ description: "Seconds before another code may be requested." }),
    expires_in: z.number().int().openapi({ description: "Seconds the code stays valid." }),
  })
  .openapi("LoginResponse");
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ResendErrorBody = z
  .object({
    status: z.literal("failure"),
    message: z.string(),
    error: z.string().optional(),
    retry_after: z.number().int().optional().openapi({ description: "Seconds before a new code may be requested." }),
  })
  .openapi("LoginRateError");

/** A field people never see (a trap for bots): filled in, the request is answered as usual and dropped. */
export const honeypot = text().max(500).optional().openapi({ description: "Leave empty. A trap for bots: when filled the request is answered as usual and ignored." });

export const VerifyOtpBody = z
  .object({
    registration_token: text().max(200).optional().openapi({ description: "The ticket POST /api/user/ returned, if this phone registered." }),
    phone: z
      .union([text(), z.number()], { message: MESSAGES.missing })
      .transform((v) => String(v).trim())
      .optional(),
    otp: z
      .union([text(), z.number()], { message: MESSAGES.missing })
      .transform((v) => (typeof v === "number" ? String(v).padStart(LOGIN_CODE_LENGTH, "0") : v.trim()))
      .optional()
      .openapi({ description: `The ${LOGIN_CODE_LENGTH}-digit code (string or number).`, example: "123456" }),
  })
  .openapi("VerifyOtpRequest");
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

export const VerifyOtpResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    token: z.string().openapi({ description: "Bearer token for the customer calls." }),
    user_id: z.number().int(),
    device_token: z.string().openapi({
      description:
        "Proof that this device logged in with this phone (180 days). Keep it out of reach of page scripts and send it as `device_token` with later POST /api/login/ requests for this phone.",
    }),
  })
  .openapi("VerifyOtpResponse");
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

export const RegisterBody = z
  .object({
    name: text({ message: MESSAGES.nameShort }).trim().min(3, MESSAGES.nameShort).max(100, "Name is too long"),
    email: text({ message: MESSAGES.invalidEmail }).trim().toLowerCase().email(MESSAGES.invalidEmail).max(254, MESSAGES.invalidEmail),
    phone: z
      .union([text(), z.number()], { message: MESSAGES.phoneDigits })
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{10}$/, MESSAGES.phoneDigits))
      .openapi({ description: "10-digit mobile number (string or number).", example: "9876543210" }),
    receiveUpdates: z.boolean().optional(),
    website: honeypot,
  })
  .openapi("RegisterRequest");
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    registration_token: z.string().openapi({
      description: "Send it with the phone's first verified login (verify-otp) for the name and email to join the account.",
    }),
  })
  .openapi("RegisterResponse");
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LogoutResponse = z.object({ status: z.literal("success"), message: z.string() }).openapi("LogoutResponse");
export type LogoutResponse = z.infer<typeof LogoutResponse>;
