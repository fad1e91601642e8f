import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { api, clearCatalogueCache, failureMessage, PAGE_DATA_TTL_MS, toResult } from "./api.server";
import { newRequestContext, runInRequest } from "../../shared/log";
import { setServerTiming } from "../entry.server";
import { catalog as hi } from "../i18n/messages/hi";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("failureMessage", () => {
  it("builds the generic catalogue form from a verb phrase", () => {
    expect(failureMessage("load cities")).toBe("Unable to load cities. Please try again later.");
  });
  it("keeps a catalogue message as it is", () => {
    expect(failureMessage("Failed to cancel appointment. Please try again.")).toBe("Failed to cancel appointment. Please try again.");
  });
});

describe("toResult", () => {
  it("passes data through on success", async () => {
    expect(await toResult(json(200, { status: "success", data: [1] }), "x")).toEqual({ ok: true, status: 200, data: { status: "success", data: [1] } });
  });
  it("prefers the server's message and keeps field errors on a client error", async () => {
    const r = await toResult(json(400, { status: "failure", message: "Failed to register.", errors: { email: ["Email already exists"] } }), "Failed to register.");
    expect(r).toMatchObject({ ok: false, status: 400, message: "Failed to register.", fieldErrors: { email: ["Email already exists"] } });
  });
  it("keeps the rest of a refusal (attempts_left, appointment_id) for callers that read it", async () => {
    const r = await toResult(json(400, { status: "failure", message: "Invalid OTP. Please try again.", attempts_left: 2 }), "x");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.body?.attempts_left).toBe(2);
  });
  it("uses the catalogue text for server faults, never their wording", async () => {
    const r = await toResult(json(500, { status: "failure", message: "stack..." }), "fetch reviews");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe("Unable to fetch reviews. Please try again later.");
  });
  it("treats a 200 with status failure as a failure", async () => {
    const r = await toResult(json(200, { status: "failure", message: "No service providers found near Goa." }), "x");
    expect(r).toMatchObject({ ok: false, status: 502, message: "No service providers found near Goa." });
  });
  it("takes a 2xx whose body is not JSON as a failure (502), never as success", async () => {
    for (const response of [
      new Response("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } }),
      new Response("", { status: 200 }),
      new Response("null", { status: 200, headers: { "content-type": "application/json" } }),
      new Response('"ok"', { status: 201, headers: { "content-type": "application/json" } }),
    ]) {
      expect(await toResult(response, "load cities")).toEqual({ ok: false, status: 502, message: "Unable to load cities. Please try again later.", fieldErrors: {} });
    }
  });
  it("never passes an API 500 on: 502, or 503 when the API is unavailable, with the catalogue message", async () => {
    const r500 = await toResult(json(500, { status: "failure", message: "Something went wrong on our side.", errors: { x: ["stack"] } }), "Failed to send message. Please try again later.");
    expect(r500).toEqual({ ok: false, status: 502, message: "Failed to send message. Please try again later.", fieldErrors: {} });
    expect(await toResult(new Response("Service Unavailable", { status: 503 }), "load cities")).toMatchObject({ ok: false, status: 503 });
    expect(await toResult(new Response("", { status: 504 }), "load cities")).toMatchObject({ ok: false, status: 503 });
  });
  it("survives a body that is not JSON", async () => {
    const r = await toResult(new Response("<html>", { status: 502 }), "load cities");
    expect(r).toMatchObject({ ok: false, message: "Unable to load cities. Please try again later." });
  });
});

describe("an API that does not answer", () => {
  it("is unavailable (503) with the catalogue message, not a 500", async () => {
    const context = { apiFetch: () => Promise.reject(new TypeError("fetch failed")), clientIp: "203.0.113.9" } as unknown as AppLoadContext;
    const original = console.error;
    console.error = () => {};
    try {
      const r = await api(context, new Request("http://saaj.test/")).get("/api/cities/", { failure: "load cities" });
      expect(r).toEqual({ ok: false, status: 503, message: "Unable to load cities. Please try again later.", fieldErrors: {} });
    } finally {
      console.error = original;
    }
  });
});

