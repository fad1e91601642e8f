import { describe, expect, it } from "vitest";
import { commitSession, getSession, safeRedirect, SessionTooLargeError, COOKIE_BUDGET } from "./session.server";

const requestWith = (cookie: string) => new Request("http://saaj.test/", { headers: { Cookie: cookie.split(";")[0]! } });

describe("the cookie session", () => {
  it("is a signed, httpOnly, SameSite=Lax cookie that round-trips the cart and login", async () => {
    const session = await getSession(new Request("http://saaj.test/"));
    session.set("cart", { providerId: 3, branchId: 4, serviceTypeId: 2, lines: { "10": 2 } });
    session.set("token", "secret-token");
    const cookie = await commitSession(session);
    expect(cookie).toMatch(/^__saaj=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain("secret-token");
    const back = await getSession(requestWith(cookie));
    expect(back.get("cart")).toEqual({ providerId: 3, branchId: 4, serviceTypeId: 2, lines: { "10": 2 } });
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
      session.set("previousPath", "/".padEnd(size, "x"));
      await expect(commitSession(session)).rejects.toBeInstanceOf(SessionTooLargeError);
    }
    const small = await getSession(new Request("http://saaj.test/"));
    small.set("previousPath", "/".padEnd(2000, "x"));
    expect((await commitSession(small)).length).toBeLessThan(COOKIE_BUDGET);
  });

  it("follows only same-site relative redirects", () => {
    expect(safeRedirect("/DateTime")).toBe("/DateTime");
    expect(safeRedirect("//evil.example/")).toBe("/");
    expect(safeRedirect("https://evil.example/")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect(null, "/Login")).toBe("/Login");
  });
});
