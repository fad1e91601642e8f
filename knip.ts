import { defineConfig } from "knip/config";

/**
 * Unused files and dependencies fail `npm test` (scripts/test-all.sh); unused exports and types are
 * printed as warnings. Why each exception: docs/decisions/0012-dependencies.md.
 */
export default defineConfig({
  // server.ts, api/main.ts, api/db/seed-cli.ts, app/root.tsx and app/routes.ts are found through package.json and React Router.
  entry: [
    "scripts/*.{ts,mjs}",
    // React Router loads these by convention and by the paths in app/routes.ts.
    "app/entry.{client,server}.tsx",
    "app/routes/**/*.tsx",
    // Type augmentation only (AppLoadContext): read by tsc, imported by nobody.
    "app/lib/load-context.ts",
    // The production-shape tests, run by scripts/test-all.sh with their own Vitest config.
    "vitest.ops.config.ts",
    "tests/ops/**/*.test.ts",
    // Started by path: by playwright.config.ts (its webServer), and by that the chaos proxy.
    "tests/e2e/servers/start.ts",
    "tests/e2e/conformance/chaos-api.ts",
  ],
  project: ["**/*.{ts,tsx,mjs}"],
  ignoreDependencies: [
    // Named as a string in vite.config.ts (a babel plugin) and resolved by path in api/lib/docs-page.ts.
    "babel-plugin-styled-components",
    "swagger-ui-dist",
    // Its jar's path comes from createRequire in tests/e2e/vnu.ts, which knip does not follow.
    "vnu-jar",
    // The invoice's fonts: TrueType files found by require.resolve in api/lib/pdf-fonts.ts.
    /^@expo-google-fonts\//,
  ],
  // Debian's util-linux: the ops tests run pg_ctl as the postgres user when run as root.
  ignoreBinaries: ["runuser"],
  rules: {
    exports: "warn",
    types: "warn",
    nsExports: "warn",
    nsTypes: "warn",
    enumMembers: "warn",
    duplicates: "warn",
  },
  treatConfigHintsAsErrors: true,
});
