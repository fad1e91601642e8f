import type { PaymentState } from "../../../contract/payment";

/** The words for where a payment stands (contract/payment.ts's PAYMENT_STATE_LABEL, in the page's language: the 'booking' area). */
export const PAYMENT_STATE_KEY = {
  upi_pending: "paymentUpiPending",
  paid_upi: "paymentPaidUpi",
  venue_due: "paymentVenueDue",
  paid_venue: "paymentPaidVenue",
} as const satisfies Record<PaymentState, string>;
