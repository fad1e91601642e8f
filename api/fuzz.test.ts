/* eslint-disable @typescript-eslint/no-explicit-any -- walks the untyped OpenAPI document and arbitrary JSON answers */
/**
 * Property-based test: walks the OpenAPI document and sends generated bad inputs to every
 * operation (bad query, path and body values, wrong content types, non-JSON bodies), with a
 * valid token / provider key where the operation needs one. No answer may be a 5xx, and every
 * 4xx is the JSON error body with a message.
 *
 * Size: FUZZ_RUNS inputs per operation (default 1000: about 40,000 requests, under two minutes
 * on PGlite on two cores). FUZZ_RUNS=100 for a quick look; FUZZ_SEED=<n> to replay a failure.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./test/setup";
import { responseChecker, type ResponseCheck } from "./test/openapi-validator";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string; [k: string]: unknown };
interface Operation {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyTypes: string[];
  bodyFields: string[];
  auth: "bearer" | "provider" | "none";
}

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
function goodValues(userId: number, appointmentId: number): Record<string, string> {
  const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
  return {
    user_id: String(userId),
    user: String(userId),
    provider_id: "1",
    provider: "1",
    providerId: "1",
    branch_id: "",
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

/** Each field: its good value (mostly), a bad one, or absent. */
const fieldValue = (good: string | undefined, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(good ?? "1") }, { weight: 2, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(undefined) });
const fields = (names: string[], good: Record<string, string>, bad: fc.Arbitrary<unknown>) =>
  fc.record(Object.fromEntries([...names, "extra"].map((n) => [n, fieldValue(good[n], bad)]))).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));

/** One generated request for an operation: which fields carry which values, and how the body is sent. */
const requestFor = (op: Operation, good: Record<string, string>) =>
  fc.record({
    query: fields(op.query, good, nastyString) as fc.Arbitrary<Record<string, string>>,
    path: fc.tuple(...(op.pathParams.length ? op.pathParams.map((n) => fieldValue(good[n], nastyString).map((v) => String(v ?? ""))) : [fc.constant("")])),
    body: fields(op.bodyFields, good, nastyJsonValue),
    encoding: fc.constantFrom("json", "json", "json", "form", "multipart", "raw-json", "text", "multipart-no-boundary", "none", "array-json"),
    raw: fc.oneof(fc.constantFrom("{", "not json", "[]", "null", "1", '{"a":', "\u0000", '"\uD800"', "{}"), fc.string({ unit: "binary", maxLength: 60 })),
  });

type Input = { query: Record<string, string>; path: string[]; body: Record<string, unknown>; encoding: string };
/**
 * True when a generated request differs from the well-formed one: a field bad, missing or extra,
 * or the body in a form the operation does not take. Only those count toward the RUNS.
 */
function isBad(op: Operation, good: Record<string, string>, input: Input): boolean {
  const off = (names: string[], values: Record<string, unknown>) => Object.keys(values).includes("extra") || names.some((n) => values[n] !== (good[n] ?? "1"));
  if (off(op.query, input.query)) return true;
  if (op.pathParams.some((n, i) => input.path[i] !== (good[n] ?? "1"))) return true;
  if (op.method === "GET") return false;
  const takes = op.bodyTypes.some((t) => t.includes("json")) ? ["json"] : op.bodyTypes.some((t) => t.includes("multipart")) ? ["multipart"] : [];
  return !takes.includes(input.encoding) || off(op.bodyFields, input.body);
}

function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? doc.components.schemas[s.$ref.replace("#/components/schemas/", "")] : s);
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const params: any[] = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const bodyFields = new Set<string>();
      for (const media of Object.values<any>(content)) for (const k of Object.keys(resolve(media.schema)?.properties ?? {})) bodyFields.add(k);
      const security = JSON.stringify(op.security ?? []);
      ops.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === "query").map((p) => p.name),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        bodyTypes: Object.keys(content),
        bodyFields: [...bodyFields],
        auth: security.includes("ProviderKey") || path.startsWith("/provider-api") ? "provider" : security.includes("Bearer") ? "bearer" : "none",
      });
    }
  }
  return ops;
}

/** Percent-encodes text; a lone surrogate goes as the bytes of its would-be UTF-8 (invalid UTF-8 on the wire). */
function enc(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
    return encodeURIComponent(ch);
  });
}

