/**
 * Benchmarks that print figures (never a pass/fail on time): server render latency and page
 * weight of the main pages, against a production server on this machine (loopback only).
 *
 *   npm run build && npm run bench            # starts its own server on port 3290
 *   BENCH_URL=http://localhost:3000 npm run bench
 *
 * Each page gets a warm-up, then REQUESTS sequential requests and REQUESTS more at CONCURRENCY.
 */
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = 3290;
let base = process.env.BENCH_URL;
let server: ReturnType<typeof spawn> | undefined;

if (!base) {
  base = `http://localhost:${PORT}`;
  server = spawn("npx", ["tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SESSION_SECRET: "bench-session-secret-0123456789",
      CODE_SECRET: "bench-code-secret-0123456789",
      DEMO_MODE: "1",
      ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
      PGLITE_DATA_DIR: "memory://",
      SEED_PROVIDERS: process.env.SEED_PROVIDERS ?? "1000",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function firstProvider() {
  const res = await fetch(`${base}/api/serviceprovidertypes/?address=Trivandrum&radius=20&service_type_id=1`);
  const body = (await res.json()) as { data?: { provider_id: number; branch_id: number }[] };
  const p = body.data?.[0];
  return p ? `/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id}` : "/Overview?provider_id=1&branch_id=1";
}

const pages = ["/", "/SearchResults?type=1&service=Haircut&location=Trivandrum", await firstProvider(), "/Login", "/AboutUs", "/api/serviceprovidertypes/?address=Trivandrum&radius=20"];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timeOne(path: string) {
  const start = performance.now();
  const res = await fetch(base + path);
  const body = await res.text();
  return { ms: performance.now() - start, bytes: Buffer.byteLength(body), gzip: gzipSync(body).length, status: res.status };
}

console.log(`benchmark against ${base}: ${REQUESTS} sequential + ${REQUESTS} at concurrency ${CONCURRENCY}`);
console.log("page".padEnd(58), "status", "KiB", "gzKiB", "p50 ms", "p95 ms", "conc p50", "conc p95", "req/s");
for (const path of pages) {
  for (let i = 0; i < 5; i++) await timeOne(path);
  const seq: number[] = [];
  let last = await timeOne(path);
  for (let i = 0; i < REQUESTS; i++) {
    last = await timeOne(path);
    seq.push(last.ms);
  }
  const conc: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) conc.push((await timeOne(path)).ms);
    }),
  );
  const rps = (REQUESTS / ((performance.now() - started) / 1000)).toFixed(0);
  seq.sort((a, b) => a - b);
  conc.sort((a, b) => a - b);
  console.log(
    path.slice(0, 58).padEnd(58),
    String(last.status).padStart(6),
    (last.bytes / 1024).toFixed(1).padStart(5),
    (last.gzip / 1024).toFixed(1).padStart(5),
    pct(seq, 50).toFixed(1).padStart(6),
    pct(seq, 95).toFixed(1).padStart(6),
    pct(conc, 50).toFixed(1).padStart(8),
    pct(conc, 95).toFixed(1).padStart(8),
    rps.padStart(5),
  );
}
server?.kill("SIGTERM");
