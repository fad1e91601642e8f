import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { Floor } from "./floor-file";
import { GOAL } from "./goals";

const CONNECTIONS = 20;
export const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon on one URL: requests per second, latency and what went wrong. */
export const cannon = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: THROUGHPUT_SECONDS, headers, timeout: 30 }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p97: r.latency.p97_5,
    bad: r.non2xx + r.errors + r.timeouts,
  }));

/**
 * The compared pages' static copies: each page as the server sent it, scripts removed, saved as a
 * file the same server serves (under the build's client directory). Their static-file paths.
 */
export async function writeStaticCopies(origin: string, pages: string[], buildDir: string) {
  const dir = path.join(buildDir, "client", "bench-static");
  mkdirSync(dir, { recursive: true });
  const copies = new Map<string, string>();
  for (const [i, p] of pages.entries()) {
    const html = await (await fetch(origin + p)).text();
    writeFileSync(path.join(dir, `${i}.html`), html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""));
    copies.set(p, `/bench-static/${i}.html`);
  }
  return { copies, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A visitor with one service from `provider` in the cart: the session cookie. */
async function cartCookie(origin: string, provider: string) {
  const html = await (await fetch(origin + provider)).text();
  const serviceId = /name="serviceId" value="(\d+)"/.exec(html)?.[1];
  const query = new URL(origin + provider).searchParams;
  const form = new URLSearchParams({ intent: "add", serviceId: serviceId ?? "1", providerId: query.get("provider_id")!, branchId: query.get("branch_id")!, redirectTo: provider });
  const res = await fetch(`${origin}/actions/cart`, { method: "POST", body: form, redirect: "manual", headers: { Origin: origin } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__saaj="));
  if (!cookie) throw new Error(`adding to the cart gave no session (HTTP ${res.status})`);
  return cookie.split(";")[0]!;
}

/**
 * Each page's throughput against its static copy, for a visitor without a session and (but for
 * /Login and /AboutUs) one with a cart, beside the floor's app/static ratio. These run on the
 * embedded PGlite; issue 26's goal for personal pages is held on PostgreSQL with one copy.
 */
export async function throughputSection(origin: string, pages: string[], copies: Map<string, string>, provider: string, floor: Floor | undefined) {
  console.log(
    `floor (bare page / its static copy): ${floor ? floor.throughputRatio.toFixed(3) : "-"}; issue 26's goal for personal pages (>= ${GOAL.personalThroughputShare}x the floor's) is measured on PostgreSQL with one copy`,
  );
  console.log("page".padEnd(50), "visitor".padEnd(8), "app req/s", "p50 ms", "p97.5 ms", "bad", "static req/s", "ratio", "floor", "÷ floor");
  const cookie = await cartCookie(origin, provider);
  for (const p of pages) {
    const copyPath = copies.get(p);
    const copy = copyPath ? await cannon(origin + copyPath) : { rps: NaN };
    const visitors: [string, Record<string, string>][] = [["none", {}]];
    if (p !== "/Login" && p !== "/AboutUs") visitors.push(["session", { Cookie: cookie }]);
    for (const [who, headers] of visitors) {
      const app = await cannon(origin + p, headers);
      const ratio = app.rps / copy.rps;
      console.log(
        p.slice(0, 50).padEnd(50),
        who.padEnd(8),
        app.rps.toFixed(0).padStart(9),
        String(app.p50).padStart(6),
        String(app.p97).padStart(8),
        String(app.bad).padStart(3),
        copy.rps.toFixed(0).padStart(12),
        ratio.toFixed(3).padStart(5),
        (floor ? floor.throughputRatio.toFixed(3) : "-").padStart(5),
        (floor ? (ratio / floor.throughputRatio).toFixed(2) : "-").padStart(7),
      );
    }
  }
}
