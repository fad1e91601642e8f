/**
 * An Indian mobile number once what people paste around it is gone: spaces, dashes, dots and
 * brackets, then a leading +91, 91 (12 digits) or 0 (11 digits). Mobiles start with 6 to 9.
 * Constants only: the app and the API each apply them (no logic is shared).
 */
export const PHONE_DECORATION = /[\s\-.()]/g;
export const PHONE_PREFIX = /^(?:\+?91(?=\d{10}$)|0(?=\d{10}$))/;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
