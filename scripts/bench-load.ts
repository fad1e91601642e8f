/**
 * The crowd: LOAD_USERS customers (default 200) at once for LOAD_SECONDS (default 45), each from
 * its own address, browsing as people do: the home page, a search in one of the demo cities, a
 * provider from its results, and one in four adds a service to the cart (a session from then
 * on, so their pages are rendered for them, never cached). Prints p50/p95/max per page, errors
 * (5xx, network, over 30 s) and unexpected answers. Figures, not pass/fail.
 *
 *   BENCH_URL=http://localhost:3290 npx tsx scripts/bench-load.ts   (npm run bench starts the server)
 *
 * The server must trust loopback as a proxy (TRUSTED_PROXIES) for each customer's own address.
 */
export {};

const base = process.env.BENCH_URL ?? "http://localhost:3290";
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 45);
const TIMEOUT_MS = 30_000;
const CART_SHARE = 0.25;
/** The demo's cities (GET /api/cities/); with the demo seed some have no salon nearby, as happens. */
const CITIES = [
  "Ahmedabad",
  "Bengaluru",
  "Chandigarh",
  "Chennai",
  "Coimbatore",
  "Gurugram",
  "Hyderabad",
  "Jaipur",
  "Kochi",
  "Kolkata",
  "Kozhikode",
  "Lucknow",
  "Madurai",
  "Mumbai",
  "Mysuru",
  "New Delhi",
  "Pune",
  "Thrissur",
  "Trivandrum",
];

type Kind = "home" | "search" | "provider" | "add to cart" | "home with a cart" | "provider with a cart";
const times = new Map<Kind, number[]>();
const errors = new Map<Kind, number>();
const unexpected = new Map<Kind, number>();
const count = (m: Map<Kind, number>, k: Kind) => m.set(k, (m.get(k) ?? 0) + 1);

async function hit(kind: Kind, path: string, address: string, init: RequestInit = {}, expect = [200]) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS), headers: { "X-Forwarded-For": address, ...init.headers } });
    const body = await res.text();
    times.set(kind, [...(times.get(kind) ?? []), performance.now() - started]);
    if (res.status >= 500) count(errors, kind);
    else if (!expect.includes(res.status)) count(unexpected, kind);
    return { res, body };
  } catch {
    count(errors, kind);
    return null;
  }
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

async function customer(n: number, until: number) {
  const address = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
  let cookie: string | undefined;
  let provider: string | undefined;
  while (Date.now() < until) {
    const withCart = cookie ? { headers: { Cookie: cookie } } : {};
    await hit(cookie ? "home with a cart" : "home", "/", address, withCart);
    const found = await hit("search", `/SearchResults?type=1&location=${encodeURIComponent(pick(CITIES))}`, address, withCart, [200, 404]);
    const links = [...(found?.body ?? "").matchAll(/\/Overview\?provider_id=(\d+)&amp;branch_id=(\d+)/g)].map((m) => `/Overview?provider_id=${m[1]}&branch_id=${m[2]}`);
    if (links.length) provider = pick(links);
    if (!provider) continue;
    const page = await hit(cookie ? "provider with a cart" : "provider", provider, address, withCart);
    if (cookie || Math.random() > CART_SHARE || !page) continue;
    const serviceId = /name="serviceId" value="(\d+)"/.exec(page.body)?.[1];
    const query = new URL(base + provider).searchParams;
    if (!serviceId) continue;
    const form = new URLSearchParams({ intent: "add", serviceId, providerId: query.get("provider_id")!, branchId: query.get("branch_id")!, redirectTo: provider });
    const added = await hit("add to cart", "/actions/cart", address, { method: "POST", body: form, headers: { Origin: base } }, [302, 303]);
    cookie = added?.res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__saaj="))
      ?.split(";")[0];
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const started = Date.now();
await Promise.all(Array.from({ length: USERS }, (_, i) => customer(i, started + SECONDS * 1000)));
const elapsed = (Date.now() - started) / 1000;
const total = [...times.values()].reduce((s, t) => s + t.length, 0);
console.log(`${USERS} customers for ${SECONDS} s against ${base}: ${total} requests, ${(total / elapsed).toFixed(0)} req/s`);
console.log("page".padEnd(22), "count".padStart(6), "p50 ms".padStart(8), "p95 ms".padStart(8), "max ms".padStart(8), "errors".padStart(7), "unexpected".padStart(11));
for (const [kind, t] of times) {
  t.sort((a, b) => a - b);
  console.log(
    kind.padEnd(22),
    String(t.length).padStart(6),
    pct(t, 50).toFixed(0).padStart(8),
    pct(t, 95).toFixed(0).padStart(8),
    t.at(-1)!.toFixed(0).padStart(8),
    String(errors.get(kind) ?? 0).padStart(7),
    String(unexpected.get(kind) ?? 0).padStart(11),
  );
}
