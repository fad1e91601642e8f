// ESLint (flat config): typescript-eslint, React hooks and jsx-a11y; `npm run lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  // .react-router/: the route types React Router generates in development (we do not import them).
  { ignores: ["build/", "node_modules/", "public/", "test-results/", "playwright-report/", ".data/", ".tmp/", ".react-router/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are unused on purpose (a required parameter, a destructured rest).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // The two rules of hooks. react-hooks 7's "recommended" adds the React Compiler's rules
    // (set-state-in-effect, refs, purity); we do not use the compiler, so they are not on yet.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // The app talks to the API over HTTP (or the in-process fetch server.ts gives it), never by
    // importing its code: shared names live in contract/ (contract/boundaries.test.ts checks it too).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(\\.\\./)+api(/|$)", message: "The app does not import the API's code: use contract/ (or call the API)." }] }],
    },
  },
);
