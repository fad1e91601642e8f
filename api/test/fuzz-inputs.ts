/** The fuzz test's inputs (api/test/fuzz-run.ts): nasty values, good values by field name, and the generated requests. */
import fc from "fast-check";
import type { Operation } from "./fuzz-operations";

/** Values that broke, or could break, a typed column, a parser or a date. */
const NASTY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e3",
  "2147483648",
  "2147483647",
  "9223372036854775808",
  "99999999999999999999999",
  "-2147483649",
  "NaN",
  "Infinity",
  "-Infinity",
  "5e-324",
  "1e308",
  "-1e308",
  "0x10",
  "1_000",
  "null",
  "undefined",
  "true",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "\uDBFF\uDFFF",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-99-99",
  "2026-02-29",
  "31-02-1990",
  "29-02-2023",
  "00-00-0000",
  "99-99-9999",
  "1,2147483648",
  "1,,2",
  ",",
  "1, 99999999999",
  "Lat: 5e-324, Lng: 1e308",
  "5e-324,5e-324",
  "90.0000000000000000001,180",
  "-0,-0",
  "0.0000000000000000000000001,1",
  "10:61 AM",
  "25:00 PM",
  "9:30 AM",
  "'; DROP TABLE users; --",
  "%00",
  "%",
  "%zz",
  "{}",
  "[]",
  "\\",
  '"',
  "a".repeat(5000),
  "😀",
  "\r\n",
  "\t/evil",
  "𝒜".repeat(100),
];
const NASTY_JSON: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  2147483647,
  -2147483649,
  // eslint-disable-next-line no-loss-of-precision -- a number past 2^53 on purpose: it must not reach the database as a wrong id
  9007199254740993,
  1e308,
  -1e308,
  5e-324,
  -5e-324,
  { $gt: "" },
  { a: 1 },
  [],
  [1],
  ["1"],
  [null],
  { toString: "x" },
  { __proto__: { x: 1 } },
  "",
  "1",
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\uD800", "\uDC00", "1", "9", "-", ".", ",", "e", " ", "a"), maxLength: 24 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);
const nastyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_JSON) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
/** Good values by field name, so that most fields of a request pass and the bad one reaches deep (the service, SQL). */
export function goodValues(userId: number, appointmentId: number, branchId: number): Record<string, string> {
  const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
  return {
    user_id: String(userId),
    user: String(userId),
    provider_id: "1",
    provider: "1",
    providerId: "1",
    branch_id: "",
    "path:branch_id": String(branchId),
    id: String(appointmentId),
    appointment_id: String(appointmentId),
    appointment_date: future,
    appointment_time: "11:00 AM",
    service_ids: "1",
    quantity: "1",
    phone: "9876543210",
    email: "asha@example.in",
    name: "Asha Nair",
    message: "Hello there, a message.",
    latitude: "8.52",
    longitude: "76.93",
    service_type_id: "1",
    service_type: "1",
    address: "Trivandrum",
    rating: "5",
    comment: "Good",
    reason: "Other",
    coupon_code: "SAAJ10",
    amount: "700",
    coupon_amount: "0",
    otp: "123456",
    input: "Kowd",
    latlng: "8.52,76.93",
    category_id: "1",
    service_id: "1",
    page: "1",
    radius: "20",
    status_id: "0",
    dob: "21-04-1995",
    gender: "Female",
    cancellation_message: "Sorry",
    stylist_id: "1",
    registration_token: "x",
  };
}

/** Good values of JSON body fields that are not strings (a branch's availability, PUT /provider-api/branches/{branch_id}/availability/). */
const GOOD_JSON: Record<string, unknown> = {
  opening_hours: Object.fromEntries(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => [d, { opens: "9:00 AM", closes: "9:00 PM" }])),
  breaks: [],
  days_off: [],
  buffer_minutes: 0,
  travel_radius_km: null,
};
/** A path parameter's good value: `path:<name>` when it differs from the query field of that name (branch_id). */
const goodInPath = (good: Record<string, string>, name: string) => good[`path:${name}`] ?? good[name];

/** Each field: its good value (mostly), a bad one, or absent. */
const fieldValue = (good: unknown, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(good ?? "1") }, { weight: 2, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(undefined) });
const fields = (names: string[], good: Record<string, unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.record(Object.fromEntries([...names, "extra"].map((n) => [n, fieldValue(good[n], bad)]))).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));

/** One generated request for an operation: which fields carry which values, and how the body is sent. */
export const requestFor = (op: Operation, good: Record<string, string>) =>
  fc.record({
    query: fields(op.query, good, nastyString) as fc.Arbitrary<Record<string, string>>,
    path: fc.tuple(...(op.pathParams.length ? op.pathParams.map((n) => fieldValue(goodInPath(good, n), nastyString).map((v) => String(v ?? ""))) : [fc.constant("")])),
    body: fields(op.bodyFields, { ...good, ...GOOD_JSON }, nastyJsonValue),
    encoding: fc.constantFrom("json", "json", "json", "form", "multipart", "raw-json", "text", "multipart-no-boundary", "none", "array-json"),
    raw: fc.oneof(fc.constantFrom("{", "not json", "[]", "null", "1", '{"a":', "\u0000", '"\uD800"', "{}"), fc.string({ unit: "binary", maxLength: 60 })),
  });

type Input = { query: Record<string, string>; path: string[]; body: Record<string, unknown>; encoding: string };
/**
 * True when a generated request differs from the well-formed one: a field bad, missing or extra,
 * or the body in a form the operation does not take. Only those count toward the RUNS.
 */
export function isBad(op: Operation, good: Record<string, string>, input: Input): boolean {
  const off = (names: string[], values: Record<string, unknown>, goods: Record<string, unknown> = good) => Object.keys(values).includes("extra") || names.some((n) => values[n] !== (goods[n] ?? "1"));
  if (off(op.query, input.query)) return true;
  if (op.pathParams.some((n, i) => input.path[i] !== (goodInPath(good, n) ?? "1"))) return true;
  if (op.method === "GET") return false;
  const takes = op.bodyTypes.some((t) => t.includes("json")) ? ["json"] : op.bodyTypes.some((t) => t.includes("multipart")) ? ["multipart"] : [];
  return !takes.includes(input.encoding) || off(op.bodyFields, input.body, { ...good, ...GOOD_JSON });
}
