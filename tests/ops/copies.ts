/**
 * The production shape for the ops tests: a PostgreSQL server of the test's own (so it can be
 * restarted), and copies of the built server (`server.ts` under NODE_ENV=production, BUILD_DIR)
 * started, signalled and watched as an orchestrator would.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const PG_SCRIPT = path.join(root, "scripts/pg-test-server.sh");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

export interface TestPostgres {
  url: string;
  dir: string;
  /** pg_ctl restart -m fast: every connection is cut, as in a maintenance window or a failover. */
  restart(): void;
  stop(): void;
  /** A new empty database on this server; its URL. */
  createDatabase(name: string): Promise<string>;
}

export function startPostgres(): TestPostgres {
  const out = execFileSync("bash", [PG_SCRIPT], { encoding: "utf8" });
  const dir = /PG_TEST_DIR=(\S+)/.exec(out)![1]!;
  const url = /DATABASE_URL_TEST=(\S+)/.exec(out)![1]!;
  const pgBin = execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1"], { encoding: "utf8" }).trim();
  // As root the server runs as postgres (scripts/pg-test-server.sh), and so must pg_ctl.
  const pgCtl = (...args: string[]) =>
    process.getuid?.() === 0 ? execFileSync("runuser", ["-u", "postgres", "--", `${pgBin}/pg_ctl`, ...args], { stdio: "ignore" }) : execFileSync(`${pgBin}/pg_ctl`, args, { stdio: "ignore" });
  return {
    url,
    dir,
    restart: () => pgCtl("-D", dir, "restart", "-m", "fast", "-w"),
    stop: () => execFileSync("bash", [PG_SCRIPT, "stop", dir], { stdio: "ignore" }),
    async createDatabase(name) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url.replace(/\/[^/]*$/, `/${name}`);
    },
  };
}

export async function freePorts(count: number): Promise<number> {
  return Number(execFileSync(process.execPath, [path.join(root, "scripts/free-port.mjs"), String(count)], { encoding: "utf8" }).trim());
}

export interface Copy {
  port: number;
  base: string;
  process: ChildProcess;
  /** Every log line it wrote so far (stdout and stderr). */
  output: string[];
  exited: Promise<number | null>;
  waitReady(timeoutMs?: number): Promise<void>;
}

export function startCopy(port: number, databaseUrl: string, env: Record<string, string> = {}): Copy {
  // The bundled server, as the image runs it (scripts/build-server.ts).
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(buildDir, "server.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "ops-session-secret-0123456789",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CODE_SECRET: "ops-code-secret-0123456789",
      COOKIE_SECURE: "false",
      DEMO_MODE: "1",
      ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
      SEED_PROVIDERS: "40",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean)));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    base,
    process: child,
    output,
    exited,
    async waitReady(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`copy on ${port} exited (${child.exitCode}):\n${output.slice(-20).join("\n")}`);
        const status = await fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`copy on ${port} not ready after ${timeoutMs} ms:\n${output.slice(-20).join("\n")}`);
    },
  };
}

export async function stopCopy(copy: Copy) {
  if (copy.process.exitCode === null) {
    copy.process.kill("SIGTERM");
    await copy.exited;
  }
}

/** GET a path; the status, or 0 when no whole answer came (refused, reset, timed out). */
export const statusOf = async (url: string, timeoutMs = 10_000, headers: Record<string, string> = {}) => (await answerOf(url, timeoutMs, headers)).status;

/** GET a path: its status, or 0 and why no whole answer came. */
export async function answerOf(url: string, timeoutMs = 10_000, headers: Record<string, string> = {}): Promise<{ status: number; error?: string }> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    await r.arrayBuffer();
    return { status: r.status };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    return { status: 0, error: `${url}: ${e.cause?.code ?? e.cause?.message ?? e.message}` };
  }
}

/**
 * A provider console sign-in (issue 28) on a demo-mode copy: the demo owner of provider 1 asks for
 * a code, reads it from the demo outbox as the console's demo note does, and trades it for a token.
 * Its header for the console's API.
 */
export async function consoleSignIn(base: string, phone = "9000000001"): Promise<Record<string, string>> {
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const asked = await post("/partner-api/login/", { phone });
  if (asked.status !== 200) throw new Error(`console code: ${asked.status} ${await asked.text()}`);
  const outbox = (await (await fetch(`${base}/api/demo/outbox/?phone=${phone}`)).json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.body ?? "")?.[1];
  const verified = await post("/partner-api/login/verify-otp/", { phone, otp: code });
  if (verified.status !== 200) throw new Error(`console sign-in: ${verified.status} ${await verified.text()}`);
  const { token } = (await verified.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
