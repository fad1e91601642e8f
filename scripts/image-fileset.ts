/**
 * `npm test` (scripts/test-all.sh), after the production build: the container image's files start.
 * No container engine needed: it reads the Dockerfile's last stage (the image `docker build` makes),
 * lays out exactly what its COPY lines copy in a fresh folder outside the checkout (files from the
 * build stage taken from this run's build, BUILD_DIR), runs its `npm install` there, starts its
 * command with its environment (plus secrets, demo mode, PGlite in the image's data folder, a free
 * port), and expects 200 from the pages below, success from its HEALTHCHECK, then on SIGTERM 503
 * from readiness and exit 0. It also holds the stage to a user that is not root, the embedded
 * database in a VOLUME and no build tools among the installed packages. The image once exited at
 * start for lack of a file (issue 29): a module that cannot be found is named here with the COPY
 * line or dependency it lacks.
 *
 *   npx tsx scripts/image-fileset.ts [Dockerfile]   (build first: npm run build; KEEP_LAYOUT=1 keeps the folder)
 */
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PUBLIC_DEMO_PERMISSION } from "../contract/http";
import { finalStage, isDockerIgnored, parseDockerfile, type Stage } from "./dockerfile";

/** Readiness: the database answers and has every migration (shared/health.ts). Waited for at start. */
const READY = "/readyz";
/** Answered 200 by the started image: a page (the Remix build, the API in process), readiness, liveness, and /api/docs (a package's files found from the bundle). */
const MUST_ANSWER_200 = ["/", READY, "/healthz", "/api/docs"];
/** Build tools never belong in the image's node_modules (issue 29: vite and typescript were there). */
const BUILD_TOOLS = ["vite", "typescript", "esbuild", "tsx", "rollup", "@react-router/dev"];
/** A package removed from node_modules after the install: `rm -rf node_modules/<name>`. */
const REMOVAL = /^rm -rf node_modules\/((?:@[\w.-]+\/)?[\w.-]+)$/;

/** The install must stay quick on a warm npm cache; a slower one is reported, not failed. */
const INSTALL_EXPECTED_S = 60;
/** Migrations and demo seeding on PGlite, on a busy machine. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 60_000;
/** SIGTERM to a 503 from readiness (the drain itself lasts SHUTDOWN_DRAIN_MS, 5 s by default). */
const DRAIN_SEEN_WITHIN_MS = 1_000;
const POLL_MS = 250;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const began = Date.now();
const step = (text: string) => console.log(`image-fileset [${((Date.now() - began) / 1000).toFixed(1)} s]: ${text}`);

class ImageError extends Error {}

const stages = parseDockerfile(await readFile(path.resolve(root, process.argv[2] ?? "Dockerfile"), "utf8"));
const image = finalStage(stages);
const dockerignore = existsSync(path.join(root, ".dockerignore")) ? await readFile(path.join(root, ".dockerignore"), "utf8") : "";

const layout = await mkdtemp(path.join(os.tmpdir(), "saaj-image-"));
/** A path inside the image, in the laid-out folder (which stands for the image's WORKDIR). */
const inLayout = (imagePath: string) => {
  const relative = path.posix.relative(image.workdir, imagePath);
  if (relative.startsWith("..")) throw new ImageError(`${imagePath} is outside the image's WORKDIR ${image.workdir}: scripts/image-fileset.ts lays out only the WORKDIR.`);
  return path.join(layout, relative);
};
/** A laid-out path as the image would name it, for messages. */
const asInImage = (file: string) => (file.startsWith(layout) ? path.posix.join(image.workdir, path.relative(layout, file)) : file);

let server: ReturnType<typeof spawn> | undefined;
let output = "";
// Stopped from outside (Ctrl-C, CI): the server and the folder go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server?.kill("SIGKILL");
    void rm(layout, { recursive: true, force: true }).finally(() => process.exit(130));
  });
}
/** What is wrong but does not stop the check: reported together at the end. */
const problems: string[] = [];
try {
  if (!image.command.length) throw new ImageError("The runtime stage has no CMD.");
  await layOut();
  installPackages();
  await start();
  problems.push(...stageProblems(image), ...buildTools());
  if (problems.length) throw new ImageError(problems.join("\n"));
  step("passed");
} catch (error) {
  if (!(error instanceof ImageError)) throw error;
  console.error(`image-fileset: FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  if (process.env.KEEP_LAYOUT) step(`kept ${layout}`);
  else await rm(layout, { recursive: true, force: true });
}

/** What a running container needs from the stage itself. */
function stageProblems(stage: Stage): string[] {
  const found: string[] = [];
  if (!stage.user || /^(root|0)(:|$)/.test(stage.user)) found.push("The runtime stage runs as root: add USER node.");
  if (!stage.healthcheck) found.push("The runtime stage has no HEALTHCHECK.");
  const dataDir = stage.env.PGLITE_DATA_DIR;
  if (!dataDir || !stage.volumes.some((v) => dataDir === v || dataDir.startsWith(`${v}/`))) {
    found.push(`The embedded database (PGLITE_DATA_DIR=${dataDir ?? "unset"}) is not in a VOLUME (${stage.volumes.join(", ") || "none"}): it would live in the container's writable layer.`);
  }
  return found;
}

