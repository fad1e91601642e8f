import { vitePlugin as remix } from "@remix-run/dev";
import { transformAsync } from "@babel/core";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * styled-components needs stable class names on server and client; its babel plugin derives
 * them from the file, not from a creation counter. Only app files that use it are transformed.
 */
function styledComponents(): Plugin {
  return {
    name: "saaj-styled-components",
    enforce: "pre",
    async transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id) || id.includes("node_modules") || !code.includes("styled-components")) return;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["babel-plugin-styled-components", { ssr: true, displayName: true, fileName: false }]],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  server: { hmr: process.env.NODE_ENV === "development" },
  plugins: [
    styledComponents(),
    remix({
      // BUILD_DIR: npm test builds into its own directory, so two runs on one machine never share one.
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  build: { target: "es2020" },
});
