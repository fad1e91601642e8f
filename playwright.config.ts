import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Every journey runs twice: with JavaScript off and on, against the real server, API and database. */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "js-off", use: { javaScriptEnabled: false } },
    { name: "js-on", use: { javaScriptEnabled: true } },
  ],
  webServer: {
    command: "npx tsx server.ts",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      SESSION_SECRET: "e2e-session-secret-0123456789",
      CODE_SECRET: "e2e-code-secret-0123456789",
      COOKIE_SECURE: "false",
      DEMO_MODE: "1",
      DEMO_PROVIDER_DELAY_MS: "1500",
      PGLITE_DATA_DIR: "memory://",
      TRUST_PROXY: "1",
    },
  },
});
