import { createHmac, timingSafeEqual } from "node:crypto";
import { BOOKING_LINK_DAYS_AFTER, BOOKING_LINK_TOKEN, bookingLinkPath } from "../../contract/schemas/booking-link";
import { addDays, indiaInstant } from "./ist";

/**
 * A booking link's token names one appointment and when it was issued, signed with a key of its
 * own derived from the code secret: nothing is stored, so any number of API copies check it
 * alike. It stops working BOOKING_LINK_DAYS_AFTER days after the appointment's day, and when its
 * customer logs out everywhere after it was issued (users.links_revoked_at, migration 019).
 */
const SIGNATURE_BYTES = 16;
const radix = 36;

const keyOf = (codeSecret: string) => createHmac("sha256", codeSecret).update("saaj booking links v1").digest();
const sign = (codeSecret: string, payload: string) => createHmac("sha256", keyOf(codeSecret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export function bookingLinkToken(codeSecret: string, appointmentId: number, issuedAt: Date): string {
  const payload = `${appointmentId.toString(radix)}.${Math.floor(issuedAt.getTime() / 1000).toString(radix)}`;
  return `${payload}.${sign(codeSecret, payload).toString("base64url")}`;
}

/** The full address of a booking's page, as messages carry it. */
export const bookingLinkUrl = (publicUrl: string, codeSecret: string, appointmentId: number, issuedAt: Date) => `${publicUrl}${bookingLinkPath(bookingLinkToken(codeSecret, appointmentId, issuedAt))}`;

/** What a token says, when its signature is ours; null for anything forged, cut or mistyped. */
export function readBookingLinkToken(codeSecret: string, token: string): { appointmentId: number; issuedAt: Date } | null {
  if (!BOOKING_LINK_TOKEN.test(token)) return null;
  const [id, issued, signature] = token.split(".") as [string, string, string];
  const given = Buffer.from(signature, "base64url");
  // Only the one spelling of the signature: base64url's last character carries spare bits, and a
  // changed spare bit must not leave a changed link working.
  if (given.toString("base64url") !== signature) return null;
  const expected = sign(codeSecret, `${id}.${issued}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const appointmentId = parseInt(id, radix);
  const issuedAt = new Date(parseInt(issued, radix) * 1000);
  if (!Number.isSafeInteger(appointmentId) || appointmentId < 1 || Number.isNaN(issuedAt.getTime())) return null;
  return { appointmentId, issuedAt };
}

/** When a link to an appointment on `date` (YYYY-MM-DD, IST) stops working. */
export const bookingLinkExpiry = (date: string) => indiaInstant(addDays(date, BOOKING_LINK_DAYS_AFTER + 1), 0)!;
