/**
 * What cancelling a booking costs, as a page says it (issue 27, item 2): free until a moment, a
 * fee now, or free now. From the API's figures (it decides the rule) and the moment the page's
 * loader ran, so the server and the browser render the same words.
 */
export type CancelTerms = { kind: "freeUntil"; until: string } | { kind: "costsNow"; fee: number } | { kind: "freeNow" };

export function cancelTerms(b: { free_cancel_until: string | null; cancel_fee_now: number | null }, now: number): CancelTerms | null {
  if (b.cancel_fee_now === null) return null;
  if (b.cancel_fee_now > 0) return { kind: "costsNow", fee: b.cancel_fee_now };
  if (b.free_cancel_until && now < Date.parse(b.free_cancel_until)) return { kind: "freeUntil", until: b.free_cancel_until };
  return { kind: "freeNow" };
}

/** Whether a booking (or a slot) is already inside its fee window: past its free-cancellation deadline. */
export const insideFeeWindow = (freeUntil: string | null | undefined, now: number) => Boolean(freeUntil) && now >= Date.parse(freeUntil!);
