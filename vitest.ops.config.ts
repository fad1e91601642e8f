import { defineConfig } from "vitest/config";

/** The production-shape tests (tests/ops): built server copies on a PostgreSQL of their own. */
export default defineConfig({
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One file, run in order: each test starts several server copies, which is the whole machine.
    fileParallelism: false,
  },
});
