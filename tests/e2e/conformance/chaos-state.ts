/**
 * What the fault-injecting proxy has seen pass: the user id each phone logged in as (from the
 * API's answer to POST /api/login/verify-otp/), so a rule can fail the calls of the customers of
 * one scenario only (by a phone range no other test uses) and leave everyone else's alone.
 */
const phoneOfUser = new Map<string, string>();
const phoneOfToken = new Map<string, string>();

export function learnLogin(requestBody: string, answerBody: string) {
  try {
    const phone = (JSON.parse(requestBody) as { phone?: unknown }).phone;
    const answer = JSON.parse(answerBody) as { user_id?: unknown; token?: unknown };
    if (typeof phone !== "string") return;
    if (typeof answer.user_id === "number" || typeof answer.user_id === "string") phoneOfUser.set(String(answer.user_id), phone);
    if (typeof answer.token === "string") phoneOfToken.set(answer.token, phone);
  } catch {
    // Not JSON: nothing to learn.
  }
}

/** Whether the user id (a query or body value) logged in with a phone starting with `prefix`. */
export const userPhoneStarts = (userId: string | null | undefined, prefix: string) => Boolean(userId && phoneOfUser.get(userId)?.startsWith(prefix));

/** The phone the caller logged in with, from the request's bearer token (undefined for guests and unknown tokens). */
export const callerPhone = (authorization: string | undefined) => phoneOfToken.get((authorization ?? "").replace(/^Bearer\s+/i, ""));
