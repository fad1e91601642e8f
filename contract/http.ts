/**
 * Names of the HTTP contract between the web app and the API (and the process that runs them).
 * Constants only, no logic.
 */

/**
 * The visitor's address, as the app decided it, sent to an external API (API_BASE_URL) as
 * `<address>;<unix ms>;<hex HMAC-SHA256 of "<address>;<unix ms>" with CLIENT_ADDRESS_SECRET>`.
 */
export const CLIENT_ADDRESS_HEADER = "x-saaj-client";
/** How old (or how far ahead) a signed address may be. */
export const SIGNED_ADDRESS_MAX_SKEW_MS = 60_000;

/**
 * The request id (docs/logs.md): the app's API client sends its page's id to the API in it, every
 * layer answers with the id it logged under, and a safe incoming one is kept.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** The value of ALLOW_PUBLIC_DEMO that lets DEMO_MODE run under NODE_ENV=production. */
export const PUBLIC_DEMO_PERMISSION = "yes-i-know-codes-are-public";

/** Every secret in the settings (SESSION_SECRET, CODE_SECRET, CLIENT_ADDRESS_SECRET, PAYMENT_GATEWAY_SECRET) is at least this long. */
export const SECRET_MIN_LENGTH = 16;
export const SECRET_TOO_SHORT = `must be ${SECRET_MIN_LENGTH} characters or more`;
