import { describe, expect, it } from "vitest";
import { COOKIE_FROM_URL_HEADER } from "../app/lib/cookie-names";
import { createPageCache, pageCacheKey } from "./page-cache";

const page = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://saaj.test${path}`, { headers });

/** A renderer that counts its calls and answers with the page it is given, nonce included. */
function renderer(make: (n: number, nonce: string) => Response = (n, nonce) => page(`<script nonce="${nonce}">render ${n}</script>`)) {
  let calls = 0;
  let nonce = 0;
  const render = async () => {
    calls++;
    const used = `render-nonce-${++nonce}`;
    await new Promise((r) => setTimeout(r, 5));
    return { response: make(calls, used), nonce: used };
  };
  return { render, calls: () => calls };
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("which requests may be answered from the cache", () => {
  it("keys GET requests without our cookies by language and URL", () => {
    expect(pageCacheKey(get("/SearchResults?type=1&service=Hair"))).toBe("en saaj.test/SearchResults?type=1&service=Hair");
    expect(pageCacheKey(get("/", { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe("hi saaj.test/");
    expect(pageCacheKey(get("/", { "Accept-Language": "ml" }))).toBe("ml saaj.test/");
    expect(pageCacheKey(get("/", { Cookie: "theme=dark" }))).toBe("en saaj.test/");
    // A page that prints its own address (the share link) is kept per host: no poisoning by Host.
    expect(pageCacheKey(new Request("http://evil.example/Overview?share=1"))).toBe("en evil.example/Overview?share=1");
  });

  it("never keys a visitor with a session or a toast, or a form post", () => {
    expect(pageCacheKey(get("/", { Cookie: "__saaj=abc" }))).toBeNull();
    expect(pageCacheKey(get("/", { Cookie: "theme=dark; __saaj_toast=xyz" }))).toBeNull();
    expect(pageCacheKey(new Request("http://saaj.test/", { method: "POST", body: "a=1" }))).toBeNull();
  });

  it("keys a session that may be shared by its value too, and never one that may not", () => {
    const shared = (value: string) => value.startsWith("place-");
    const kochi = pageCacheKey(get("/", { Cookie: "__saaj=place-kochi" }), shared);
    const pune = pageCacheKey(get("/", { Cookie: "__saaj=place-pune" }), shared);
    expect(kochi).toMatch(/^en saaj\.test\/ \S+$/);
    expect(new Set([kochi, pune, pageCacheKey(get("/"), shared)]).size).toBe(3);
    expect(pageCacheKey(get("/", { Cookie: "__saaj=place-kochi" }), shared)).toBe(kochi);
    expect(pageCacheKey(get("/", { Cookie: "__saaj=cart" }), shared)).toBeNull();
    expect(pageCacheKey(get("/", { Cookie: "__saaj=place-kochi; __saaj_toast=xyz" }), shared)).toBeNull();
    expect(pageCacheKey(get("/", { Cookie: "__saaj=place-kochi" }))).toBeNull();
  });

  it("keys by the language the page is rendered in: the chosen one, else the best of Accept-Language", () => {
    expect(pageCacheKey(get("/", { "Accept-Language": "fr, hi;q=0.5" }))).toBe("hi saaj.test/");
    expect(pageCacheKey(get("/", { "Accept-Language": "fr, ml;q=0.4, hi;q=0.3" }))).toBe("ml saaj.test/");
    expect(pageCacheKey(get("/", { Cookie: "saaj_lang=ml", "Accept-Language": "hi" }))).toBe("ml saaj.test/");
    expect(pageCacheKey(get("/", { Cookie: "saaj_lang=xx", "Accept-Language": "hi" }))).toBe("hi saaj.test/");
  });

  it("lets junk in Accept-Language or the language cookie make no new keys", () => {
    expect(pageCacheKey(get("/", { "Accept-Language": "x".repeat(500) }))).toBe("en saaj.test/");
    expect(pageCacheKey(get("/", { "Accept-Language": "en-GB-oxendict" }))).toBe("en saaj.test/");
    expect(pageCacheKey(get("/", { "Accept-Language": "de" }))).toBe("en saaj.test/");
    expect(pageCacheKey(get("/", { Cookie: `saaj_lang=${"z".repeat(300)}` }))).toBe("en saaj.test/");
  });
});

describe("the page cache", () => {
  it("renders once for a crowd, and gives each response its own nonce", async () => {
    const t = clock();
    const cache = createPageCache({ now: t.now });
    const r = renderer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.handle(get("/"), `visitor-${i}`, r.render)));
    expect(r.calls()).toBe(1);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    bodies.forEach((body, i) => expect(body).toBe(`<script nonce="visitor-${i}">render 1</script>`));
    expect(answers.every((a) => a.headers.get("X-Page-Cache") === "miss")).toBe(true);
    const again = await cache.handle(get("/"), "later", r.render);
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(await again.text()).toBe('<script nonce="later">render 1</script>');
    expect(r.calls()).toBe(1);
  });

  it("serves a stale page at once while one request renders it again, then the new one", async () => {
    const t = clock();
    const cache = createPageCache({ now: t.now, freshMs: 1000, staleMs: 5000 });
    const r = renderer();
    await (await cache.handle(get("/"), "a", r.render)).text();
    t.advance(2000);
    const stale = await Promise.all([1, 2, 3].map((i) => cache.handle(get("/"), `s${i}`, r.render)));
    expect(stale.map((s) => s.headers.get("X-Page-Cache"))).toEqual(["stale", "stale", "stale"]);
    expect(await stale[0]!.text()).toContain("render 1");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(r.calls()).toBe(2);
    const fresh = await cache.handle(get("/"), "b", r.render);
    expect(fresh.headers.get("X-Page-Cache")).toBe("hit");
    expect(await fresh.text()).toContain("render 2");
  });

  it("renders again once the stale time is over too", async () => {
    const t = clock();
    const cache = createPageCache({ now: t.now, freshMs: 1000, staleMs: 5000 });
    const r = renderer();
    await (await cache.handle(get("/"), "a", r.render)).text();
    t.advance(6001);
    const answer = await cache.handle(get("/"), "b", r.render);
    expect(answer.headers.get("X-Page-Cache")).toBe("miss");
    expect(await answer.text()).toContain("render 2");
  });

  it("keeps nothing personal, failed or set-cookie, and every waiting visitor still gets a whole answer", async () => {
    const cases: ((n: number) => Response)[] = [
      (n) => page(`not found ${n}`, { status: 404 }),
      (n) => page(`sets ${n}`, { headers: { "Content-Type": "text/html", "Set-Cookie": "__saaj=1" } }),
      (n) => page(`private ${n}`, { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } }),
      (n) => new Response(`pdf ${n}`, { headers: { "Content-Type": "application/pdf" } }),
    ];
    for (const make of cases) {
      const cache = createPageCache();
      const r = renderer((n) => make(n));
      const answers = await Promise.all([1, 2, 3].map(() => cache.handle(get("/x"), "n", r.render)));
      const bodies = await Promise.all(answers.map((a) => a.text()));
      expect(bodies.every((b) => /\d$/.test(b))).toBe(true);
      expect(cache.size).toBe(0);
      expect(r.calls()).toBe(3);
    }
  });

  it("keeps a page with the cookie its loader vouches follows from the URL, and never shows the vouching header", async () => {
    const cache = createPageCache();
    const r = renderer((n) => page(`provider page ${n}`, { headers: { "Content-Type": "text/html", "Set-Cookie": "__saaj=place-kochi; Path=/; HttpOnly", [COOKIE_FROM_URL_HEADER]: "1" } }));
    const first = await cache.handle(get("/Overview?provider_id=3"), "a", r.render);
    const second = await cache.handle(get("/Overview?provider_id=3"), "b", r.render);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(r.calls()).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.headers.get("Set-Cookie")).toBe("__saaj=place-kochi; Path=/; HttpOnly");
      expect(answer.headers.has(COOKIE_FROM_URL_HEADER)).toBe(false);
    }
    const personal = await cache.handle(get("/Overview?provider_id=3", { Cookie: "__saaj=cart" }), "c", r.render);
    expect(personal.headers.has(COOKIE_FROM_URL_HEADER)).toBe(false);
  });

  it("answers a visitor with a session from a render of their own, never from the cache", async () => {
    const cache = createPageCache();
    const r = renderer();
    await (await cache.handle(get("/"), "a", r.render)).text();
    const personal = await cache.handle(get("/", { Cookie: "__saaj=abc" }), "b", r.render);
    expect(personal.headers.get("X-Page-Cache")).toBe("bypass");
    expect(await personal.text()).toContain("render 2");
  });

  it("keeps pages for a shared session apart from everyone else's", async () => {
    const cache = createPageCache({ sharedSession: (value) => value.startsWith("place-") });
    const r = renderer((n) => page(`home ${n}`));
    const kochi = { Cookie: "__saaj=place-kochi" };
    expect(await (await cache.handle(get("/", kochi), "a", r.render)).text()).toBe("home 1");
    expect(await (await cache.handle(get("/"), "b", r.render)).text()).toBe("home 2");
    const again = await cache.handle(get("/", kochi), "c", r.render);
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(await again.text()).toBe("home 1");
    expect((await cache.handle(get("/", { Cookie: "__saaj=cart" }), "d", r.render)).headers.get("X-Page-Cache")).toBe("bypass");
    expect(r.calls()).toBe(3);
  });

  it("drops the least recently used pages past its size", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const r = renderer();
    for (const path of ["/a", "/b"]) await (await cache.handle(get(path), "n", r.render)).text();
    await (await cache.handle(get("/a"), "n", r.render)).text(); // /a is now the most recent
    await (await cache.handle(get("/c"), "n", r.render)).text();
    expect(cache.size).toBe(2);
    expect((await cache.handle(get("/a"), "n", r.render)).headers.get("X-Page-Cache")).toBe("hit");
    expect((await cache.handle(get("/b"), "n", r.render)).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("lets a visitor who waited on a failed render render their own", async () => {
    const cache = createPageCache();
    let calls = 0;
    const render = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (calls === 1) throw new Error("API down");
      return { response: page("ok"), nonce: "" };
    };
    const [first, second] = await Promise.allSettled([cache.handle(get("/"), "a", render), cache.handle(get("/"), "b", render)]);
    expect(first.status).toBe("rejected");
    expect(second.status === "fulfilled" && (await second.value.text())).toBe("ok");
  });
});
