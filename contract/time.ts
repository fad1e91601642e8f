/**
 * Every provider is in India, so appointment dates ('YYYY-MM-DD') and slot times ('9:30 AM') on
 * the wire are wall-clock times in India. Constants only; the arithmetic is in api/lib/ist.ts
 * (and app/lib/dates.ts for the pages).
 */

/** The IANA zone, for Intl formatting. */
export const IST_TIME_ZONE = "Asia/Kolkata";
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;
