import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { PORT, READY_PORT } from "./tests/e2e/servers/definitions";

/**
 * Debian's chromium-headless-shell, the headless-only build Playwright itself runs headless tests
 * in: a new page costs a fifth of full Chromium's CPU here (decision 0034). Full Chromium when the
 * shell is missing, or for `--headed` (CHROMIUM_PATH=/usr/bin/chromium).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
      executablePath: CHROMIUM,
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
  // Every server at once (tests/e2e/servers/): Playwright would start a list of them one by one.
  webServer: {
    command: `${path.resolve("node_modules/.bin/tsx")} tests/e2e/servers/start.ts`,
    url: `http://127.0.0.1:${READY_PORT}/`,
    timeout: 150_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // Their logs are JSON lines; at LOG_LEVEL=warn only warnings and errors reach the CI output.
    stdout: "pipe",
    stderr: "pipe",
  },
});
