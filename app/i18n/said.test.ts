import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import said from "./messages/en/said";
import hiSaid from "./messages/hi/said";
import mlSaid from "./messages/ml/said";
import { SAID_PATTERN_PREFIX, saidKey, translateSaid } from "./translate";
import { waitMessage } from "../../contract/schemas/auth";
import { cancelledWithFeeMessage } from "../../contract/schemas/bookings";
import { minOrderMessage as MINIMUM_ORDER } from "../../contract/schemas/checkout";
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
import { END_MESSAGES } from "../../api/routes/appointments/lifecycle";

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
    expect(missing(contract.filter((m) => !NOT_FOR_CUSTOMERS.has(m as string)))).toEqual([]);
    expect(missing([NOT_FOUND, TEXT_MESSAGE, ...Object.values(END_MESSAGES)])).toEqual([]);
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
    expect(translateSaid(hindi, waitMessage(58))).toBe("नया कोड मँगाने से पहले कृपया 58 सेकंड रुकें।");
    expect(translateSaid(hindi, MINIMUM_ORDER("₹1,000"))).toBe("इस कूपन के लिए कम से कम ₹1,000 का ऑर्डर होना चाहिए।");
    expect(translateSaid(sent(mlSaid), APPOINTMENTS.alreadyOpen(42))).toContain("(#42)");
    expect(translateSaid(hindi, cancelledWithFeeMessage("₹150"))).toContain("₹150");
    expect(translateSaid(hindi, AUTH.phoneLocked("11:30 AM"))).toContain("11:30 AM");
  });

  it("leave what matches nothing as it came, and plain messages to their digest", () => {
    const hindi = sent(hiSaid);
    expect(translateSaid(hindi, "Something we never said.")).toBe("Something we never said.");
    expect(translateSaid(hindi, "Please wait seconds before requesting a new code.")).toBe("Please wait seconds before requesting a new code.");
    expect(translateSaid(hindi, NEWSLETTER_MESSAGES.invalid)).toBe(hiSaid[NEWSLETTER_MESSAGES.invalid]);
    expect(translateSaid(undefined, waitMessage(5))).toBe(waitMessage(5));
  });
});