describe("catalogue answers", () => {
  const counting = () => {
    const calls: string[] = [];
    let status = 200;
    const context = {
      apiFetch: async (r: Request) => {
        calls.push(new URL(r.url).pathname + new URL(r.url).search);
        return json(status, status === 200 ? ["Kochi", "Trivandrum"] : { status: "failure", message: "down" });
      },
    } as unknown as AppLoadContext;
    return { calls, context, fail: () => (status = 503) };
  };

  it("are kept for a minute per path and query, failures are not, and nothing with a token is", async () => {
    clearCatalogueCache();
    const { calls, context, fail } = counting();
    const client = api(context, new Request("http://localhost/"));
    const a = await client.get("/api/cities/", { failure: "load cities", catalogue: true });
    const b = await client.get("/api/cities/", { failure: "load cities", catalogue: true });
    expect(a).toEqual(b);
    expect(calls).toEqual(["/api/cities/"]);
    await client.get("/api/servicefaq/", { failure: "x", catalogue: true, query: { service_type: 1 } });
    await client.get("/api/servicefaq/", { failure: "x", catalogue: true, query: { service_type: 2 } });
    expect(calls).toHaveLength(3);
    // Not kept: a call without the option, and any call made with a customer's token.
    await client.get("/api/cities/", { failure: "load cities" });
    await api(context, new Request("http://localhost/"), "token").get("/api/cities/", { failure: "load cities", catalogue: true });
    expect(calls).toHaveLength(5);
    clearCatalogueCache();
    fail();
    await client.get("/api/cities/", { failure: "load cities", catalogue: true });
    await client.get("/api/cities/", { failure: "load cities", catalogue: true });
    expect(calls).toHaveLength(7);
  });

  it("a page's public data is kept for seconds, apart from the catalogue, and never with a token", async () => {
    clearCatalogueCache();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { calls, context } = counting();
      const client = api(context, new Request("http://localhost/"));
      const detail = () => client.get("/api/bookservice/", { failure: "x", pageData: true, query: { provider_id: 1, branch_id: 2 } });
      await detail();
      await detail();
      await api(context, new Request("http://localhost/"), "token").get("/api/bookservice/", { failure: "x", pageData: true, query: { provider_id: 1, branch_id: 2 } });
      expect(calls).toEqual(["/api/bookservice/?provider_id=1&branch_id=2", "/api/bookservice/?provider_id=1&branch_id=2"]);
      vi.advanceTimersByTime(PAGE_DATA_TTL_MS + 1);
      await detail();
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are not kept when the API says no-store, and neither is the page made from them", async () => {
    clearCatalogueCache();
    const calls: string[] = [];
    const context = {
      apiFetch: async (r: Request) => {
        calls.push(new URL(r.url).pathname);
        const answer = json(200, { status: "success", data: [] });
        answer.headers.set("Cache-Control", "no-store");
        return answer;
      },
    } as unknown as AppLoadContext;
    const page = newRequestContext();
    await runInRequest(page, async () => {
      const client = api(context, new Request("http://localhost/"));
      await client.get("/api/categories/", { failure: "x", catalogue: true });
      await client.get("/api/categories/", { failure: "x", catalogue: true });
    });
    expect(calls).toEqual(["/api/categories/", "/api/categories/"]);
    const headers = new Headers();
    setServerTiming(headers, page);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("a page made while the API fails", () => {
  const answering = (status: number) => ({ apiFetch: async () => json(status, status < 400 ? [] : { status: "failure", message: "x" }) }) as unknown as AppLoadContext;
  const trouble = async (status: number) => {
    const page = newRequestContext();
    await runInRequest(page, () => api(answering(status), new Request("http://saaj.test/")).get("/api/cities/", { failure: "load providers" }));
    const headers = new Headers();
    setServerTiming(headers, page);
    return headers.get("Cache-Control");
  };

  it("is marked private, no-store when a call failed on the API's side or was refused for load", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(await trouble(500)).toBe("private, no-store");
      expect(await trouble(503)).toBe("private, no-store");
      expect(await trouble(429)).toBe("private, no-store");
    } finally {
      console.error = original;
    }
  });

  it("is left to the page cache when the API answered, even with a not-found", async () => {
    expect(await trouble(200)).toBeNull();
    expect(await trouble(404)).toBeNull();
  });
});

describe("a refusal with a code", () => {
  const refusing = (body: unknown, status = 409) => ({ apiFetch: async () => json(status, body) }) as unknown as AppLoadContext;
  const slotFull = "This time slot was just taken. Please choose another one.";

  it("keeps the code; the app's own 502 and 503 have none", async () => {
    expect(await toResult(json(409, { status: "failure", code: "slot_full", message: slotFull }), "x")).toMatchObject({ code: "slot_full", message: slotFull });
    expect(await toResult(json(500, { status: "failure", code: "server_error", message: "oops" }), "x")).not.toHaveProperty("code");
    expect(await toResult(json(200, { status: "failure", code: "slot_full", message: slotFull }), "x")).not.toHaveProperty("code");
  });

  it("comes from api() in the visitor's language, the field error that says the same with it", async () => {
    const body = { status: "failure", code: "slot_full", message: slotFull, error: slotFull, errors: { appointment_time: [slotFull] } };
    const hindi = new Request("http://localhost/", { headers: { Cookie: "saaj_lang=hi" } });
    const r = await api(refusing(body), hindi).post("/api/book_now/", { failure: "Booking failed. Please try again.", body: {} as never });
    expect(r).toMatchObject({ ok: false, status: 409, code: "slot_full", message: hi.apiErrors.slot_full });
    if (!r.ok) expect(r.fieldErrors.appointment_time).toEqual([r.message]);
    const english = await api(refusing(body), new Request("http://localhost/")).post("/api/book_now/", { failure: "x", body: {} as never });
    expect(english).toMatchObject({ message: slotFull });
  });
});
