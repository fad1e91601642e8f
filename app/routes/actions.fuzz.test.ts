/**
 * Every web form action, given odd bodies (JSON, text, multipart without boundary, huge values,
 * NUL, lone surrogates, newlines in redirectTo, random intents), with and without a signed-in
 * session, against the real API in process: no 5xx and no uncaught error (which React Router turns into
 * a 500); a non-form body is a 4xx with a message. FUZZ_RUNS/10 generated form posts per action
 * on top of the fixed cases (default 100).
 */
import type { ActionFunctionArgs } from "react-router";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, routeArgs, routeHarness, type RouteHarness } from "../../tests/unit/route-harness";
import * as home from "./home";
import * as searchResults from "./search-results";
import * as login from "./login";
import * as dateTime from "./date-time";
import * as cart from "./cart";
import * as confirm from "./confirm-appointment";
import * as myProfile from "./my-profile";
import * as contact from "./info/contact";
import * as cartAction from "./actions/cart";
import * as logout from "./actions/logout";
import * as newsletter from "./actions/newsletter";
import * as consoleRequests from "./partner/requests";
import * as consoleLogin from "./partner/login";
import * as consoleHours from "./partner/hours";
import * as consoleTeam from "./partner/team";
import * as consoleReviews from "./partner/reviews";
import * as consoleServices from "./partner/services";
import * as consolePhotos from "./partner/photos";
import * as consoleSchedule from "./partner/schedule";
import { commitSession, getSession } from "~/lib/session.server";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
const ACTIONS: Array<[string, Action]> = [
  ["/", home.action as Action],
  ["/SearchResults", searchResults.action as Action],
  ["/Login", login.action as Action],
  ["/DateTime", dateTime.action as Action],
  ["/Cart", cart.action as Action],
  ["/ConfirmAppointment", confirm.action as Action],
  ["/MyProfile", myProfile.action as Action],
  ["/Contact", contact.action as Action],
  ["/actions/cart", cartAction.action as Action],
  ["/actions/logout", logout.action as Action],
  ["/actions/newsletter", newsletter.action as Action],
  // The provider console's, signed in as an owner of provider 1 (not its logout, which would end that login).
  ["/Partner", consoleRequests.action as Action],
  ["/Partner/Login", consoleLogin.action as Action],
  ["/Partner/Hours", consoleHours.action as Action],
  ["/Partner/Team", consoleTeam.action as Action],
  ["/Partner/Reviews", consoleReviews.action as Action],
  ["/Partner/Services", consoleServices.action as Action],
  ["/Partner/Photos", consolePhotos.action as Action],
  ["/Partner/Schedule", consoleSchedule.action as Action],
];
const RUNS = Math.max(10, Math.round(Number(process.env.FUZZ_RUNS ?? 1000) / 10));
const FIELDS = [
  "intent",
  "redirectTo",
  "phone",
  "otp",
  "name",
  "email",
  "message",
  "appointment_id",
  "appointment_date",
  "appointment_time",
  "provider_id",
  "branch_id",
  "service_id",
  "quantity",
  "coupon_code",
  "address",
  "latitude",
  "longitude",
  "dob",
  "gender",
  "website",
  "reason",
  // The console's forms
  "code",
  "stylist_id",
  "member_id",
  "branch_id",
  "branch_ids",
  "index",
  "date",
  "note",
  "starts",
  "ends",
  "weekday",
  "Monday_open",
  "Monday_opens",
  "buffer_minutes",
  "travel_radius_km",
  "review_id",
  "reply",
  "offering_id",
  "price",
  "service_time",
  "active",
  "years_of_experience",
  "role",
];
const NASTY = [
  "",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "2147483648",
  "-1",
  "1e308",
  "5e-324",
  "NaN",
  "2026-02-30",
  "/\n/evil",
  "/\t/evil.example",
  "//evil.example",
  "https://evil.example/",
  '{"$gt":""}',
  "[]",
  "x".repeat(100_000),
  "add",
  "remove",
  "cancel",
  "verify",
  "pay",
  "save-profile",
  "send",
  "resend",
  "logout",
  "9876543210",
  "1",
  "0",
  "%",
  "\r\nSet-Cookie: a=b",
];

let harness: RouteHarness;
/** An owner of provider 1 logged in to the console (`name=value`). */
let consoleSignedIn = "";
beforeAll(async () => {
  harness = await routeHarness("203.0.113.30");
  const owner = await harness.api.createMember({ providerId: 1 });
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("partner", { token: owner.token, memberId: owner.memberId, role: "owner", name: "Owner", providerName: "Provider 1" });
  consoleSignedIn = (await commitSession(session)).split(";")[0]!;
});
afterAll(() => harness?.api.close());

const run = (action: Action, request: Request) => answerOf(() => action(routeArgs(request, harness.context)));

/** A refusal says why: a non-empty message somewhere in its answer (an error, a message, a field's errors). */
function hasMessage(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.trim().length > 0; // a plain-text answer is its own message
  }
  const found: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (/error|message|toast/i.test(key) && value.trim()) found.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, /error|message|toast/i.test(key) ? key : k);
  };
  walk(body);
  return found.length > 0;
}

