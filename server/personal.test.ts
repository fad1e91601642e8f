import { describe, expect, it } from "vitest";
import { markPersonal } from "./personal";

const cacheControlFor = (cookie: string | undefined, responseHeaders: Record<string, string> = {}) => {
  const headers = new Headers(responseHeaders);
  markPersonal(new Request("http://saaj.test/", { headers: cookie === undefined ? {} : { Cookie: cookie } }), headers);
  return headers.get("Cache-Control");
};

describe("personal pages are kept from shared caches", () => {
  it("marks a visitor with the session cookie, wherever it stands among the cookies", () => {
    expect(cacheControlFor("__saaj=abc")).toBe("private, no-store");
    expect(cacheControlFor("theme=dark; __saaj=abc; lang=en")).toBe("private, no-store");
  });

  it("leaves a visitor without it alone, even with a cookie whose name only contains it", () => {
    expect(cacheControlFor(undefined)).toBeNull();
    expect(cacheControlFor("x__saaj=1; __saaj_old=2")).toBeNull();
  });

  it("marks a response that sets a cookie, and keeps a Cache-Control already chosen", () => {
    expect(cacheControlFor(undefined, { "Set-Cookie": "__saaj=new" })).toBe("private, no-store");
    expect(cacheControlFor("__saaj=abc", { "Cache-Control": "public, max-age=60" })).toBe("public, max-age=60");
  });
});
