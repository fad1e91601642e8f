import type { ChaosRule } from "../chaos-rules";
import { userPhoneStarts } from "../chaos-state";

/** Phones, emails and names only the failure scenarios send (scenarios/failures.ts). */
export const CHAOS_FAILS = {
  sendPhone: "9000011345",
  /** Any of 9000012900 to 9000012999 (a fresh one each run: a code sent to it holds the number for 60 s). */
  verifyPhones: /"phone":"90000129\d\d"/,
  registerEmail: "chaos.register@example.in",
  newsletterEmail: "chaos.news@example.in",
  callbackName: "Chaos Callback",
  contactEmail: "chaos.contact@example.in",
  profilePhone: "9000012347",
  /** Salons in Trivandrum whose booking steps fail: slots, then booking, then checkout. */
  slotsProvider: 21,
  bookProvider: 11,
  checkoutProvider: 31,
  coupon: "CHAOSFAIL",
  /** Customers whose My Bookings and My Profile fail to load: phones 9000014000 to 9000014999. */
  listFailPhonePrefix: "9000014",
  /** Customers whose checkouts fail: phones 9000016000 to 9000016999. */
  checkoutFailPhonePrefix: "9000016",
  /** Customers whose booking's status cannot be read: phones 9000017000 to 9000017999. */
  statusFailPhonePrefix: "9000017",
  /** A Trivandrum salon booked, paid at the venue and rated by the review scenario. */
  reviewProvider: 1,
  /** An appointment id no one has: its details fail. */
  missingAppointment: 2147483000,
} as const;
/** A multipart form field as the web app sends it to /api/book_now/. */
const formField = (body: string, name: string, value: number) => body.includes(`name="${name}"\r\n\r\n${value}\r\n`);

const has = (body: string, value: string) => body.includes(value);

/** The failing calls of the spec's error catalogues (sections 8), each picked so no other test sends it. */
export const FAILURES_CHAOS: ChaosRule[] = [
  { why: "provider 1: reviews fail", method: "GET", path: /^\/api\/providers-reviews\/1\/$/, answer: "500" },
  { why: "provider 3: details fail", method: "GET", path: /^\/api\/bookservice\/$/, when: (q) => q.get("provider_id") === "3", answer: "500" },
  { why: "Mehendi's subcategories fail", method: "GET", path: /^\/provider-api\/subcategories\/$/, when: (q) => q.get("category_id") === "7", answer: "500" },
  { why: "the city list fails (footer)", method: "GET", path: /^\/api\/cities\/$/, answer: "500" },
  { why: "service types fail (results page)", method: "GET", path: /^\/api\/service-types\/$/, answer: "500" },
  { why: "recommendations fail (home)", method: "GET", path: /^\/api\/recommended-providers\/$/, answer: "500" },
  { why: "salon FAQs fail (home)", method: "GET", path: /^\/api\/servicefaq\/$/, when: (q) => q.get("service_type") === "1", answer: "500" },
  { why: "newsletter fails", method: "POST", path: /^\/api\/subscribe\/$/, when: (_q, b) => has(b, CHAOS_FAILS.newsletterEmail), answer: "500" },
  { why: "registration fails", method: "POST", path: /^\/api\/user\/$/, when: (_q, b) => has(b, CHAOS_FAILS.registerEmail), answer: "500" },
  { why: "sending a login code fails", method: "POST", path: /^\/api\/login\/$/, when: (_q, b) => has(b, CHAOS_FAILS.sendPhone), answer: "500" },
  { why: "checking a login code fails", method: "POST", path: /^\/api\/login\/verify-otp\/$/, when: (_q, b) => CHAOS_FAILS.verifyPhones.test(b), answer: "500" },
  { why: "a callback request fails", method: "POST", path: /^\/api\/callback-request\/$/, when: (_q, b) => has(b, CHAOS_FAILS.callbackName), answer: "500" },
  { why: "a contact message fails", method: "POST", path: /^\/api\/contact\/$/, when: (_q, b) => has(b, CHAOS_FAILS.contactEmail), answer: "500" },
  { why: "slots of provider 21 fail", method: "GET", path: /^\/api\/available-slots\/$/, when: (q) => q.get("provider_id") === String(CHAOS_FAILS.slotsProvider), answer: "500" },
  { why: "booking provider 11 fails", method: "POST", path: /^\/api\/book_now\/$/, when: (_q, b) => formField(b, "provider_id", CHAOS_FAILS.bookProvider), answer: "500" },
  { why: "the failing coupon check", method: "POST", path: /^\/api\/verify_coupon\/$/, when: (_q, b) => has(b, CHAOS_FAILS.coupon), answer: "500" },
  // The checkout scenario's customers: paying by UPI is refused (no message), at the venue the API breaks.
  {
    why: "checkout by UPI refused",
    method: "POST",
    path: /^\/api\/checkout\/$/,
    when: (_q, b, caller) => Boolean(caller?.startsWith(CHAOS_FAILS.checkoutFailPhonePrefix)) && has(b, '"payment_method":"upi"'),
    answer: "400",
  },
  {
    why: "checkout at the venue breaks",
    method: "POST",
    path: /^\/api\/checkout\/$/,
    when: (_q, b, caller) => Boolean(caller?.startsWith(CHAOS_FAILS.checkoutFailPhonePrefix)) && has(b, '"payment_method":"venue"'),
    answer: "500",
  },
  {
    why: "a booking's status cannot be read",
    method: "GET",
    path: /^\/api\/appointment\/status\/$/,
    when: (_q, _b, caller) => Boolean(caller?.startsWith(CHAOS_FAILS.statusFailPhonePrefix)),
    answer: "500",
  },
  { why: "a review breaks", method: "POST", path: /^\/api\/reviews\/$/, answer: "500" },
  { why: "My Bookings fails", method: "GET", path: /^\/api\/user-bookings\/$/, when: (q) => userPhoneStarts(q.get("user_id"), CHAOS_FAILS.listFailPhonePrefix), answer: "500" },
  { why: "My Profile fails", method: "GET", path: /^\/api\/my-profile\/$/, when: (q) => userPhoneStarts(q.get("user_id"), CHAOS_FAILS.listFailPhonePrefix), answer: "500" },
  { why: "an appointment no one has", method: "GET", path: new RegExp(`^/api/appointment_details/${CHAOS_FAILS.missingAppointment}/$`), answer: "500" },
  // Only the checkout scenario cancels on this server: both ways of cancelling break.
  { why: "cancelling a booking in progress breaks", method: "POST", path: /^\/provider-api\/cancel-appointment\/$/, answer: "500" },
  { why: "cancelling from My Bookings breaks", method: "POST", path: /^\/api\/cancel-booking\/$/, answer: "500" },
];
