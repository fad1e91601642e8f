/** The provider console's shared words and limits (issue 28). */

/** Why a provider may decline a request; none counts against them. The customer reads DECLINE_MESSAGES. */
export const DECLINE_REASONS = ["fully_booked", "no_professional", "outside_area", "closed", "service_unavailable"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What the customer is told, by reason (stored as the appointment's cancellation message). */
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  fully_booked: "The provider is fully booked at this time, so they could not take your request. You have not been charged.",
  no_professional: "No professional for these services is free at this time, so the provider could not take your request. You have not been charged.",
  outside_area: "Your address is outside the area the provider travels to, so they could not take your request. You have not been charged.",
  closed: "The provider is closed at this time, so they could not take your request. You have not been charged.",
  service_unavailable: "The provider cannot offer one of these services just now, so they could not take your request. You have not been charged.",
};

export const MEMBER_ROLES = ["owner", "staff"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Days a console login lasts. */
export const MEMBER_TOKEN_TTL_DAYS = 30;

/** Days the console's standing figures look back over. */
export const STANDING_WINDOW_DAYS = 90;
