import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["api/**/*.test.ts", "contract/**/*.test.ts", "app/**/*.test.ts", "server/**/*.test.ts", "shared/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/conformance/**/*.test.ts"],
    environment: "node",
    globalSetup: ["api/test/global-setup.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Worker threads, not processes: the PGlite stage of npm test took 65 s against 74 s with forks
    // (a file's imports are cheaper in a thread), the PostgreSQL stage 66 s against 68 s.
    pool: "threads",
    // Vitest leaves a core free by default, which on a 2-core machine runs the files one at a time.
    maxWorkers: 2,
  },
});
