import path from "node:path";
import { vnuJar } from "../vnu";

/**
 * The first of the e2e ports (PORT to PORT + 7). `npm test` picks free ones (scripts/free-port.mjs 8)
 * outside Playwright, whose workers load the config again and must see the same ports.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Answered by tests/e2e/servers/start.ts once every server below is up: what Playwright waits for. */
export const READY_PORT = PORT + 7;
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

export interface ServerDefinition {
  name: string;
  command: string;
  /** Answers 2xx once the server is up. */
  url: string;
  env?: Record<string, string>;
  /** Its output is shown (warnings and errors: LOG_LEVEL=warn), or only what it writes to stderr. */
  output: "all" | "stderr";
  /** Starts from the run's saved copy of the demo database (PGLITE_LOAD_FROM, set by start.ts). */
  database?: true;
}

/**
 * The real server (the production bundle, as `npm start` runs it), API and an in-memory database.
 * The second one's demo provider never answers (booking-lifecycle.spec.ts: a request the provider
 * does not accept in time).
 */
function server(name: string, port: number, demoProviderDelayMs: string, extra: Record<string, string> = {}): ServerDefinition {
  return {
    name,
    command: `node --enable-source-maps ${path.join(BUILD, "server.js")}`,
    url: `http://localhost:${port}/healthz`,
    output: "all",
    database: true,
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

/** Every server the journeys use, each on its own port from PORT. */
export const SERVERS: ServerDefinition[] = [
  server("main", PORT, "1500"),
  // Its demo provider and demo payment gateway never answer by themselves, and its requests run out of time sooner.
  server("silent", PORT + 1, String(24 * 3600_000), {
    CLIENT_ADDRESS_SECRET,
    DEMO_GATEWAY_DELAY_MS: String(24 * 3600_000),
    DEMO_CONFIRM_WINDOW_SECONDS: String(SILENT_CONFIRM_WINDOW_SECONDS),
  }),
  // The web app alone, calling the second server's API over HTTP as it would any server of the contract.
  server("app-only", PORT + 2, "0", { API_BASE_URL: `http://127.0.0.1:${PORT + 1}`, CLIENT_ADDRESS_SECRET }),
  // The spec's failure messages: the web app calling the second server's API through a proxy
  // that fails the calls tests/e2e/conformance/chaos-rules.ts names (CHAOS_URL in conformance/run.ts).
  {
    name: "chaos-proxy",
    command: `${path.resolve("node_modules/.bin/tsx")} tests/e2e/conformance/chaos-api.ts`,
    url: `http://localhost:${PORT + 3}/healthz`,
    output: "stderr",
    env: { CHAOS_PORT: String(PORT + 3), CHAOS_UPSTREAM: `http://127.0.0.1:${PORT + 1}` },
  },
  server("chaos-app", PORT + 4, "0", { API_BASE_URL: `http://127.0.0.1:${PORT + 3}`, CLIENT_ADDRESS_SECRET }),
  // A service-wide SMS cap of 4 an hour (SMS_MAX_PER_HOUR, the production setting): login-budgets.spec.ts
  // spends it from other addresses and shows that browsers that logged in before still get codes,
  // after a 10 s wait per phone rather than the spec's 60 s (proven in api/routes/auth/*.test.ts).
  server("sms-cap", PORT + 5, "0", { SMS_MAX_PER_HOUR: String(E2E_SMS_CAP), DEMO_RESEND_SECONDS: String(E2E_RESEND_SECONDS) }),
  // The Nu HTML checker's web service (tests/e2e/vnu.ts), one JVM for the whole run.
  {
    name: "nu-checker",
    command: `java -Xss16m -cp ${vnuJar} -Dnu.validator.servlet.bind-address=127.0.0.1 nu.validator.servlet.Main ${PORT + 6}`,
    url: `http://127.0.0.1:${PORT + 6}/`,
    output: "stderr",
  },
];
