import { spawn } from "node:child_process";

/** The settings every benchmark's production server runs with: demo data, its own secrets, on `port`. */
export const benchServerEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  PORT: String(port),
  SESSION_SECRET: "bench-session-secret-0123456789",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  CODE_SECRET: "bench-code-secret-0123456789",
  COOKIE_SECURE: "false",
  DEMO_MODE: "1",
  ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
  SEED_PROVIDERS: process.env.SEED_PROVIDERS ?? "1000",
});

/** A production server with demo data on this port, once it answers. */
export async function startServer(port: number, env: Record<string, string> = {}, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", "server.ts"], {
    env: {
      ...benchServerEnv(port),
      DEMO_PROVIDER_DELAY_MS: "1500",
      // The load test's customers each come from their own address, as behind a proxy.
      TRUSTED_PROXIES: "127.0.0.1/32,::1/128",
      PGLITE_DATA_DIR: "memory://",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
}
