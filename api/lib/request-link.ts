import { createHmac, timingSafeEqual } from "node:crypto";
import { REQUEST_LINK_TOKEN, requestLinkPath } from "../../contract/partner";

/**
 * A new-request message's one-tap link (issue 28, items 2 and 8): its token names one request and
 * one member of the provider's team, and when it stops working, signed with a key of its own
 * derived from the code secret (as booking links, docs/decisions/0041). Nothing is stored: the
 * member must still be on the team, acting for the request's branch, when it is used.
 */
const SIGNATURE_BYTES = 16;
const radix = 36;

const keyOf = (codeSecret: string) => createHmac("sha256", codeSecret).update("saaj request links v1").digest();
const sign = (codeSecret: string, payload: string) => createHmac("sha256", keyOf(codeSecret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export function requestLinkToken(codeSecret: string, appointmentId: number, memberId: number, expiresAt: Date): string {
  const payload = `${appointmentId.toString(radix)}.${memberId.toString(radix)}.${Math.ceil(expiresAt.getTime() / 1000).toString(radix)}`;
  return `${payload}.${sign(codeSecret, payload).toString("base64url")}`;
}

/** The full address of a request's page, as the member's message carries it. */
export const requestLinkUrl = (publicUrl: string, codeSecret: string, appointmentId: number, memberId: number, expiresAt: Date) =>
  `${publicUrl}${requestLinkPath(requestLinkToken(codeSecret, appointmentId, memberId, expiresAt))}`;

/** What a token says, when its signature is ours (canonical spelling only); null for anything forged, cut or mistyped. */
export function readRequestLinkToken(codeSecret: string, token: string): { appointmentId: number; memberId: number; expiresAt: Date } | null {
  if (!REQUEST_LINK_TOKEN.test(token)) return null;
  const [id, member, expires, signature] = token.split(".") as [string, string, string, string];
  const given = Buffer.from(signature, "base64url");
  if (given.toString("base64url") !== signature) return null;
  const expected = sign(codeSecret, `${id}.${member}.${expires}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const appointmentId = parseInt(id, radix);
  const memberId = parseInt(member, radix);
  const expiresAt = new Date(parseInt(expires, radix) * 1000);
  if (![appointmentId, memberId].every((n) => Number.isSafeInteger(n) && n >= 1) || Number.isNaN(expiresAt.getTime())) return null;
  return { appointmentId, memberId, expiresAt };
}
