import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import said from "./messages/en/said";
import hiSaid from "./messages/hi/said";
import mlSaid from "./messages/ml/said";
import { SAID_PATTERN_PREFIX, saidKey, translateSaid } from "./translate";
import { waitMessage } from "../../contract/schemas/auth";
import { cancelledFreeRefundedMessage, cancelledWithFeeMessage, cancelledWithFeeRefundedMessage } from "../../contract/schemas/bookings";
import { BOOKING_MESSAGES, CANCEL_REASONS, CHECKOUT_MESSAGES, NEWSLETTER_MESSAGES } from "~/schemas/constants";
import { MESSAGES as LOGIN_MESSAGES } from "~/components/login/constants";
import { MINIMUM_MESSAGE } from "~/lib/cart";
import { failureMessage } from "~/lib/api.server";
import { ACCESSIBILITY_REPORT_MESSAGES, MESSAGE_REPLIES } from "../../contract/messages";
import { MESSAGES as MESSAGE_CALLS } from "../../contract/schemas/messages";
import { MESSAGES as AUTH } from "../../contract/schemas/auth";
import { MESSAGES as PROFILE } from "../../contract/schemas/profile";
import { MESSAGES as APPOINTMENTS } from "../../contract/schemas/appointments";
import { MESSAGES as BOOKINGS } from "../../contract/schemas/bookings";
import { MESSAGES as CATALOG } from "../../contract/schemas/catalog";
import { MESSAGES as CHECKOUT } from "../../contract/schemas/checkout";
import { MESSAGES as PAYMENTS } from "../../contract/schemas/payments";
import { MESSAGES as PLACES } from "../../contract/schemas/places";
import { NOT_FOUND } from "../../contract/schemas/providers";
import { TEXT_MESSAGE } from "../../contract/schemas/fields";
import { END_MESSAGES, NO_SHOW_UNCHARGED } from "../../api/routes/appointments/lifecycle";
import { ERROR_MESSAGES } from "../../contract/errors";

/**
 * The 'said' area is keyed by the exact English words the app and the API make. These checks
 * read those words where they are made, so a message added or reworded there without its
 * translation fails here (the variable ones, with a number or a name filled in, cannot be keys).
 */
const ROOT = path.resolve(__dirname, "../..");
const known = new Set(Object.keys(said));
const missing = (messages: Iterable<unknown>) => [...messages].filter((m): m is string => typeof m === "string" && !known.has(m));

/** Words only a developer, the payment gateway or a provider's own system sees. */
const NOT_FOR_CUSTOMERS = new Set<string>([
  CATALOG.invalidServiceType,
  CATALOG.invalidPage,
  PLACES.invalidLatLng,
  PLACES.latLngOrAddress,
  PAYMENTS.badSignature,
  PAYMENTS.staleEvent,
  PAYMENTS.replayedEvent,
  PAYMENTS.unknownReference,
  PAYMENTS.amountMismatch,
  PAYMENTS.badEvent,
  PAYMENTS.eventRecorded,
]);

/**
 * The API's refusals arrive with a code and are translated by it (the 'apiErrors' area), except
 * when the same words are a form's validation message: the contract's schemas use them, so they may
 * arrive under invalid_request, which keeps its words, and are in 'said' too.
 */
const BY_CODE = new Set<string>(Object.values(ERROR_MESSAGES));
const validationWords = () => {
  const words = new Set<string>();
  const modules = { auth: AUTH, profile: PROFILE, appointments: APPOINTMENTS, bookings: BOOKINGS, catalog: CATALOG, checkout: CHECKOUT, payments: PAYMENTS, places: PLACES, messages: MESSAGE_CALLS };
  for (const [name, messages] of Object.entries(modules)) {
    const schemas = readFileSync(path.join(ROOT, `contract/schemas/${name}.ts`), "utf8").replace(/export const MESSAGES = \{[\s\S]*?\n\} as const;/, "");
    for (const m of schemas.matchAll(/MESSAGES\.(\w+)/g)) words.add((messages as Record<string, unknown>)[m[1]!] as string);
  }
  return words;
};

