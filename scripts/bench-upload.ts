/**
 * Memory under oversized uploads: 10 parallel 200 MB uploads, several ways, against a running
 * production server; prints the server's idle and peak resident memory (RSS, sampled from
 * /proc every 5 ms) and fails when the peak is more than 100 MB above idle.
 *
 *   npm run build && npm run bench:upload          # starts its own server on port 3293
 *   BENCH_URL=http://localhost:3000 BENCH_PID=<server pid> npm run bench:upload
 *
 * Rounds (each 10 uploads at once, 200 MB each unless BENCH_UPLOAD_MB says otherwise):
 *   the API's photo upload (POST /api/book_now/) with an honest Content-Length, the same chunked
 *   (no Content-Length, so only counting can stop it), the web form with the photo (POST /DateTime)
 *   chunked, and a JSON body to POST /api/subscribe/ chunked. Then 10 camera photos (30+ MB JPEGs)
 *   at once to POST /DateTime, which the server takes and makes small (decision 0032).
 */
import http from "node:http";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const PORT = 3293;
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 10);
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const BUDGET_MB = 100;
let base = process.env.BENCH_URL;
let pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined;
let server: ReturnType<typeof spawn> | undefined;

if (!base) {
  base = `http://localhost:${PORT}`;
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SESSION_SECRET: "bench-session-secret-0123456789",
      PUBLIC_URL: base,
      CODE_SECRET: "bench-code-secret-0123456789",
      DEMO_MODE: "1",
      ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
      PGLITE_DATA_DIR: "memory://",
      SEED_PROVIDERS: "40",
      // As the image sets it (Dockerfile, decision 0032).
      MALLOC_ARENA_MAX: "2",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  pid = server.pid;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start (did you run npm run build?)");
    await new Promise((r) => setTimeout(r, 300));
  }
}
if (!pid) throw new Error("BENCH_PID must name the server's process id when BENCH_URL is set");

const rssMb = () => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

/** One upload of SIZE bytes, streamed from a reused 64 KB buffer (the client keeps no copy). */
function upload(path: string, contentType: string, declareLength: boolean) {
  return new Promise<{ status: number | string; sentMb: number }>((resolve) => {
    const url = new URL(path, base);
    const boundary = "----saajbench";
    const multipart = contentType.startsWith("multipart");
    const head = multipart ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="reference_image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`) : Buffer.from('{"email":"');
    const tail = multipart ? Buffer.from(`\r\n--${boundary}--\r\n`) : Buffer.from('@example.in"}');
    const total = head.length + SIZE + tail.length;
    const headers: Record<string, string> = {
      "content-type": multipart ? `${contentType}; boundary=${boundary}` : contentType,
      origin: url.origin,
    };
    if (declareLength) headers["content-length"] = String(total);
    const req = http.request(url, { method: "POST", headers });
    let sent = 0;
    let done = false;
    const finish = (status: number | string) => {
      if (done) return;
      done = true;
      resolve({ status, sentMb: Math.round(sent / 1024 / 1024) });
    };
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode!));
      req.destroy(); // the answer is in: stop sending the rest
      finish(res.statusCode!);
    });
    req.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    req.write(head);
    const pump = () => {
      while (!done && sent < SIZE) {
        const piece = sent + chunk.length <= SIZE ? chunk : chunk.subarray(0, SIZE - sent);
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!done) req.end(tail);
    };
    pump();
  });
}

async function sampleWhile<T>(work: Promise<T>) {
  let peak = rssMb();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb());
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const result = await work;
  // Memory freed late still counts: keep sampling a little after the last answer.
  await new Promise((r) => setTimeout(r, 500));
  running = false;
  await sampler;
  return { result, peak };
}

// Warm up (pages, the API, one small upload), then take the idle figure.
for (let i = 0; i < 5; i++) {
  await fetch(`${base}/`).then((r) => r.text());
  await fetch(`${base}/api/categories/`).then((r) => r.text());
}
await new Promise((r) => setTimeout(r, 1500));
const idleSamples: number[] = [];
for (let i = 0; i < 20; i++) {
  idleSamples.push(rssMb());
  await new Promise((r) => setTimeout(r, 25));
}
const idle = idleSamples.sort((a, b) => a - b)[Math.floor(idleSamples.length / 2)]!;

const rounds: [name: string, path: string, type: string, declare: boolean][] = [
  ["POST /api/book_now/ multipart, Content-Length", "/api/book_now/", "multipart/form-data", true],
  ["POST /api/book_now/ multipart, chunked", "/api/book_now/", "multipart/form-data", false],
  ["POST /DateTime multipart (web form), chunked", "/DateTime", "multipart/form-data", false],
  ["POST /api/subscribe/ JSON, chunked", "/api/subscribe/", "application/json", false],
];

console.log(`upload benchmark against ${base} (server pid ${pid}): ${PARALLEL} parallel uploads of ${SIZE / 1024 / 1024} MB per round`);
console.log(`idle RSS: ${idle.toFixed(1)} MB`);
let worst = idle;
for (const [name, path, type, declare] of rounds) {
  const started = performance.now();
  const { result, peak } = await sampleWhile(Promise.all(Array.from({ length: PARALLEL }, () => upload(path, type, declare))));
  worst = Math.max(worst, peak);
  const statuses = Object.entries(result.reduce<Record<string, number>>((acc, r) => ((acc[String(r.status)] = (acc[String(r.status)] ?? 0) + 1), acc), {}))
    .map(([s, n]) => `${n}×${s}`)
    .join(" ");
  const sent = Math.max(...result.map((r) => r.sentMb));
  console.log(
    `${name.padEnd(50)} answers ${statuses.padEnd(10)} most sent before the answer ${String(sent).padStart(4)} MB  peak RSS ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB)  ${Math.round(performance.now() - started)} ms`,
  );
}
// Camera photos the server takes: each streamed to a file, then made small by libvips (decision 0032).
const { randomBytes } = await import("node:crypto");
const { default: sharp } = await import("sharp");
const photo = await sharp(randomBytes(6000 * 4000 * 3), { raw: { width: 6000, height: 4000, channels: 3 } })
  .jpeg({ quality: 100 })
  .toBuffer();
const sendPhoto = async () => {
  const form = new FormData();
  form.append("date", "2026-12-14");
  form.append("slot", "11:30 AM");
  form.append("reference_image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_2041.jpg");
  form.append("intent", "book");
  const response = await fetch(new URL("/DateTime", base), { method: "POST", body: form, headers: { origin: new URL(base!).origin }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
};
{
  const started = performance.now();
  const { result, peak } = await sampleWhile(Promise.all(Array.from({ length: PARALLEL }, sendPhoto)));
  worst = Math.max(worst, peak);
  const name = `POST /DateTime, a ${Math.round(photo.length / 1024 / 1024)} MB camera photo, taken`;
  // Without a session the action sends the visitor to log in; the photo was read and made small before it.
  console.log(
    `${name.padEnd(50)} answers ${[...new Set(result)].join(" ")} ×${result.length}  peak RSS ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB)  ${Math.round(performance.now() - started)} ms`,
  );
}
const delta = worst - idle;
console.log(`peak RSS ${worst.toFixed(1)} MB, ${delta.toFixed(1)} MB above idle (budget ${BUDGET_MB} MB): ${delta <= BUDGET_MB ? "within budget" : "OVER BUDGET"}`);
server?.kill("SIGTERM");
process.exit(delta <= BUDGET_MB ? 0 : 1);
