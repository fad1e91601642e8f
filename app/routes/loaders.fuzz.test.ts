/**
 * Every page's loader, given odd links (huge and out-of-range ids, places thousands of characters
 * long, NUL, lone surrogates, repeated parameters), with and without a signed-in session, against
 * the real API in process: no 5xx, and no cookie the browser would drop. FUZZ_RUNS/10 generated
 * links per page on top of the fixed cases (default 100).
 */
import type { LoaderFunctionArgs } from "react-router";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, routeArgs, routeHarness, type Answer, type RouteHarness } from "../../tests/unit/route-harness";
import { COOKIE_BUDGET } from "~/lib/session.server";
import * as root from "../root";
import * as home from "./home";
import * as searchResults from "./search-results";
import * as overview from "./overview";
import * as login from "./login";
import * as dateTime from "./date-time";
import * as cart from "./cart";
import * as confirm from "./confirm-appointment";
import * as payment from "./payment";
import * as thankYou from "./thank-you";
import * as myProfile from "./my-profile";
import * as contact from "./info/contact";
import * as consoleRequests from "./partner/requests";
import * as consoleLogin from "./partner/login";
import * as consoleHours from "./partner/hours";
import * as consoleMoney from "./partner/money";
import * as consoleTeam from "./partner/team";
import * as consoleReviews from "./partner/reviews";
import * as consoleServices from "./partner/services";
import * as consolePhotos from "./partner/photos";
import * as consoleSchedule from "./partner/schedule";
import { commitSession, getSession } from "~/lib/session.server";

type Loader = (args: LoaderFunctionArgs) => unknown;
const LOADERS: Array<[string, Loader]> = [
  ["(root)", root.loader as Loader],
  ["/", home.loader as Loader],
  ["/SearchResults", searchResults.loader as Loader],
  ["/Overview", overview.loader as Loader],
  ["/Login", login.loader as Loader],
  ["/DateTime", dateTime.loader as Loader],
  ["/Cart", cart.loader as Loader],
  ["/ConfirmAppointment", confirm.loader as Loader],
  ["/Payment", payment.loader as Loader],
  ["/ThankYou", thankYou.loader as Loader],
  ["/MyProfile", myProfile.loader as Loader],
  ["/Contact", contact.loader as Loader],
];
/** The provider console's pages: odd links with and without a console login (an owner's). */
const CONSOLE_LOADERS: Array<[string, Loader]> = [
  ["/Partner", consoleRequests.loader as Loader],
  ["/Partner/Login", consoleLogin.loader as Loader],
  ["/Partner/Hours", consoleHours.loader as Loader],
  ["/Partner/Money", consoleMoney.loader as Loader],
  ["/Partner/Team", consoleTeam.loader as Loader],
  ["/Partner/Reviews", consoleReviews.loader as Loader],
  ["/Partner/Services", consoleServices.loader as Loader],
  ["/Partner/Photos", consolePhotos.loader as Loader],
  ["/Partner/Schedule", consoleSchedule.loader as Loader],
];
const RUNS = Math.max(10, Math.round(Number(process.env.FUZZ_RUNS ?? 1000) / 10));
const PARAMS = [
  "provider_id",
  "branch_id",
  "tab",
  "category",
  "subcategory",
  "location",
  "service",
  "service_id",
  "type",
  "page",
  "sort",
  "open_now",
  "catID",
  "cardCaption",
  "rec",
  "faq",
  "modal",
  "appointment",
  "step",
  "date",
  "redirectTo",
  "share",
  // The console's
  "decline",
  "still",
  "branch",
  "month",
  "remove",
  "view",
  "from",
  "stylist_id",
  "cancel",
  "noshow",
];
const NASTY = [
  "",
  "\u0000",
  "\uD800",
  "2147483647",
  "2147483648",
  "99999999999",
  "9007199254740993",
  "-1",
  "0",
  "1e308",
  "NaN",
  "2026-02-30",
  "//evil.example",
  "[]",
  "1",
  "2",
  "review",
  "Trivandrum",
  `Trivandrum${" ".repeat(3000)}`,
  `Kochi${" ".repeat(2650)}`,
  "x".repeat(5000),
  "%",
];

