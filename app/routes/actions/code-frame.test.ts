import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/lib/session.server";
import { routeArgs } from "../../../tests/unit/route-harness";
import { ERROR_MESSAGES } from "../../../contract/errors";
import hiApiErrors from "~/i18n/messages/hi/apiErrors";
import { loader } from "./code-frame";
import { action } from "../date-time";

/**
 * The code's frame without JavaScript (/DateTime/code), its loader called as React Router calls it
 * with a fake API that answers the status poll: what each refusal of the code shows, and the held
 * answer ending when the server drains for a deploy (the load context's closing()).
 */
const ID = 41;
let status: { state: string; attempts_left: number; expires_in: number; cancellation_message: string | null };
let statusCalls = 0;
let draining = false;
const context = {
  clientIp: "203.0.113.30",
  closing: () => draining,
  apiFetch: (request: Request) => {
    expect(new URL(request.url).pathname).toBe("/api/appointment/status/");
    statusCalls++;
    const body = {
      status: "success",
      appointment_id: ID,
      provider_id: 3,
      provider_name: "Glow Salon",
      branch_name: "",
      status_id: 1,
      end_reason: null,
      cancelled_by: null,
      code_entered: false,
      ...status,
    };
    return Promise.resolve(Response.json(body));
  },
} as unknown as AppLoadContext;

beforeEach(() => {
  status = { state: "accepted", attempts_left: 5, expires_in: 90, cancellation_message: null };
  statusCalls = 0;
  draining = false;
});

/** A signed-in customer's cookie, with the request waiting for its code. */
async function cookieFor(lang: string) {
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("token", "token-of-a-customer");
  session.set("userId", 7);
  session.set("appointment", { id: ID, createdAt: Date.now() });
  return `${(await commitSession(session)).split(";")[0]!}; saaj_lang=${lang}`;
}

async function frame(query: string, lang = "en") {
  const cookie = await cookieFor(lang);
  return loader(routeArgs(new Request(`http://saaj.test/DateTime/code${query}`, { headers: { Cookie: cookie } }), context)) as Promise<Response>;
}

const hasForm = (html: string) => html.includes('<form method="post" action="/DateTime"');
const linkToPage = '<a href="/DateTime" target="_top">Show my booking</a>';

describe("the code frame names each refusal of the code by its code (JavaScript off)", () => {
  it("a wrong code: its words and the tries left, and the form again", async () => {
    const html = await (await frame("?error=invalid_appointment_otp&left=3")).text();
    expect(html).toContain(`<p id="code-error" class="error">${ERROR_MESSAGES.invalid_appointment_otp}</p>`);
    expect(html).toContain("3 tries left.");
    expect(hasForm(html)).toBe(true);
  });

  it("the field's own message for `format` and for the API's check of the field", async () => {
    for (const error of ["format", "invalid_request"]) {
      const html = await (await frame(`?error=${error}&left=5`)).text();
      expect(html).toContain('<p id="code-error" class="error">Please enter a valid 4-digit OTP.</p>');
      expect(hasForm(html)).toBe(true);
    }
  });

  it("an unknown code, or text in the address, gets the generic words, never the text", async () => {
    for (const error of ["wrong", "server_error", encodeURIComponent("<script>alert(1)</script>"), "constructor"]) {
      const html = await (await frame(`?error=${error}&left=4`)).text();
      expect(html).toContain(`<p id="code-error" class="error">We couldn&#39;t check the code just now. Please try again.</p>`);
      expect(html).not.toContain("alert(1)");
      expect(hasForm(html)).toBe(true);
    }
  });

  it("the code locked after too many wrong tries: no form, what happened, and the whole page; not held open", async () => {
    const response = await frame("?error=appointment_otp_locked&left=0");
    const html = await response.text();
    expect(hasForm(html)).toBe(false);
    expect(html).toContain(`<p role="alert" class="ended">${ERROR_MESSAGES.appointment_otp_locked} ${linkToPage}</p>`);
    expect(html).not.toContain("http-equiv");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the same when the status says the code is locked, whatever the address says (a reload, another tab)", async () => {
    status.attempts_left = 0;
    for (const query of ["", "?hold=1", "?error=invalid_appointment_otp&left=1&hold=1"]) {
      const html = await (await frame(query)).text();
      expect(hasForm(html)).toBe(false);
      expect(html).toContain(ERROR_MESSAGES.appointment_otp_locked);
    }
  });

  it("a request no longer waiting for its code: no form, and the whole page", async () => {
    for (const code of ["booking_ended", "not_accepted", "appointment_not_found", "not_your_appointment"] as const) {
      const html = await (await frame(`?error=${code}&left=5`)).text();
      expect(hasForm(html), code).toBe(false);
      expect(html).toContain(`${ERROR_MESSAGES[code]} ${linkToPage}`);
    }
  });

  it("in the page's language", async () => {
    const html = await (await frame("?error=appointment_otp_locked&left=0", "hi")).text();
    expect(html).toContain(hiApiErrors.appointment_otp_locked);
    expect(html).not.toContain(ERROR_MESSAGES.appointment_otp_locked);
    const generic = await (await frame("?error=nonsense&left=4", "ml")).text();
    expect(generic).toContain("ഇപ്പോൾ കോഡ് പരിശോധിക്കാൻ കഴിഞ്ഞില്ല.");
  });
});

