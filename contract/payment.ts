/** Payment words and constants shared by the app and the API (no zod: safe in the browser bundle). */

/** How a booking is paid: by UPI now, or at the venue (docs/decisions/0020-payment-methods.md). */
export const PAYMENT_METHODS = ["upi", "venue"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a booking's payment stands. A UPI request that was not paid in time leaves the booking
 * to be paid at the venue.
 */
export const PAYMENT_STATES = ["upi_pending", "paid_upi", "venue_due", "paid_venue"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The words for each state, wherever a booking's payment is shown. */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  upi_pending: "Waiting for your UPI payment",
  paid_upi: "Paid by UPI",
  venue_due: "To pay at the venue",
  paid_venue: "Paid at the venue",
};

/** Minutes a UPI payment request stays open. */
export const UPI_REQUEST_MINUTES = 10;
