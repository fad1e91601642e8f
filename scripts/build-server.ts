/**
 * `npm run build:server` (part of `npm run build`): bundles the host process and the API's
 * command-line tools, each with every file of this repository it imports, into the build directory
 * beside the Remix build. A deployment runs them with plain `node` and ships what they import,
 * not a hand-kept list of folders: the container once lacked a file server.ts imported (issue 29).
 * Packages stay imports, resolved from the production node_modules.
 *
 *   build/server.js      server.ts: `node build/server.js` serves the Remix build it sits in
 *   build/api.js         api/main.ts: the API alone
 *   build/seed.js        api/db/seed-cli.ts (`npm run seed`)
 *   build/db-status.js   api/db/status-cli.ts (`npm run db:status`)
 *   build/migrations/    the SQL files api/db/migrate.ts reads beside itself, hence beside the bundles
 *
 * BUILD_DIR names another build directory, as for `react-router build`.
 */
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRIES = {
  server: "server.ts",
  api: "api/main.ts",
  seed: "api/db/seed-cli.ts",
  "db-status": "api/db/status-cli.ts",
};

/**
 * Every bundled file that finds something on disk through its own address (import.meta.url) is
 * named here with what it needs: in a bundle, that address is the bundle's. The build fails on
 * any other, so a new one cannot ship without its files.
 */
const READS_BESIDE_ITSELF: Record<string, string> = {
  // MIGRATIONS_DIR: copied to build/migrations below.
  "api/db/migrate.ts": "its migrations folder",
  // Packages resolved with createRequire (swagger-ui-dist; the invoice's fonts): found in node_modules from anywhere in the app.
  "api/lib/docs-page.ts": "a package's files",
  "api/lib/pdf-fonts.ts": "a package's files",
  // Its own folder is the build directory: `process.env.BUILD_DIR` is "." below. (Its public/ folder is for development only.)
  "server.ts": "the build directory",
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.resolve(root, process.env.BUILD_DIR ?? "build");

const result = await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  // server.ts finds the Remix build in BUILD_DIR relative to its own folder; the bundle's folder is the build directory.
  define: { "process.env.BUILD_DIR": JSON.stringify(".") },
});

const unexplained: string[] = [];
for (const file of Object.keys(result.metafile.inputs)) {
  if (file.startsWith("node_modules/") || READS_BESIDE_ITSELF[file]) continue;
  if ((await readFile(path.join(root, file), "utf8")).includes("import.meta.url")) unexplained.push(file);
}
if (unexplained.length) {
  throw new Error(
    `${unexplained.join(", ")}: reads files through import.meta.url, which in the bundle is the bundle's address. Say in scripts/build-server.ts what it reads and ship it beside the bundle.`,
  );
}

const migrations = path.join(outdir, "migrations");
await rm(migrations, { recursive: true, force: true });
await cp(path.join(root, "api/db/migrations"), migrations, { recursive: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .map(([file, output]) => `${path.basename(file)} ${(output.bytes / 1024).toFixed(0)} KiB`);
console.log(`build-server: ${bytes.join(", ")} and migrations/ in ${path.relative(root, outdir) || "."}`);
