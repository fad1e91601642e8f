import { z } from "@hono/zod-openapi";
import { id, text as storable } from "./fields";
import { ACCESSIBILITY_REPORT_LIMITS as A11Y, ACCESSIBILITY_REPORT_MESSAGES as A11Y_MESSAGES, MESSAGE_REPLIES } from "../messages";

export const MESSAGES = {
  subscribed: MESSAGE_REPLIES.subscribed,
  invalidSubscribeEmail: "Please enter a valid email.",
  callbackSent: MESSAGE_REPLIES.callbackSent,
  nameRequired: "Full name is required",
  nameTooLong: "Full name must be at most 100 characters",
  phoneDigits: "Phone number must be 10 digits",
  invalidUserId: "Invalid user ID.",
  notYourUserId: "You can only request a callback for yourself.",
  contactSent: MESSAGE_REPLIES.contactSent,
  contactName: "Name must be at least 2 characters",
  contactNameTooLong: "Name must be at most 100 characters",
  contactEmail: "Invalid email address",
  contactMessage: "Message must be at least 5 characters",
  contactMessageTooLong: "Message must be at most 2000 characters",
  tooMany: "Too many requests. Please try again later.",
  accessibilityReported: MESSAGE_REPLIES.accessibilityReported,
  a11yProblem: A11Y_MESSAGES.problem,
  a11yProblemTooLong: A11Y_MESSAGES.problemTooLong,
  a11yPageTooLong: A11Y_MESSAGES.page,
  a11yToolTooLong: A11Y_MESSAGES.tool,
  a11yReplyTo: A11Y_MESSAGES.replyTo,
} as const;

/** Form values may arrive as numbers; keep them as text (a number 0… would lose its zero anyway). */
const text = (message: string) => z.preprocess((v) => (typeof v === "number" ? String(v) : v), storable({ message }).trim());

const email = (message: string) => text(message).pipe(z.string().max(254, message).email(message).toLowerCase());

/** A field people never see (a trap for bots): filled in, the request is answered as usual and dropped. */
const honeypot = storable().max(500).optional().openapi({ description: "Leave empty. A trap for bots: when filled the request is answered as usual and ignored." });

export const SubscribeBody = z
  .object({ email: email(MESSAGES.invalidSubscribeEmail).openapi({ type: "string", format: "email", example: "asha@example.in" }), website: honeypot })
  .openapi("SubscribeRequest");
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const MessageResponse = z.object({ status: z.literal("success"), message: z.string() }).openapi("MessageResponse");
export type MessageResponse = z.infer<typeof MessageResponse>;

export const CallbackBody = z
  .object({
    name: text(MESSAGES.nameRequired).pipe(z.string().min(1, MESSAGES.nameRequired).max(100, MESSAGES.nameTooLong)).openapi({ type: "string", example: "Asha Nair" }),
    phone: text(MESSAGES.phoneDigits)
      .pipe(z.string().regex(/^\d{10}$/, MESSAGES.phoneDigits))
      .openapi({ type: "string", example: "9876543210" }),
    user_id: id(MESSAGES.invalidUserId).nullish().openapi({
      type: "integer",
      description: "The logged-in caller's own id (needs their Bearer token; without a valid token it is not stored).",
    }),
    website: honeypot,
  })
  .openapi("CallbackRequest");
export type CallbackBody = z.infer<typeof CallbackBody>;

export const ContactBody = z
  .object({
    name: text(MESSAGES.contactName).pipe(z.string().min(2, MESSAGES.contactName).max(100, MESSAGES.contactNameTooLong)).openapi({ type: "string", example: "Asha Nair" }),
    email: email(MESSAGES.contactEmail).openapi({ type: "string", format: "email", example: "asha@example.in" }),
    message: text(MESSAGES.contactMessage)
      .pipe(z.string().min(5, MESSAGES.contactMessage).max(2000, MESSAGES.contactMessageTooLong))
      .openapi({ type: "string", example: "I would like to partner with you." }),
  })
  .openapi("ContactRequest");
export type ContactBody = z.infer<typeof ContactBody>;

/** Empty text means not given. */
const optionalText = (message: string, max: number) =>
  text(message)
    .pipe(z.string().max(max, message))
    .optional()
    .transform((v) => (v ? v : undefined));

export const AccessibilityReportBody = z
  .object({
    page: optionalText(MESSAGES.a11yPageTooLong, A11Y.pageMax).openapi({
      type: "string",
      description: "Where it happened: the page's address or name.",
      example: "/Overview?provider_id=1&branch_id=1",
    }),
    problem: text(MESSAGES.a11yProblem)
      .pipe(z.string().min(A11Y.problemMin, MESSAGES.a11yProblem).max(A11Y.problemMax, MESSAGES.a11yProblemTooLong))
      .openapi({ type: "string", example: "The date buttons do not say which dates are free when I use TalkBack." }),
    assistive_tech: optionalText(MESSAGES.a11yToolTooLong, A11Y.toolMax).openapi({ type: "string", example: "TalkBack on Android" }),
    reply_to: optionalText(MESSAGES.a11yReplyTo, A11Y.replyToMax)
      .refine((v) => v === undefined || /^[6-9]\d{9}$/.test(v) || z.string().email().safeParse(v).success, MESSAGES.a11yReplyTo)
      .openapi({ type: "string", description: "An email address or a 10-digit mobile number to reply to; optional." }),
    website: honeypot,
  })
  .openapi("AccessibilityReportRequest");
export type AccessibilityReportBody = z.infer<typeof AccessibilityReportBody>;
