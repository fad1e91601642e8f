import { defineConfig } from "@playwright/test";
import path from "node:path";
import { vnuJar } from "./tests/e2e/vnu";

// The first of seven ports (PORT to PORT + 6). `npm test` sets a free one (scripts/free-port.mjs); it is
// chosen outside this file because Playwright's workers load it again and must see the same ports.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CLIENT_ADDRESS_SECRET = "e2e-client-address-secret-0123456789";
/** The sixth server's service-wide cap on code SMS an hour (tests/e2e/login-budgets.spec.ts). */
const E2E_SMS_CAP = 4;
/** The sixth server's wait before a phone gets another code (DEMO_RESEND_SECONDS; the spec's 60 s elsewhere). */
export const E2E_RESEND_SECONDS = 10;
/**
 * The second server's time for the provider's code to be entered (DEMO_CONFIRM_WINDOW_SECONDS), shorter
 * than the spec's 120 s: booking-lifecycle.spec.ts watches requests run out of it. The 120 s rule
 * itself is proven with a movable clock (api/routes/appointments/lifecycle.test.ts).
 */
const SILENT_CONFIRM_WINDOW_SECONDS = 40;

/** The production build the servers run: `npm run build` first (npm test builds into BUILD_DIR). */
const BUILD = path.resolve(process.env.BUILD_DIR ?? "build");

/** Every journey runs twice: with JavaScript off and on, against the real server, API and database. */
export default defineConfig({
  testDir: "tests/e2e",
  // npm test gives each run its own (scripts/test-all.sh), so two runs never share one.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on two cores: a test often waits (a server's answer, a timer), and a third browser fills
  // those gaps. Measured on the whole suite: 2 workers 10.2 min, 3 workers 9.0 min (none flaky),
  // 4 workers 9.5 min (one flaky). docs/performance.md.
  workers: 3,
  // One retry: a test that fails and then passes is still reported (as "flaky", with where it stood
  // printed by fixtures.ts), so a timing problem is seen and read without turning the whole run red.
  retries: 1,
  // npm test also writes a JSON report, from which scripts/conformance.ts counts the proven spec items.
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "off",
  },
  // A test that applies with JavaScript on only (or off only) is tagged @js-on (@js-off): the other
  // project leaves it out before any browser starts, rather than starting one to skip it.
  projects: [
    { name: "js-off", use: { javaScriptEnabled: false }, grepInvert: /@js-on\b/ },
    { name: "js-on", use: { javaScriptEnabled: true }, grepInvert: /@js-off\b/ },
  ],
  webServer: [
    server(PORT, "1500"),
    // Its demo provider and demo payment gateway never answer by themselves, and its requests run out of time sooner.
    server(PORT + 1, String(24 * 3600_000), { CLIENT_ADDRESS_SECRET, DEMO_GATEWAY_DELAY_MS: String(24 * 3600_000), DEMO_CONFIRM_WINDOW_SECONDS: String(SILENT_CONFIRM_WINDOW_SECONDS) }),
    // The web app alone, calling the second server's API over HTTP as it would any server of the contract.
    server(PORT + 2, "0", { API_BASE_URL: `http://127.0.0.1:${PORT + 1}`, CLIENT_ADDRESS_SECRET }),
    // The spec's failure messages: the web app calling the second server's API through a proxy
    // that fails the calls tests/e2e/conformance/chaos-rules.ts names (CHAOS_URL in conformance/run.ts).
    {
      command: "npx tsx tests/e2e/conformance/chaos-api.ts",
      url: `http://localhost:${PORT + 3}/healthz`,
      timeout: 60_000,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      stdout: "pipe" as const,
      env: { CHAOS_PORT: String(PORT + 3), CHAOS_UPSTREAM: `http://127.0.0.1:${PORT + 1}` },
    },
    server(PORT + 4, "0", { API_BASE_URL: `http://127.0.0.1:${PORT + 3}`, CLIENT_ADDRESS_SECRET }),
    // A service-wide SMS cap of 4 an hour (SMS_MAX_PER_HOUR, the production setting): login-budgets.spec.ts
    // spends it from other addresses and shows that browsers that logged in before still get codes,
    // after a 10 s wait per phone rather than the spec's 60 s (proven in api/routes/auth/*.test.ts).
    server(PORT + 5, "0", { SMS_MAX_PER_HOUR: String(E2E_SMS_CAP), DEMO_RESEND_SECONDS: String(E2E_RESEND_SECONDS) }),
    // The Nu HTML checker's web service (tests/e2e/vnu.ts), one JVM for the whole run.
    {
      command: `java -Xss16m -cp ${vnuJar} -Dnu.validator.servlet.bind-address=127.0.0.1 nu.validator.servlet.Main ${PORT + 6}`,
      url: `http://127.0.0.1:${PORT + 6}/`,
      timeout: 60_000,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
  ],
});

/**
 * The real server (the production bundle, as `npm start` runs it), API and an in-memory database.
 * The second one's demo provider never answers (booking-lifecycle.spec.ts: a request the provider
 * does not accept in time).
 */
function server(port: number, demoProviderDelayMs: string, extra: Record<string, string> = {}) {
  return {
    command: `node --enable-source-maps ${path.join(BUILD, "server.js")}`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // Logs are JSON lines on stdout; at LOG_LEVEL=warn only warnings and errors reach the CI output.
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      SESSION_SECRET: "e2e-session-secret-0123456789",
      PUBLIC_URL: `http://localhost:${port}`,
      CODE_SECRET: "e2e-code-secret-0123456789",
      COOKIE_SECURE: "false",
      DEMO_MODE: "1",
      ALLOW_PUBLIC_DEMO: "yes-i-know-codes-are-public",
      DEMO_PROVIDER_DELAY_MS: demoProviderDelayMs,
      // The demo gateway pays a UPI request this long after it opens (long enough to see the QR code).
      DEMO_GATEWAY_DELAY_MS: "3000",
      PGLITE_DATA_DIR: "memory://",
      // The browser on loopback plays the proxy: each test's X-Forwarded-For is its own address.
      TRUSTED_PROXIES: "127.0.0.1/32,::1/128",
      ...extra,
    },
  };
}
