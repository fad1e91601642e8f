import { createCookie } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commitSession, getSession, updateSelection, safeRedirect, SessionTooLargeError, COOKIE_BUDGET } from "./session.server";
import { SERVICE_TYPE } from "../../contract/catalog";
import { newRequestContext, runInRequest } from "../../shared/log";

const requestWith = (cookie: string) => new Request("http://saaj.test/", { headers: { Cookie: cookie.split(";")[0]! } });

describe("the cookie session", () => {
  it("is a signed, httpOnly, SameSite=Lax cookie that round-trips the cart and login", async () => {
    const session = await getSession(new Request("http://saaj.test/"));
    session.set("cart", { providerId: 3, branchId: 4, serviceTypeId: SERVICE_TYPE.freelancer, lines: { "10": 2 } });
    session.set("token", "secret-token");
    const cookie = await commitSession(session);
    expect(cookie).toMatch(/^__saaj=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain("secret-token");
    const back = await getSession(requestWith(cookie));
    expect(back.get("cart")).toEqual({ providerId: 3, branchId: 4, serviceTypeId: SERVICE_TYPE.freelancer, lines: { "10": 2 } });
    expect(back.get("token")).toBe("secret-token");
  });

  it("ignores a cookie whose signature does not match", async () => {
    const session = await getSession(new Request("http://saaj.test/"));
    session.set("userId", 42);
    const cookie = (await commitSession(session)).split(";")[0]!;
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const forged = Buffer.from(JSON.stringify({ userId: 1 })).toString("base64") + decoded.slice(dot);
    const back = await getSession(requestWith(`${name}=${encodeURIComponent(forged)}`));
    expect(back.get("userId")).toBeUndefined();
  });

  it("refuses to grow past the cookie budget, and past the browser's limit", async () => {
    for (const size of [2900, 5000]) {
      const session = await getSession(new Request("http://saaj.test/"));
      session.set("registration", { phone: "9876543210", ticket: "t".padEnd(size, "x") });
      await expect(commitSession(session)).rejects.toBeInstanceOf(SessionTooLargeError);
    }
    const small = await getSession(new Request("http://saaj.test/"));
    small.set("registration", { phone: "9876543210", ticket: "t".padEnd(2000, "x") });
    expect((await commitSession(small)).length).toBeLessThan(COOKIE_BUDGET);
  });

  it("gives up the remembered selection, not the login, when only that would keep the cookie small enough", async () => {
    // A cookie written by an older version from a link with a place 3,000 characters long.
    const session = await getSession(new Request("http://saaj.test/"));
    session.set("selection", { location: `Kochi${" ".repeat(3000)}` });
    session.set("token", "secret-token");
    session.set("userId", 42);
    const back = await getSession(requestWith(await commitSession(session)));
    expect(back.get("userId")).toBe(42);
    expect(back.get("token")).toBe("secret-token");
    expect(back.has("selection")).toBe(false);
  });

  it("follows only same-site relative redirects", () => {
    expect(safeRedirect("/DateTime")).toBe("/DateTime");
    expect(safeRedirect("//evil.example/")).toBe("/");
    expect(safeRedirect("https://evil.example/")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect(null, "/Login")).toBe("/Login");
  });

  it("judges a redirect by its origin, refusing control characters browsers would drop", () => {
    // Browsers strip tab and newline from URLs: these read as //evil.example.
    expect(safeRedirect("/\t/evil.example")).toBe("/");
    expect(safeRedirect("/\n/evil.example")).toBe("/");
    expect(safeRedirect("/\r\n/evil.example", "/Login")).toBe("/Login");
    expect(safeRedirect("/%2F/evil.example")).toBe("/%2F/evil.example"); // a path, not a host
    expect(safeRedirect("/Overview?provider_id=1&branch_id=2#reviews")).toBe("/Overview?provider_id=1&branch_id=2#reviews");
    // A newline used to reach the Location header and answer 500; now every answer is a valid header value.
    for (const to of ["/DateTime\nSet-Cookie: x=1", "/caf\u00e9 \u0928\u092e", "/\u0085x"]) {
      expect(() => new Headers({ Location: safeRedirect(to) })).not.toThrow();
    }
    expect(safeRedirect("/caf\u00e9")).toBe("/caf%C3%A9");
  });

  it("refuses paths whose dot segments normalise into another host", () => {
    for (const to of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/./%2e/.//evil.example/x?y=1"]) {
      expect(safeRedirect(to, "/Login")).toBe("/Login");
    }
    expect(safeRedirect("/a/../DateTime")).toBe("/DateTime");
  });
});

/** The cookie's payload as anyone holding the cookie can read it: base64 JSON before the signature. */
function readable(setCookie: string) {
  const value = decodeURIComponent(setCookie.split(";")[0]!.slice("__saaj=".length));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}

describe("reading the session twice in one request", () => {
  it("checks the cookie once, and gives each reader its own copy", async () => {
    const first = await getSession(new Request("http://saaj.test/"));
    first.set("cart", { providerId: 3, branchId: 4, serviceTypeId: SERVICE_TYPE.freelancer, lines: { "10": 2 } });
    first.set("token", "secret-token");
    const cookie = await commitSession(first);
    const subtle = vi.spyOn(crypto.subtle, "verify");
    await runInRequest(newRequestContext(), async () => {
      const root = await getSession(requestWith(cookie));
      const page = await getSession(requestWith(cookie));
      expect(subtle).toHaveBeenCalledTimes(1);
      expect(page.get("token")).toBe("secret-token");
      root.get("cart")!.lines["10"] = 5;
      root.unset("token");
      expect(page.get("cart")!.lines["10"]).toBe(2);
      expect(page.get("token")).toBe("secret-token");
      // Another cookie in the same request (none here, but a caller may pass any request) is read for itself.
      expect((await getSession(new Request("http://saaj.test/"))).has("cart")).toBe(false);
    });
    await runInRequest(newRequestContext(), () => getSession(requestWith(cookie)));
    expect(subtle).toHaveBeenCalledTimes(2);
    subtle.mockRestore();
  });
});

describe("the API token in the cookie", () => {
  const original = process.env.SESSION_SECRET;
  afterEach(() => {
    process.env.SESSION_SECRET = original;
    vi.resetModules();
  });
  /** session.server.ts as a process with this SESSION_SECRET would load it. */
  async function withSecrets(secrets: string) {
    process.env.SESSION_SECRET = secrets;
    vi.resetModules();
    return import("./session.server");
  }
  const token = "K7pB2f0y0s3cret-bearer-token_abcdefghijklmnopqrs";

  it("is sealed (AES-256-GCM), not readable base64, and the cookie stays signed, httpOnly, SameSite=Lax", async () => {
    const s = await withSecrets("first-session-secret-0123456789");
    const session = await s.getSession(new Request("http://saaj.test/"));
    session.set("token", token);
    session.set("userId", 7);
    const cookie = await s.commitSession(session);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const payload = readable(cookie);
    expect(payload.userId).toBe(7);
    expect(payload.token).toMatch(/^v1\./);
    expect(JSON.stringify(payload)).not.toContain(token);
    expect(Buffer.from(payload.token.slice(3), "base64url").toString("latin1")).not.toContain(token);
    expect(session.get("token")).toBe(token); // the caller's session keeps it in clear
    const back = await s.getSession(requestWith(cookie));
    expect(back.get("token")).toBe(token);
    // Sealed with a fresh IV each time: the same token never looks the same twice.
    expect(readable(await s.commitSession(back)).token).not.toBe(payload.token);
  });

  it("opens with every secret of the rotation list; the first seals", async () => {
    const old = await withSecrets("old-session-secret-0123456789");
    const session = await old.getSession(new Request("http://saaj.test/"));
    session.set("token", token);
    session.set("userId", 7);
    const oldCookie = await old.commitSession(session);

    const rotated = await withSecrets("new-session-secret-0123456789,old-session-secret-0123456789");
    const back = await rotated.getSession(requestWith(oldCookie));
    expect(back.get("token")).toBe(token);
    const newCookie = await rotated.commitSession(back);

    const retired = await withSecrets("new-session-secret-0123456789");
    expect((await retired.getSession(requestWith(newCookie))).get("token")).toBe(token);
    expect((await retired.getSession(requestWith(oldCookie))).get("token")).toBeUndefined();
  });

  it("logs out a validly signed cookie whose token is in clear or does not open", async () => {
    const secret = "signing-session-secret-0123456789";
    const s = await withSecrets(secret);
    const signer = createCookie("__saaj", { secrets: [secret], path: "/" });
    for (const forged of [token, "v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1.", 42]) {
      const cookie = await signer.serialize({ token: forged, userId: 7, cart: { providerId: 1, branchId: 1, serviceTypeId: SERVICE_TYPE.salon, lines: {} } });
      const session = await s.getSession(requestWith(cookie));
      expect(session.get("token")).toBeUndefined();
      expect(session.get("userId")).toBeUndefined();
      expect(session.get("cart")).toEqual({ providerId: 1, branchId: 1, serviceTypeId: SERVICE_TYPE.salon, lines: {} });
    }
  });

  it("keeps a logged-in session with a full cart under the cookie budget", async () => {
    const s = await withSecrets("budget-session-secret-0123456789");
    const session = await s.getSession(new Request("http://saaj.test/"));
    session.set("token", token);
    session.set("userId", 123456);
    session.set("phone", "9876543210");
    session.set("cart", { providerId: 9999, branchId: 9999, serviceTypeId: SERVICE_TYPE.freelancer, lines: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(100000 + i), 20])) });
    expect((await s.commitSession(session)).length).toBeLessThan(s.COOKIE_BUDGET);
  });
});

describe("updateSelection", () => {
  it("says whether anything changed, so a page that changes nothing sends no cookie", async () => {
    const session = await getSession(new Request("http://localhost/"));
    expect(updateSelection(session, { providerId: 7, branchId: 9 })).toBe(true);
    expect(updateSelection(session, { providerId: 7, branchId: 9 })).toBe(false);
    expect(updateSelection(session, { providerId: 7, branchId: 10 })).toBe(true);
    expect(session.get("selection")).toMatchObject({ providerId: 7, branchId: 10 });
  });

  it("keeps text trimmed, and leaves out text too long to be a name or a place", async () => {
    const session = await getSession(new Request("http://localhost/"));
    expect(updateSelection(session, { location: "  Kochi  " })).toBe(true);
    expect(updateSelection(session, { location: `Trivandrum${" ".repeat(300)}x` })).toBe(false);
    expect(updateSelection(session, { providerName: "x".repeat(201) })).toBe(false);
    expect(session.get("selection")).toEqual({ location: "Kochi" });
  });
});
