/** Appointment status ids (docs/spec-choices.md): the spec names 1 accepted and 4 cancelled. */
export const STATUS = { requested: 0, accepted: 1, scheduled: 2, inProgress: 3, cancelled: 4, completed: 5 } as const;

/** Statuses that hold a place in a slot. */
export const ACTIVE_STATUSES = [STATUS.requested, STATUS.accepted, STATUS.scheduled, STATUS.inProgress];

/** How long the provider's code may take to be entered before the API cancels the request. */
export const CONFIRM_WINDOW_MS = 120_000;