/** A form post; `document` is one sent without JavaScript (the browser navigates, and is answered with a redirect). */
const request = (path: string, init: { type?: string; body?: BodyInit; signedIn: boolean; query?: string; document?: boolean }) => {
  const headers: Record<string, string> = { Origin: "http://saaj.test" };
  if (init.type) headers["Content-Type"] = init.type;
  if (init.document) Object.assign(headers, { Accept: "text/html", "Sec-Fetch-Dest": "document" });
  if (init.signedIn) headers.Cookie = path.startsWith("/Partner") ? consoleSignedIn : harness.signedIn;
  return new Request(`http://saaj.test${path}${init.query ?? ""}`, { method: "POST", headers, body: init.body });
};

describe("web form actions survive odd bodies", () => {
  it("answer a body that is not a form with a 4xx and a message (or the redirect they give before reading any body)", async () => {
    const bad: string[] = [];
    for (const [path, action] of ACTIONS) {
      for (const signedIn of [false, true]) {
        for (const [type, body] of [
          ["application/json", '{"intent":"add","phone":{"$gt":""}}'],
          ["text/plain", "intent=add"],
          ["multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
          ["multipart/form-data; boundary=x", "not multipart at all"],
          [undefined, "intent=add"],
        ] as const) {
          const res = await run(action, request(path, { type, body, signedIn }));
          const redirect = res.status >= 300 && res.status < 400;
          if (!redirect && (res.status < 400 || res.status >= 500 || !res.text.trim())) bad.push(`${path} ${type} signedIn=${signedIn}: ${res.status} ${res.text.slice(0, 80)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it(`answer ${RUNS} generated form posts per action without a 5xx`, { timeout: 300_000 }, async () => {
    const bad: string[] = [];
    const silenced = console.error;
    console.error = () => {};
    try {
      for (const [path, action] of ACTIONS) {
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: "binary", maxLength: 30 })), { maxKeys: 6 }),
            fc.boolean(),
            fc.boolean(),
            fc.boolean(),
            fc.constantFrom("", "?tab=profile", "?step=phone-code", "?redirectTo=%0A%2F%2Fevil", "?appointment=2147483648", "?appointment=1"),
            async (fields, multipart, signedIn, document, query) => {
              let body: BodyInit;
              let type: string | undefined;
              if (multipart) {
                const f = new FormData();
                for (const [k, v] of Object.entries(fields)) f.append(k, v);
                body = f;
              } else {
                body = new URLSearchParams(fields).toString();
                type = "application/x-www-form-urlencoded";
              }
              const res = await run(action, request(path, { type, body, signedIn, query, document }));
              const what = `${path}${query}${document ? " (no JavaScript)" : ""} ${JSON.stringify(fields).slice(0, 200)}: ${res.status} ${res.text.slice(0, 120)}`;
              if (res.status >= 500) bad.push(what);
              else if (res.status >= 400 && !hasMessage(res.text)) bad.push(`no message: ${what}`);
            },
          ),
          { numRuns: RUNS },
        );
      }
    } finally {
      console.error = silenced;
    }
    expect(bad.slice(0, 20), `${bad.length} 5xx answers or refusals without a message`).toEqual([]);
  });
});

describe("forms answered on the next page without JavaScript", () => {
  const long = "x".repeat(3000);
  const posts: Array<[string, Action, Record<string, string>]> = [
    ["/actions/newsletter", newsletter.action as Action, { email: `${long}@example.in`, redirectTo: "/AboutUs" }],
    ["/Login", login.action as Action, { intent: "register", from: "popup", name: long, email: `${long}@example.in`, phone: "98765", redirectTo: "/AboutUs" }],
  ];
  for (const [path, action, fields] of posts) {
    it(`${path}: a reply to text far over the form's limits still fits its cookie`, async () => {
      const res = await run(action, request(path, { type: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString(), signedIn: false, document: true }));
      expect(res.status).toBe(302);
      const flash = res.headers.getSetCookie().find((c) => c.startsWith("__saaj_toast="));
      expect(flash).toBeDefined();
      expect(flash!.length).toBeLessThan(4096);
    });
  }
});

describe("the honeypot on public forms", () => {
  const spam = { name__confirm: "I am a bot" };
  const posts: Array<[string, Action, Record<string, string>, string]> = [
    ["/Contact", contact.action as Action, { name: "Asha Nair", email: "asha@example.in", message: "Hello there, a question." }, "/api/contact/"],
    ["/actions/newsletter", newsletter.action as Action, { email: "asha@example.in", redirectTo: "/" }, "/api/subscribe/"],
    ["/SearchResults", searchResults.action as Action, { intent: "callback", name: "Asha Nair", phone: "9876501234" }, "/api/callback-request/"],
    ["/Login", login.action as Action, { intent: "register", name: "Asha Nair", email: "asha@example.in", phone: "9876501234" }, "/api/user/"],
  ];
  for (const [path, action, fields, call] of posts) {
    it(`${path}: a filled hidden field gets the usual success and nothing reaches ${call}`, async () => {
      harness.apiCalls.length = 0;
      const res = await run(action, request(path, { type: "application/x-www-form-urlencoded", body: new URLSearchParams({ ...fields, ...spam }).toString(), signedIn: false }));
      expect(res.status).toBeLessThan(400);
      expect(harness.apiCalls).not.toContain(call);
      // The same post by a person reaches the API.
      const person = await run(action, request(path, { type: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString(), signedIn: false }));
      expect(person.status).toBeLessThan(500);
      expect(harness.apiCalls).toContain(call);
    });
  }
});