describe("the whole page's action gives the frame the refusal's code, never its words", () => {
  /** The code posted without JavaScript, the API answering the check with `answer`: the action's data. */
  async function verify(otp: string, answer: () => Response) {
    const apiFetch = (request: Request) => {
      expect(new URL(request.url).pathname).toBe("/api/verify_otp/");
      return Promise.resolve(answer());
    };
    const request = new Request("http://saaj.test/DateTime", {
      method: "POST",
      headers: { Cookie: await cookieFor("en"), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "verify", otp }),
    });
    const result = (await action(routeArgs(request, { ...context, apiFetch }))) as unknown as { data: { refusal?: string; attemptsLeft: number | null } };
    return result.data;
  }
  const refused =
    (status: number, code: string, extra = {}) =>
    () =>
      Response.json({ status: "failure", code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], ...extra }, { status });

  it("names each refusal by its code, and the tries left", async () => {
    expect(await verify("12", () => Response.json({}))).toMatchObject({ refusal: "format", attemptsLeft: null });
    expect(await verify("1234", refused(400, "invalid_appointment_otp", { attempts_left: 3 }))).toMatchObject({ refusal: "invalid_appointment_otp", attemptsLeft: 3 });
    expect(await verify("1234", refused(429, "appointment_otp_locked"))).toMatchObject({ refusal: "appointment_otp_locked", attemptsLeft: 0 });
  });

  it("a refusal it does not know, or an API fault, is `unknown`: not a locked code", async () => {
    expect(await verify("1234", refused(429, "too_many_requests"))).toMatchObject({ refusal: "unknown", attemptsLeft: null });
    expect(await verify("1234", () => new Response("oops", { status: 500 }))).toMatchObject({ refusal: "unknown", attemptsLeft: null });
  });
});

describe("the held code frame and a deploy", () => {
  it("ends within about a second once the server drains (closing()), the form left as it is", async () => {
    const response = await frame("?hold=1");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let html = decoder.decode((await reader.read()).value);
    expect(html).toContain("<body data-held>");
    expect(hasForm(html)).toBe(true);

    // Held open while nothing happens...
    const next = reader.read();
    const early = await Promise.race([next.then(() => "answered"), new Promise((resolve) => setTimeout(() => resolve("still open"), 1_200))]);
    expect(early).toBe("still open");

    // ...and ended promptly by the drain, without asking the API again or waiting for the next poll.
    draining = true;
    const started = Date.now();
    for (let part = await next; !part.done; part = await reader.read()) html += decoder.decode(part.value);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html).not.toContain("form{display:none}");
    expect(statusCalls).toBe(1);
  }, 5_000);
});
