import { createCookieSessionStorage } from "react-router";
import { parse as parseCookies } from "cookie";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../app/lib/cookie-names";
import { createSharedSessionCheck } from "./shared-session";

/** A session cookie's value exactly as the web app writes it and the page cache then reads it. */
async function cookieValue(data: Record<string, unknown>, secrets = ["current-secret-0123456789"]) {
  const storage = createCookieSessionStorage({ cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: "lax", path: "/", secrets } });
  const session = await storage.getSession();
  for (const [k, v] of Object.entries(data)) session.set(k, v);
  return parseCookies((await storage.commitSession(session)).split(";")[0]!)[SESSION_COOKIE]!;
}

describe("a session the page cache may share", () => {
  const shared = createSharedSessionCheck(["current-secret-0123456789", "previous-secret-0123456789"]);

  it("is one that holds only the remembered selection, signed with a current or previous secret", async () => {
    expect(shared(await cookieValue({ selection: { location: "Kochi", serviceTypeId: 1 } }))).toBe(true);
    expect(shared(await cookieValue({ selection: { location: "കോഴിക്കോട്" } }))).toBe(true);
    expect(shared(await cookieValue({ selection: { location: "Kochi" } }, ["previous-secret-0123456789"]))).toBe(true);
    expect(shared(await cookieValue({}))).toBe(true);
  });

  it("is never one with a cart, a login or a booking in it", async () => {
    const selection = { location: "Kochi" };
    expect(shared(await cookieValue({ selection, cart: { providerId: 1, items: [] } }))).toBe(false);
    expect(shared(await cookieValue({ selection, token: "sealed", userId: 7 }))).toBe(false);
    expect(shared(await cookieValue({ selection, appointment: { id: 3, createdAt: 1 } }))).toBe(false);
    expect(shared(await cookieValue({ login: { phone: "9876543210", sentAt: 1, receiveUpdates: true } }))).toBe(false);
  });

  it("is never one signed with another secret, altered, or not a cookie of ours at all", async () => {
    expect(shared(await cookieValue({ selection: { location: "Kochi" } }, ["someone-elses-secret-0123"]))).toBe(false);
    const good = await cookieValue({ selection: { location: "Kochi" } });
    const [data, signature] = [good.slice(0, good.lastIndexOf(".")), good.slice(good.lastIndexOf(".") + 1)];
    // Claiming a selection-only session over a signature made for something else.
    const forged = Buffer.from(JSON.stringify({ selection: { location: "Pune" } })).toString("base64");
    expect(shared(`${forged}.${signature}`)).toBe(false);
    expect(shared(`${data}.${signature.slice(1)}`)).toBe(false);
    for (const junk of ["", ".", "abc", "abc.", ".abc", "%%%.%%%", "\u0000.\u0000", "x".repeat(10_000)]) expect(shared(junk)).toBe(false);
  });
});
