/**
 * An Indian mobile number once what people paste around it is gone: spaces, dashes, dots and
 * brackets, then a leading +91, 91 (12 digits) or 0 (11 digits). Mobiles start with 6 to 9.
 * Constants only: the app and the API each apply them (no logic is shared).
 */
export const PHONE_DECORATION = /[\s\-.()]/g;
export const PHONE_PREFIX = /^(?:\+?91(?=\d{10}$)|0(?=\d{10}$))/;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Digits in a login code and in a phone change's code: 6, about 20 bits, where the spec's 4 were
 * 13 (docs/decisions/0004). The provider's appointment code stays 4 digits (contract/booking.ts).
 */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_PATTERN = new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`);
