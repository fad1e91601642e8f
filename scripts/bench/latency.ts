import { gzipSync } from "node:zlib";
import { pct } from "./stats";

const WARM_UP = 5;

/** One request: its time, size (plain and gzip) and status. */
async function timeOne(url: string) {
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  return { ms: performance.now() - start, bytes: Buffer.byteLength(body), gzip: gzipSync(body).length, status: res.status };
}

/** Server latency and page weight of each page: `requests` one at a time, then `requests` with `concurrency` in flight. */
export async function latencySection(origin: string, pages: string[], requests: number, concurrency: number) {
  console.log("page".padEnd(58), "status", "KiB", "gzKiB", "p50 ms", "p95 ms", "conc p50", "conc p95", "req/s");
  for (const p of pages) {
    for (let i = 0; i < WARM_UP; i++) await timeOne(origin + p);
    const seq: number[] = [];
    let last = await timeOne(origin + p);
    for (let i = 0; i < requests; i++) {
      last = await timeOne(origin + p);
      seq.push(last.ms);
    }
    const conc: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) conc.push((await timeOne(origin + p)).ms);
      }),
    );
    const rps = (requests / ((performance.now() - started) / 1000)).toFixed(0);
    seq.sort((a, b) => a - b);
    conc.sort((a, b) => a - b);
    console.log(
      p.slice(0, 58).padEnd(58),
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
}
