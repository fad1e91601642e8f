import type { Config } from "@react-router/dev/config";

export default {
  // BUILD_DIR: npm test builds into its own directory, so two runs on one machine never share one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is rendered on the server, and works without JavaScript.
  ssr: true,
} satisfies Config;
