import { z } from "zod";
import { MESSAGES } from "~/components/login/constants";
import { INDIAN_MOBILE, PHONE_DECORATION, PHONE_PREFIX } from "../../contract/phone";

export * from "~/components/login/constants";

/** An unticked checkbox is simply absent from the form. */
const checkbox = z.union([z.string(), z.undefined()]).transform((v) => v === "on" || v === "true" || v === "1");

/** What people paste (+91 98765 43210, 098765-43210) becomes the ten digits (contract/phone.ts). */
const tidyPhone = (v: string) => v.replace(PHONE_DECORATION, "").replace(PHONE_PREFIX, "");

/**
 * Login phone: not all digits -> 'Invalid phone number format'; otherwise exactly 10; and ten
 * digits no Indian mobile has (they start with 6 to 9) -> 'Invalid phone number format'.
 */
const loginPhone = z
  .string({ required_error: MESSAGES.phoneLength })
  .transform(tidyPhone)
  .superRefine((v, ctx) => {
    if (v !== "" && !/^\d+$/.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.phoneFormat });
    else if (v.length !== 10) ctx.addIssue({ code: "custom", message: MESSAGES.phoneLength });
    else if (!INDIAN_MOBILE.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.phoneFormat });
  });

export const phoneSchema = z.object({
  phone: loginPhone,
  receiveUpdates: checkbox,
});
export type PhoneInput = z.infer<typeof phoneSchema>;

/** One box: empty is 'Required'; several digits 'Must be 4 digits' (part of a code); anything else but one digit 'Must be a digit'. */
const digit = z
  .string({ required_error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .refine((v) => !/^\d{2,}$/.test(v), MESSAGES.fourDigits)
  .refine((v) => /^\d+$/.test(v), MESSAGES.digit);

/** The whole code typed or pasted into the first box (without JavaScript nothing spreads it): over the four boxes. */
const spreadWholeCode = (v: unknown) => {
  if (typeof v !== "object" || v === null) return v;
  const boxes = v as Record<string, unknown>;
  const first = typeof boxes.otp1 === "string" ? boxes.otp1.replace(/\s+/g, "") : "";
  const restEmpty = ["otp2", "otp3", "otp4"].every((k) => !boxes[k]);
  return /^\d{4}$/.test(first) && restEmpty ? { ...boxes, otp1: first[0], otp2: first[1], otp3: first[2], otp4: first[3] } : v;
};

const codeBoxes = z.object({ otp1: digit, otp2: digit, otp3: digit, otp4: digit });
export type CodeInput = z.input<typeof codeBoxes>;

/** The four boxes otp1..otp4; each one digit, together four digits. */
export const codeSchema = z.preprocess(
  spreadWholeCode,
  codeBoxes.transform((d) => `${d.otp1}${d.otp2}${d.otp3}${d.otp4}`),
);

/** Registration: non-digits in the phone are dropped (as the spec's field does while typing). */
export const registerSchema = z.object({
  name: z.string({ required_error: MESSAGES.name }).trim().min(3, MESSAGES.name).max(80, "Please keep this to 80 characters."),
  email: z.string({ required_error: MESSAGES.email }).trim().email(MESSAGES.email).max(254, "Please keep this to 254 characters."),
  phone: z
    .string({ required_error: MESSAGES.phoneLength })
    .transform((v) => tidyPhone(v).replace(/\D/g, ""))
    .refine((v) => v.length === 10, MESSAGES.phoneLength),
  receiveUpdates: checkbox,
});
export type RegisterInput = z.infer<typeof registerSchema>;
