import { describe, expect, it } from "vitest";
import { failureMessage, toResult } from "./api.server";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

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
    expect(r).toEqual({ ok: false, status: 400, message: "Failed to register.", fieldErrors: { email: ["Email already exists"] } });
  });
  it("uses the catalogue text for server faults, never their wording", async () => {
    const r = await toResult(json(500, { status: "failure", message: "stack..." }), "fetch reviews");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe("Unable to fetch reviews. Please try again later.");
  });
  it("treats a 200 with status failure as a failure", async () => {
    const r = await toResult(json(200, { status: "failure", message: "No service providers found near Goa." }), "x");
    expect(r).toMatchObject({ ok: false, message: "No service providers found near Goa." });
  });
  it("survives a body that is not JSON", async () => {
    const r = await toResult(new Response("<html>", { status: 502 }), "load cities");
    expect(r).toMatchObject({ ok: false, message: "Unable to load cities. Please try again later." });
  });
});
