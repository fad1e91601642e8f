import { z } from "@hono/zod-openapi";
import { id, text as storable } from "./fields";
import { MESSAGE_REPLIES } from "../messages";

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
