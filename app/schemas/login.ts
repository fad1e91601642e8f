import { z } from "zod";

/** The spec's constants for the login code. */
export const CODE_LENGTH = 4;
export const RESEND_SECONDS = 60;
export const REGISTER_SWITCH_MS = 3000;

export const RECEIVE_UPDATES_LABEL =
  "Receive updates and communications via WhatsApp and call. Uncheck if you do not wish to receive WhatsApp messages.";
export const POLICY_TEXT =
  "Free cancellations/reschedules if done more than 3 hrs before the service or if a professional isn't assigned. A fee will be charged otherwise.";

/** The label of the demo SMS box; also the prefix of the toast that brings the text to a popup without JavaScript. */
export const DEMO_SMS_PREFIX = "Demo: the SMS we would have sent";

export const MESSAGES = {
  phoneLength: "Phone number must be 10 digits",
  phoneFormat: "Invalid phone number format",
  sendFailed: "Failed to send OTP.",
  required: "Required",
  digit: "Must be a digit",
  fourDigits: "Must be 4 digits",
  missing: "Phone number or OTP is missing",
  otpFallback: "Please enter a valid 4-digit OTP.",
  loggedIn: "Logged In Successfully",
  name: "Name must be at least 3 characters long",
  email: "Invalid email address",
  emailTaken: "Email already exists",
  phoneTaken: "Phone number already exists",
  registerFailed: "Failed to register.",
  registered: "Registration successful! You can now log in.",
} as const;

/** An unticked checkbox is simply absent from the form. */
const checkbox = z
  .union([z.string(), z.undefined()])
  .transform((v) => v === "on" || v === "true" || v === "1");

/** Login phone: not all digits -> 'Invalid phone number format'; otherwise exactly 10. */
const loginPhone = z
  .string({ required_error: MESSAGES.phoneLength })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .superRefine((v, ctx) => {
    if (v !== "" && !/^\d+$/.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.phoneFormat });
    else if (v.length !== 10) ctx.addIssue({ code: "custom", message: MESSAGES.phoneLength });
  });

export const phoneSchema = z.object({
  phone: loginPhone,
  receiveUpdates: checkbox,
});
export type PhoneInput = z.infer<typeof phoneSchema>;

const digit = z.string({ required_error: MESSAGES.required }).trim().min(1, MESSAGES.required).regex(/^\d$/, MESSAGES.digit);

/** The four boxes otp1..otp4; each one digit, together four digits. */
export const codeSchema = z
  .object({ otp1: digit, otp2: digit, otp3: digit, otp4: digit })
  .transform((d) => `${d.otp1}${d.otp2}${d.otp3}${d.otp4}`)
  .refine((code) => /^\d{4}$/.test(code), { message: MESSAGES.fourDigits, path: ["otp"] });

/** Registration: non-digits in the phone are dropped (as the spec's field does while typing). */
export const registerSchema = z.object({
  name: z.string({ required_error: MESSAGES.name }).trim().min(3, MESSAGES.name).max(80),
  email: z.string({ required_error: MESSAGES.email }).trim().email(MESSAGES.email).max(254),
  phone: z
    .string({ required_error: MESSAGES.phoneLength })
    .transform((v) => v.replace(/\D/g, ""))
    .refine((v) => v.length === 10, MESSAGES.phoneLength),
  receiveUpdates: checkbox,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export type FieldErrors = Record<string, string[] | undefined>;

/** The first message for each field, keyed by the field's name ('otp' for the code as a whole). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= [issue.message];
  }
  return errors;
}

/** One message for the code boxes: the first box's problem, else the code's. */
export function codeError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  for (const key of ["otp1", "otp2", "otp3", "otp4", "otp"]) if (errors[key]?.[0]) return errors[key]![0];
  return undefined;
}

/** Seconds until a new code may be requested (the API refuses sooner). */
export function resendIn(sentAt: number | null | undefined, now: number) {
  if (!sentAt) return 0;
  return Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000));
}

export const resendText = (seconds: number) => `Resend in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;

/** Keeps only digits; used by the code boxes (typing and pasting) and the register phone. */
export const digitsOnly = (v: string) => v.replace(/\D/g, "");

/** Spreads pasted or autofilled text over the boxes, starting at `from`. */
export function spreadDigits(current: string[], text: string, from = 0): string[] {
  const next = [...current];
  const digits = digitsOnly(text).slice(0, CODE_LENGTH - from);
  digits.split("").forEach((d, i) => (next[from + i] = d));
  return next;
}

/** Where the popups live: the page with ?modal=… (and no other login params). */
export function pageWithModal(page: string, modal: "login" | "register" | "code" | null) {
  const url = new URL(page, "http://x");
  url.searchParams.delete("modal");
  if (modal) url.searchParams.set("modal", modal);
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** The /Login page at a step, remembering where to go afterwards. */
export function loginPage(step: "phone" | "code" | "register", redirectTo: string) {
  const params = new URLSearchParams();
  if (step !== "phone") params.set("step", step);
  if (redirectTo && redirectTo !== "/") params.set("redirectTo", redirectTo);
  const search = params.toString();
  return `/Login${search ? `?${search}` : ""}`;
}

/** What a login form's action answers with when it does not redirect. */
export interface LoginResult {
  intent: "send" | "verify" | "resend" | "edit" | "register" | "finish";
  from: "page" | "popup";
  ok?: boolean;
  errors?: FieldErrors;
  message?: string | null;
  values?: Record<string, string>;
  /** Where the form was sent from (a popup's page) or where to go after (the /Login page). */
  redirectTo?: string;
  /** After a verified code (JavaScript): where to go once 'Logged In Successfully' has shown. */
  to?: string;
  /** After registering: the phone to pre-fill in the login form. */
  phone?: string;
}
