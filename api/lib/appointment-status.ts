import { PAYMENT_HOLD_MINUTES, STATUS, type StatusId } from "../../contract/booking";

/** Appointment status ids and state names live in the shared contract (contract/booking.ts). */
export { STATUS, STATE_OF_STATUS, type StatusId } from "../../contract/booking";

/** Statuses that hold a place in a slot. */
export const ACTIVE_STATUSES: StatusId[] = [STATUS.requested, STATUS.accepted, STATUS.awaitingPayment, STATUS.scheduled, STATUS.inProgress];

/** Statuses of a booking that is still being made (not yet paid, not ended). */
export const OPEN_STATUSES: StatusId[] = [STATUS.requested, STATUS.accepted, STATUS.awaitingPayment];

/** How long an unpaid booking whose code was entered holds its slot. */
export const PAYMENT_HOLD_MS = PAYMENT_HOLD_MINUTES * 60_000;