let harness: RouteHarness;
/** An owner of provider 1 logged in to the console (`name=value`). */
let consoleSignedIn = "";
beforeAll(async () => {
  harness = await routeHarness("203.0.113.31");
  const owner = await harness.api.createMember({ providerId: 1 });
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("partner", { token: owner.token, memberId: owner.memberId, role: "owner", name: "Owner", providerName: "Provider 1" });
  consoleSignedIn = (await commitSession(session)).split(";")[0]!;
});
afterAll(() => harness?.api.close());

const run = (loader: Loader, url: string, cookie: string) => answerOf(() => loader(routeArgs(new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), harness.context)));

const problem = (what: string, res: Answer) => {
  const cookie = res.headers.get("Set-Cookie") ?? "";
  return res.status >= 500 ? `${what}: ${res.status} ${String(res.error ?? "").slice(0, 120)}` : cookie.length > COOKIE_BUDGET ? `${what}: a ${cookie.length}-byte cookie` : null;
};

describe("page loaders survive odd links", () => {
  it("answer the links that broke them with a 4xx or a page, never a 5xx", async () => {
    const cases: Array<[Loader, string]> = [
      // A place padded to thousands of characters: once a 500, and before that a cookie too big to log in with.
      [searchResults.loader as Loader, `/SearchResults?location=Trivandrum${"%20".repeat(3000)}`],
      [searchResults.loader as Loader, `/SearchResults?location=Kochi${"%20".repeat(2650)}`],
      // Ids past what an id can be: once a 502 (the API's 400 taken for a broken API).
      [overview.loader as Loader, "/Overview?provider_id=2147483648"],
      [overview.loader as Loader, "/Overview?provider_id=9007199254740993&tab=review"],
      [overview.loader as Loader, "/Overview?provider_id=1&branch_id=99999999999"],
      [overview.loader as Loader, "/Overview?provider_id=1&category=2147483648"],
    ];
    const bad: string[] = [];
    for (const [loader, path] of cases) {
      for (const cookie of ["", harness.signedIn]) {
        const res = await run(loader, `http://saaj.test${path}`, cookie);
        const found = problem(`${path.slice(0, 60)} signedIn=${Boolean(cookie)}`, res);
        if (found) bad.push(found);
        else if (res.status >= 400 && res.status !== 400 && res.status !== 404) bad.push(`${path.slice(0, 60)}: ${res.status}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("reach the console's pages with its login (the generated links below are not all turned away at the door)", async () => {
    for (const [path, loader] of CONSOLE_LOADERS.filter(([p]) => p !== "/Partner/Login")) {
      expect((await run(loader, `http://saaj.test${path}?month=2026-13&branch=99999999999&from=2026-02-30`, consoleSignedIn)).status, path).toBe(200);
    }
  });

  it(`answer ${RUNS} generated links per page without a 5xx`, { timeout: 300_000 }, async () => {
    const bad: string[] = [];
    const silenced = console.error;
    console.error = () => {};
    try {
      for (const [path, loader] of [...LOADERS, ...CONSOLE_LOADERS]) {
        const signedIn = path.startsWith("/Partner") ? consoleSignedIn : harness.signedIn;
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.tuple(fc.constantFrom(...PARAMS), fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: "binary", maxLength: 20 }))), { maxLength: 6 }),
            fc.boolean(),
            async (params, withSession) => {
              const query = new URLSearchParams(params).toString();
              const res = await run(loader, `http://saaj.test${path === "(root)" ? "/" : path}?${query}`, withSession ? signedIn : "");
              const found = problem(`${path}?${query.slice(0, 160)} signedIn=${withSession}`, res);
              if (found) bad.push(found);
            },
          ),
          { numRuns: RUNS },
        );
      }
    } finally {
      console.error = silenced;
    }
    expect(bad.slice(0, 20), `${bad.length} 5xx answers or oversized cookies`).toEqual([]);
  });
});
