/**
 * The login screens' limits, their forms' and server's English messages (shown through the 'said'
 * area) and pure helpers. The screens' own words are in app/i18n/messages/<language>/login.ts.
 * The schemas are in ~/schemas/login, which re-exports all of this.
 */
import type { SubmissionResult } from "@conform-to/react";
import { LOGIN_CODE_LENGTH } from "../../../contract/phone";

/** Boxes for the login code: 6 digits, not the spec's 4 (docs/spec-choices.md, "Login codes"). */
export const CODE_LENGTH = LOGIN_CODE_LENGTH;
export const RESEND_SECONDS = 60;
/** How long a sent code can be used (the API's CODE_TTL_SECONDS): the phone step offers it meanwhile. */
export const CODE_VALID_SECONDS = 600;
export const REGISTER_SWITCH_MS = 3000;

export const MESSAGES = {
  phoneLength: "Phone number must be 10 digits",
  phoneFormat: "Invalid phone number format",
  sendFailed: "Failed to send OTP.",
  required: "Required",
  digit: "Must be a digit",
  wholeCode: "Must be 6 digits",
  otpFallback: "Please enter a valid 6-digit OTP.",
  name: "Name must be at least 3 characters long",
  email: "Invalid email address",
  emailTaken: "Email already exists",
  phoneTaken: "Phone number already exists",
  registerFailed: "Failed to register.",
} as const;

export type FieldErrors = Record<string, string[] | undefined>;

/** The code boxes' field names: otp1 … otp6. */
export const CODE_BOXES = Array.from({ length: CODE_LENGTH }, (_, i) => `otp${i + 1}`);

/** One message for the code boxes: part of a code in one box says so first; else the first box's problem, else the code's. */
export function codeError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  if (CODE_BOXES.some((key) => errors[key]?.[0] === MESSAGES.wholeCode)) return MESSAGES.wholeCode;
  for (const key of [...CODE_BOXES, "otp"]) if (errors[key]?.[0]) return errors[key]![0];
  return undefined;
}

/** Seconds until a new code may be requested (the API refuses sooner). */
export function resendIn(sentAt: number | null | undefined, now: number) {
  if (!sentAt) return 0;
  return Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000));
}

/** The English wait, as the page shows it (login 'resendIn'). */
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
  /** Conform's reply to the posted form: its errors and the values typed (none after a success). */
  result?: SubmissionResult<string[]>;
  /** A message outside any form: a failed resend, a lost pending login, the registration's success. */
  message?: string | null;
  /** Where the form was sent from (a popup's page) or where to go after (the /Login page). */
  redirectTo?: string;
  /** After a verified code (JavaScript): where to go once 'Logged In Successfully' has shown. */
  to?: string;
  /** After registering: the phone to pre-fill in the login form. */
  phone?: string;
}

/** Room in the phone boxes for what people paste: "+91 98765 43210" and a little more. */
export const PHONE_INPUT_MAX_LENGTH = 18;
