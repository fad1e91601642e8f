import type { ErrorCode } from "../../contract/errors";

/**
 * The refusals of the code check (POST /api/verify_otp/, api/routes/appointments/) that the code
 * frame names by their code (contract/errors.ts), and whether the form can still succeed after
 * each: `again` keeps the form (a wrong code, the API's own check of the field), `over` replaces it
 * with what happened and a link to the whole page (the code locked after too many wrong tries, the
 * request no longer waiting for a code: ended, its time up, or not this customer's).
 * An API fault (5xx) carries no code (api.server.ts): the frame's generic words.
 */
const CODE_REFUSALS = {
  invalid_request: "again",
  invalid_appointment_otp: "again",
  appointment_otp_locked: "over",
  not_accepted: "over",
  booking_ended: "over",
  appointment_not_found: "over",
  not_your_appointment: "over",
} as const satisfies Partial<Record<ErrorCode, "again" | "over">>;

export type CodeRefusal = keyof typeof CODE_REFUSALS | "unknown";

/** A refusal's code as the frame's address may carry it: one of the known ones, else `unknown` (never other text). */
export const codeRefusal = (code: string | null | undefined): CodeRefusal => (code && Object.hasOwn(CODE_REFUSALS, code) ? (code as CodeRefusal) : "unknown");

/** An accepted request whose code took too many wrong tries: no code can succeed now (the sheet and the frame offer no form). */
export const codeLocked = (status: { state: string; attempts_left: number }) => status.state === "accepted" && status.attempts_left <= 0;

/** After this refusal the code can no longer be accepted: the frame offers no form. */
export const refusalIsFinal = (refusal: CodeRefusal) => refusal !== "unknown" && CODE_REFUSALS[refusal] === "over";
