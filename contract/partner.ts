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

/** How long a service takes, as the provider page shows it: the choices the console offers. */
export const SERVICE_DURATIONS = [
  "10 mins",
  "15 mins",
  "30 mins",
  "45 mins",
  "1 hour",
  "1 hour 15 mins",
  "1 hour 30 mins",
  "2 hours",
  "2 hours 30 mins",
  "3 hours",
  "4 hours",
  "5 hours",
  "6 hours",
] as const;
/** The highest price a service may have, in rupees. */
export const MAX_SERVICE_PRICE = 500_000;

/** The page a new-request message's one-tap link opens: /Partner/Request/<token>. */
export const requestLinkPath = (token: string) => `/Partner/Request/${token}`;
/** `<appointment id>.<member id>.<expires at, seconds>` in base 36, then the signature in base64url. */
export const REQUEST_LINK_TOKEN = /^[0-9a-z]{1,12}\.[0-9a-z]{1,12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22,64}$/;
/** A request link works until this long after the request's window ends: long enough to see what became of it. */
export const REQUEST_LINK_MARGIN_MS = 15 * 60_000;
/** Failed request-link lookups one client may make in REQUEST_LINK_GUESS_WINDOW_MS before it is refused (as booking links). */
export const REQUEST_LINK_GUESSES = 20;
export const REQUEST_LINK_GUESS_WINDOW_MS = 3600_000;

/** How many of the provider's own services a package bundles (issue 28, item 5). */
export const PACKAGE_SERVICES_MIN = 2;
export const PACKAGE_SERVICES_MAX = 8;

/**
 * The provider's gallery (issue 28, item 5; decision 0047): at most this many photos a provider,
 * uploaded and seeded together, so the customer's Photos tab stays a page a phone loads.
 */
export const PROVIDER_PHOTOS_MAX = 12;
/** The console's upload form and the API's multipart field: one photo. */
export const PROVIDER_PHOTO_FIELD = "photo";
/** The field the web server adds when it had to drop the photo (server/photo-upload.ts). */
export const PROVIDER_PHOTO_PROBLEM_FIELD = "photo_problem";
/** The API stores each photo as a JPEG whose longest side is at most this, without its metadata. */
export const PROVIDER_PHOTO_MAX_EDGE_PX = 1280;
/** Where an uploaded photo is served. */
export const providerPhotoPath = (photoId: number) => `/api/provider-photos/${photoId}/`;