function buildBody(encoding: string, fields: Record<string, unknown>, raw: string): { body?: BodyInit; type?: string } {
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(fields), type: "application/json" };
    case "array-json":
      return { body: JSON.stringify([fields]), type: "application/json" };
    case "raw-json":
      return { body: raw, type: "application/json" };
    case "text":
      return { body: raw, type: "text/plain" };
    case "form": {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) p.append(k, typeof v === "string" ? v : String(JSON.stringify(v)));
      return { body: p.toString(), type: "application/x-www-form-urlencoded" };
    }
    case "multipart": {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
      return { body: f };
    }
    case "multipart-no-boundary":
      return { body: raw, type: "multipart/form-data" };
    default:
      return {};
  }
}

describe("every API operation survives bad input", () => {
  let api: TestApi;
  let ops: Operation[] = [];
  let check: ResponseCheck = () => null;
  beforeAll(async () => {
    api = await createTestApi();
    const doc = await (await api.request("GET", "/api/openapi.json")).json();
    ops = operations(doc);
    check = responseChecker(doc);
  });
  afterAll(() => api?.close());
  let users = 0;
  const newUser = () => {
    const n = ++users;
    return api.createUser({ phone: `7${String(n).padStart(9, "0")}`, email: `fuzz${n}@example.in` });
  };

  it("walks the OpenAPI document", () => {
    expect(ops.length).toBeGreaterThanOrEqual(40);
  });

  it(`sends ${RUNS} generated bad inputs to each operation: no 5xx, a JSON failure with a message on every 4xx`, { timeout: 600_000 }, async () => {
    const failures: Array<{ op: string; answer: string }> = [];
    const silenced = console.error;
    console.error = () => {}; // the API logs each unhandled error; the test reports them
    try {
      for (const op of ops) {
        let user = await newUser();
        const [appointment] = await api.db.query<{ appointment_id: number }>(
          `INSERT INTO appointments (user_id, provider_id, branch_id, appointment_date, appointment_time, status_id)
           SELECT $1, provider_id, branch_id, current_date + 3, '11:00 AM', 1 FROM branches WHERE provider_id = 1 LIMIT 1 RETURNING appointment_id`,
          [user.userId],
        );
        const good = goodValues(user.userId, appointment!.appointment_id);
        await fc.assert(
          fc.asyncProperty(
            requestFor(op, good).filter((input) => isBad(op, good, input)),
            async (input) => {
              let path = op.path;
              op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, enc(input.path[i] ?? ""))));
              const search = Object.entries(input.query)
                .map(([k, v]) => `${enc(k)}=${enc(v)}`)
                .join("&");
              const url = new URL(`${path}${search ? `?${search}` : ""}`, "http://api.test");
              const { body, type } = op.method === "GET" ? {} : buildBody(input.encoding, input.body, input.raw);
              const headers: Record<string, string> = {};
              if (type) headers["content-type"] = type;
              if (op.auth === "bearer") headers.authorization = `Bearer ${user.token}`;
              if (op.auth === "provider") headers["x-provider-key"] = api.providerKey(1);
              const res = await api.app.request(url.toString(), { method: op.method, headers, body }, {});
              const text = await res.text();
              const where = `${op.method} ${url.pathname}${url.search} ${type ?? ""} ${typeof body === "string" ? body.slice(0, 200) : ""}`;
              const disagreement = check(op.method, url.pathname, res.status, res.headers.get("content-type"), text);
              if (disagreement) failures.push({ op: `${op.method} ${op.path}`, answer: `${disagreement} (${where})` });
              if (res.status >= 500) {
                failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} ${where}` });
              } else if (res.status >= 400) {
                let parsed: any;
                try {
                  parsed = JSON.parse(text);
                } catch {
                  failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} non-JSON error ${where}: ${text.slice(0, 100)}` });
                  return;
                }
                if (parsed?.status !== "failure" || typeof parsed.message !== "string" || !parsed.message)
                  failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} no message ${where}: ${text.slice(0, 100)}` });
              }
              if (op.path.includes("logout") && res.status < 300) user = await newUser(); // that token is spent
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
      }
    } finally {
      console.error = silenced;
    }
    const byOperation = new Map<string, string[]>();
    for (const f of failures) byOperation.set(f.op, [...(byOperation.get(f.op) ?? []), f.answer]);
    const summary = [...byOperation].map(([key, list]) => `${list.length}× ${key} e.g. ${list.slice(0, 3).join(" | ")}`);
    expect(summary, `${failures.length} bad answers`).toEqual([]);
  });
});
