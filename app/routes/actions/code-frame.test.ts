import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/lib/session.server";
import { routeArgs } from "../../../tests/unit/route-harness";
import { loader } from "./code-frame";

/**
 * The code's frame without JavaScript (/DateTime/code), its loader called as React Router calls it
 * with a fake API that answers the status poll: the held answer ending when the server drains for a
 * deploy (the load context's closing()).
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

async function frame(query: string, lang = "en") {
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("token", "token-of-a-customer");
  session.set("userId", 7);
  session.set("appointment", { id: ID, createdAt: Date.now() });
  const cookie = `${(await commitSession(session)).split(";")[0]!}; saaj_lang=${lang}`;
  return loader(routeArgs(new Request(`http://saaj.test/DateTime/code${query}`, { headers: { Cookie: cookie } }), context)) as Promise<Response>;
}

const hasForm = (html: string) => html.includes('<form method="post" action="/DateTime"');

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
