import { reactRouter } from "@react-router/dev/vite";
import { transformAsync } from "@babel/core";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";

declare module "react-router" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * styled-components needs stable class names on server and client; its babel plugin derives
 * them from the file, not from a creation counter. Only app files that use it are transformed.
 */
function styledComponents(): Plugin {
  // Component names in class names help in development; a build leaves them out (less script).
  let displayName = true;
  return {
    name: "saaj-styled-components",
    enforce: "pre",
    configResolved(config) {
      displayName = config.command !== "build";
    },
    async transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id) || id.includes("node_modules") || !code.includes("styled-components")) return;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["babel-plugin-styled-components", { ssr: true, displayName, fileName: false }]],
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
    // Its options (the build directory among them) are in react-router.config.ts.
    reactRouter(),
  ],
  build: { target: "es2020" },
});
