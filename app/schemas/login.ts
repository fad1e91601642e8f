import { z } from "zod";
import { CODE_BOXES, MESSAGES } from "~/components/login/constants";
import { INDIAN_MOBILE, LOGIN_CODE_PATTERN, PHONE_DECORATION, PHONE_PREFIX } from "../../contract/phone";

export * from "~/components/login/constants";

/** An unticked checkbox is simply absent from the form. */
const checkbox = z.union([z.string(), z.undefined()]).transform((v) => v === "on" || v === "true" || v === "1");

/** What people paste (+91 98765 43210, 098765-43210) becomes the ten digits (contract/phone.ts). */
const tidyPhone = (v: string) => v.replace(PHONE_DECORATION, "").replace(PHONE_PREFIX, "");

/**
 * Login phone: not all digits -> 'Invalid phone number format'; otherwise exactly 10; and ten
 * digits no Indian mobile has (they start with 6 to 9) -> 'Invalid phone number format'.
 */
export const loginPhone = z
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

/** One box: empty is 'Required'; several digits 'Must be 6 digits' (part of a code); anything else but one digit 'Must be a digit'. */
const digit = z
  .string({ required_error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .refine((v) => !/^\d{2,}$/.test(v), MESSAGES.wholeCode)
  .refine((v) => /^\d+$/.test(v), MESSAGES.digit);

/** The whole code typed or pasted into one box, the others empty (without JavaScript nothing spreads it): over the boxes. */
const spreadWholeCode = (v: unknown) => {
  if (typeof v !== "object" || v === null) return v;
  const boxes = v as Record<string, unknown>;
  const filled = CODE_BOXES.filter((k) => typeof boxes[k] === "string" && boxes[k] !== "");
  if (filled.length !== 1) return v;
  const whole = (boxes[filled[0]!] as string).replace(/\s+/g, "");
  return LOGIN_CODE_PATTERN.test(whole) ? { ...boxes, ...Object.fromEntries(CODE_BOXES.map((k, i) => [k, whole[i]])) } : v;
};

const codeBoxes = z.object(Object.fromEntries(CODE_BOXES.map((k) => [k, digit])) as Record<`otp${1 | 2 | 3 | 4 | 5 | 6}`, typeof digit>);
export type CodeInput = z.input<typeof codeBoxes>;

/** The boxes otp1..otp6; each one digit, together the code. */
export const codeSchema = z.preprocess(
  spreadWholeCode,
  codeBoxes.transform((d) => CODE_BOXES.map((k) => d[k as keyof typeof d]).join("")),
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