/** Every COPY of the final stage, from the checkout (the build context) or from this run's build. */
async function layOut() {
  for (const copy of image.copies) {
    for (const source of copy.sources) {
      if (/[*?[]/.test(source)) throw new ImageError(`Dockerfile line ${copy.line}: COPY ${source}: wildcards are not laid out by scripts/image-fileset.ts.`);
      const from = copy.from ? fromStage(copy.from, source, copy.line) : fromContext(source, copy.line);
      const isFolder = (await stat(from)).isDirectory();
      // A folder's contents go into the destination; a file goes into it when it is a folder, else becomes it.
      const target = isFolder || !copy.intoFolder ? copy.dest : path.posix.join(copy.dest, path.posix.basename(source));
      await cp(from, inLayout(target), { recursive: true });
    }
  }
  step(`laid out ${image.copies.length} COPY lines of the Dockerfile's last stage in ${layout}`);
}

function fromContext(source: string, line: number) {
  if (isDockerIgnored(source, dockerignore)) throw new ImageError(`Dockerfile line ${line}: COPY ${source}: .dockerignore keeps it out of the build context.`);
  const file = path.join(root, source);
  if (!existsSync(file)) throw new ImageError(`Dockerfile line ${line}: COPY ${source}: no such file in the checkout.`);
  return file;
}

/** A build stage's files: only its build directory differs from the checkout, and this run built it in BUILD_DIR. */
function fromStage(name: string, source: string, line: number) {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new ImageError(`Dockerfile line ${line}: COPY --from=${name}: no stage of that name.`);
  const relative = path.posix.relative(stage.workdir, path.posix.resolve(stage.workdir, source));
  if (relative !== "build" && !relative.startsWith("build/")) {
    throw new ImageError(`Dockerfile line ${line}: COPY --from=${name} ${source}: only the build directory is taken from a build stage here (scripts/image-fileset.ts).`);
  }
  const file = path.join(buildDir, relative.slice("build".length));
  if (!existsSync(file)) throw new ImageError(`Dockerfile line ${line}: COPY --from=${name} ${source}: ${file} is missing: run npm run build first (BUILD_DIR).`);
  return file;
}

/**
 * The stage's npm install, as written, on the laid-out package files, and its removals of
 * installed packages; its other commands are named, not run.
 */
function installPackages() {
  const commands = image.runs.flatMap((run) => run.split("&&").map((c) => c.trim()));
  const installs = commands.filter((c) => /^npm (install|ci)\b/.test(c));
  if (!installs.length) throw new ImageError("The runtime stage installs no packages (RUN npm install --omit=dev …).");
  const removals = commands.filter((c) => REMOVAL.test(c));
  for (const other of commands.filter((c) => !installs.includes(c) && !removals.includes(c))) step(`not run here: ${other}`);
  for (const install of installs) {
    if (!/--omit=dev\b/.test(install)) throw new ImageError(`${install}: the image must install without dev dependencies (--omit=dev).`);
    const args = [...install.split(/\s+/).slice(1), "--prefer-offline"];
    const started = Date.now();
    const result = spawnSync("npm", args, { cwd: layout, encoding: "utf8", env: { ...process.env, BUILD_DIR: undefined } });
    const seconds = (Date.now() - started) / 1000;
    if (result.status !== 0) throw new ImageError(`npm ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    step(
      `npm ${args.join(" ")}: ${seconds.toFixed(1)} s${seconds > INSTALL_EXPECTED_S ? ` (more than ${INSTALL_EXPECTED_S} s expected on a warm cache; load average ${os.loadavg()[0]!.toFixed(1)})` : ""}`,
    );
  }
  for (const removal of removals) {
    rmSync(path.join(layout, "node_modules", REMOVAL.exec(removal)![1]!), { recursive: true, force: true });
    step(removal);
  }
  const megabytes = (dir: string) => spawnSync("du", ["-sm", dir], { cwd: layout, encoding: "utf8" }).stdout.split(/\s/)[0];
  step(`size without the base image: ${megabytes(".")} MB, of which node_modules ${megabytes("node_modules")} MB`);
}

/** Checked after the start, so that a server that does not start is the first thing reported. */
function buildTools(): string[] {
  const present = BUILD_TOOLS.filter((tool) => existsSync(path.join(layout, "node_modules", tool)));
  if (!present.length) return [];
  const why = present.map((tool) => spawnSync("npm", ["explain", tool], { cwd: layout, encoding: "utf8" }).stdout).join("\n");
  return [`Build tools in the image's node_modules: ${present.join(", ")}. Why:\n${why}`];
}

/** The image's environment, its WORKDIR's paths now in the laid-out folder. */
function imageEnvironment(port: number): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: layout };
  for (const [name, value] of Object.entries(image.env)) env[name] = value.startsWith(`${image.workdir}/`) ? inLayout(value) : value;
  return {
    ...env,
    NODE_ENV: image.env.NODE_ENV as NodeJS.ProcessEnv["NODE_ENV"],
    PORT: String(port),
    SESSION_SECRET: "image-fileset-session-secret-0123456789",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CODE_SECRET: "image-fileset-code-secret-0123456789",
    DEMO_MODE: "1",
    ALLOW_PUBLIC_DEMO: PUBLIC_DEMO_PERMISSION,
  };
}

async function start() {
  const port = Number(spawnSync(process.execPath, [path.join(root, "scripts/free-port.mjs")], { encoding: "utf8" }).stdout.trim());
  if (!port) throw new ImageError("no free port (scripts/free-port.mjs)");
  const env = imageEnvironment(port);
  const [command, ...args] = image.command;
  // The image's node is the base image's; here, the one running this check.
  const started = Date.now();
  server = spawn(command === "node" ? process.execPath : command!, args, { cwd: layout, env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  step(`started ${image.command.join(" ")} on port ${port}`);

  const base = `http://127.0.0.1:${port}`;
  const ready = await Promise.race([exited.then(() => false), waitFor200(`${base}${READY}`, START_TIMEOUT_MS)]);
  if (!ready) {
    await Promise.race([exited, sleep(1000)]);
    throw new ImageError(`${explainStop()}\n--- its output ---\n${output.slice(-4000)}`);
  }
  step(`answering after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const page of MUST_ANSWER_200) {
    const response = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(START_TIMEOUT_MS) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new ImageError(`GET ${page}: ${response.status}, expected 200.\n--- its output ---\n${output.slice(-4000)}`);
    step(`GET ${page}: 200`);
  }
  healthcheck(env);

  const stopping = Date.now();
  server.kill("SIGTERM");
  // The signal reaches the server as the image starts it: readiness turns 503 while it drains.
  let draining: number | string = "no answer";
  for (const deadline = Date.now() + DRAIN_SEEN_WITHIN_MS; draining !== 503 && Date.now() < deadline; await sleep(50)) {
    draining = await fetch(`${base}${READY}`, { signal: AbortSignal.timeout(DRAIN_SEEN_WITHIN_MS) }).then(
      (response) => response.status,
      () => "closed",
    );
  }
  if (draining !== 503) problems.push(`GET ${READY} after SIGTERM: ${draining}, expected 503 while the copy drains.`);
  else step(`GET ${READY} after SIGTERM: 503 (draining)`);
  const code = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => "timeout" as const)]);
  if (code !== 0)
    throw new ImageError(`after SIGTERM: ${code === "timeout" ? `still running after ${STOP_TIMEOUT_MS / 1000} s` : `exit code ${code}`}, expected 0.\n--- its output ---\n${output.slice(-4000)}`);
  step(`SIGTERM: exit 0 after ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
}

/** The HEALTHCHECK's own command, as Docker runs it in the container. */
function healthcheck(env: NodeJS.ProcessEnv) {
  if (!image.healthcheck) return;
  const [command, ...args] = image.healthcheck.command;
  const started = Date.now();
  const result = spawnSync(command!, args, { cwd: layout, env, encoding: "utf8" });
  const ms = Date.now() - started;
  if (result.status !== 0) throw new ImageError(`HEALTHCHECK ${image.healthcheck.command.join(" ")}: exit ${result.status}, expected 0.\n${result.stdout}${result.stderr}`);
  const timeout = image.healthcheck.options.timeout;
  const timeoutMs = timeout ? durationMs(timeout) : undefined;
  step(
    `HEALTHCHECK: exit 0 in ${ms} ms${timeout ? ` (its timeout: ${timeout}${timeoutMs !== undefined && ms > timeoutMs ? `; Docker would count this one as a miss, load average ${os.loadavg()[0]!.toFixed(1)}` : ""})` : ""}`,
  );
}

/** A Dockerfile duration ("3s", "1m30s", "500ms") in milliseconds. */
function durationMs(text: string): number | undefined {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join("") !== text) return undefined;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}

/** Why the server stopped or never answered, in the image's terms. */
function explainStop(): string {
  const missing = /Cannot find (module|package) '([^']+)' imported from (\S+)/.exec(output);
  if (missing) {
    const [, kind, what, importer] = missing;
    return kind === "package"
      ? `the image does not start: ${asInImage(importer!)} imports the package ${what}, which npm install --omit=dev does not install: is it in package.json's "dependencies"?`
      : `the image does not start: ${asInImage(importer!)} imports ${asInImage(what!)}, which the Dockerfile's runtime stage does not copy.`;
  }
  const unread = /ENOENT[^']*'([^']+)'/.exec(output);
  if (unread) return `the image does not start: it reads ${asInImage(unread[1]!)}, which the Dockerfile's runtime stage does not copy.`;
  return server?.exitCode !== null ? `the image's command exited (code ${server?.exitCode}) before answering.` : `no 200 from ${READY} within ${START_TIMEOUT_MS / 1000} s.`;
}

async function waitFor200(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server?.exitCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  return false;
}

/** Does not keep the process alive: a race against the server's exit ends when the check does. */
function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
}