/** Words of a refusal with a code that the app also says itself (a page's `failure:` text, a toast) or that arrive outside an error. */
const SAID_ELSEWHERE = new Set<string>([
  "Invalid phone number",
  "Invalid phone number format",
  "Invalid OTP",
  "Failed to fetch time slot data",
  "Failed to fetch appointment details",
  "Failed to fetch bookings",
  "Invalid coupon code",
  "Date input not valid.",
  "Invalid OTP. Please try again.",
  "The amount does not match your cart. Please review your cart.",
  "This booking has been cancelled.",
  // The review form checks the number of photos itself too (app/schemas/profile.ts).
  "You can add up to 3 photos.",
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe("the 'said' area", () => {
  it("has the app's form messages and constants (app/schemas)", () => {
    expect(missing([...Object.values(BOOKING_MESSAGES), ...Object.values(CHECKOUT_MESSAGES), ...Object.values(NEWSLETTER_MESSAGES), ...CANCEL_REASONS])).toEqual([]);
    const loginMessages = Object.values(LOGIN_MESSAGES);
    expect(missing([...loginMessages, ...Object.values(ACCESSIBILITY_REPORT_MESSAGES), MINIMUM_MESSAGE])).toEqual([]);
    // Every message written into a schema: .min(1, "…"), { required_error: "…" }, errorMap's message.
    const schemaWords = sourceFiles("app/schemas").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:_error|message):\s*"([^"]+)"|\.\w+\((?:[^()"]*,\s*)?"([A-Z][^"]*)"\)/g)].map((m) => m[1] ?? m[2]),
    );
    expect(schemaWords.length).toBeGreaterThan(20);
    expect(missing(schemaWords)).toEqual([]);
  });

  it("has the API's messages for customers (contract/)", () => {
    const contract = [MESSAGE_REPLIES, MESSAGE_CALLS, AUTH, PROFILE, APPOINTMENTS, BOOKINGS, CATALOG, CHECKOUT, PAYMENTS, PLACES].flatMap((m) => Object.values(m));
    const validation = validationWords();
    expect(validation.size).toBeGreaterThan(30);
    const saidOnly = contract.filter((m) => !NOT_FOR_CUSTOMERS.has(m as string) && (!BY_CODE.has(m as string) || validation.has(m as string)));
    expect(missing(saidOnly)).toEqual([]);
    expect(missing([TEXT_MESSAGE, ...Object.values(END_MESSAGES), NO_SHOW_UNCHARGED])).toEqual([]);
  });

  it("leaves the refusals translated by their code to the 'apiErrors' area", () => {
    const validation = validationWords();
    const app = new Set([
      ...Object.values(BOOKING_MESSAGES),
      ...Object.values(CHECKOUT_MESSAGES),
      ...Object.values(LOGIN_MESSAGES),
      MINIMUM_MESSAGE,
      ...Object.values(END_MESSAGES),
      NO_SHOW_UNCHARGED,
    ]);
    const twice = [...known].filter((m) => BY_CODE.has(m) && !validation.has(m) && !app.has(m) && !SAID_ELSEWHERE.has(m));
    expect(twice).toEqual([]);
    expect(BY_CODE.has(NOT_FOUND)).toBe(true);
  });

  it("has every `failure:` text of the app's API calls, as the page shows it", () => {
    // Pages never show these: the sitemaps (XML for search engines), the demo outbox, logging out.
    const unseen = new Set(["load cities", "load provider pages", "load the demo messages", "load the demo SMS", "log out"]);
    const failures = sourceFiles("app").flatMap((file) => [...readFileSync(file, "utf8").matchAll(/failure:\s*"([^"]+)"/g)].map((m) => m[1]!));
    expect(failures.length).toBeGreaterThan(20);
    expect(missing(failures.filter((f) => !unseen.has(f)).map(failureMessage))).toEqual([]);
  });

  it("has the toasts that loaders and actions make with fixed words", () => {
    const toasts = sourceFiles("app").flatMap((file) => [...readFileSync(file, "utf8").matchAll(/kind:\s*"(?:error|info|success)",\s*message:\s*"([^"]+)"/g)].map((m) => m[1]!));
    expect(toasts.length).toBeGreaterThan(0);
    expect(missing(toasts)).toEqual([]);
  });
});

describe("'said' messages with a value in them", () => {
  const sent = (catalog: Record<string, string>) =>
    Object.fromEntries(Object.entries(catalog).map(([english, text]) => [english.includes("{") ? SAID_PATTERN_PREFIX + english : saidKey(english), text]));

  it("are found by pattern, the value carried over, as the API makes them", () => {
    const hindi = sent(hiSaid);
    expect(translateSaid(hindi, cancelledWithFeeMessage("₹150"))).toContain("₹150");
    expect(translateSaid(sent(mlSaid), cancelledWithFeeMessage("₹150"))).toContain("₹150");
    expect(translateSaid(hindi, cancelledWithFeeMessage("₹150"))).not.toBe(cancelledWithFeeMessage("₹150"));
  });

  it("carry both amounts of a customer's cancel refunded to their UPI account, in each language", () => {
    const english = sent(said);
    for (const catalog of [hiSaid, mlSaid]) {
      const free = translateSaid(sent(catalog), cancelledFreeRefundedMessage("₹1,180"));
      expect(free).toContain("₹1,180");
      expect(free).not.toBe(cancelledFreeRefundedMessage("₹1,180"));
      const kept = translateSaid(sent(catalog), cancelledWithFeeRefundedMessage("₹118", "₹1,062"));
      expect(kept).toContain("₹118");
      expect(kept).toContain("₹1,062");
      expect(kept).not.toBe(cancelledWithFeeRefundedMessage("₹118", "₹1,062"));
    }
    expect(translateSaid(english, cancelledWithFeeRefundedMessage("₹118", "₹1,062"))).toBe(cancelledWithFeeRefundedMessage("₹118", "₹1,062"));
  });

  it("leave what matches nothing as it came, and plain messages to their digest", () => {
    const hindi = sent(hiSaid);
    expect(translateSaid(hindi, "Something we never said.")).toBe("Something we never said.");
    expect(translateSaid(hindi, "Please wait seconds before requesting a new code.")).toBe("Please wait seconds before requesting a new code.");
    expect(translateSaid(hindi, NEWSLETTER_MESSAGES.invalid)).toBe(hiSaid[NEWSLETTER_MESSAGES.invalid]);
    expect(translateSaid(undefined, waitMessage(5))).toBe(waitMessage(5));
  });
});
