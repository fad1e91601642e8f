/**
 * Reads a Dockerfile as `docker build` does, as far as scripts/image-fileset.ts needs: the stages,
 * and for the stage an image is built from (the last) its working directory, environment, COPY
 * lines, RUN lines, user, volumes, health check and start command. Also .dockerignore's rule.
 * Instructions it does not know how to reproduce (ADD, variables in paths) are refused, not skipped.
 */
import path from "node:path";

export interface Copy {
  /** The stage the files come from (`--from=`); undefined: the build context (the checkout). */
  from?: string;
  sources: string[];
  /** Absolute, inside the image. */
  dest: string;
  /** The destination is a folder the sources go into (it ends with "/", or there are several sources). */
  intoFolder: boolean;
  line: number;
}

export interface Stage {
  name?: string;
  /** The image or earlier stage it starts from. */
  base: string;
  workdir: string;
  env: Record<string, string>;
  copies: Copy[];
  runs: string[];
  user?: string;
  volumes: string[];
  /** The command `docker run` starts: ENTRYPOINT then CMD, a shell form run by /bin/sh -c. */
  command: string[];
  healthcheck?: { options: Record<string, string>; command: string[] };
}

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** Joins continued lines (a trailing backslash) and drops comments, as the Dockerfile format does. */
function instructions(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith("#") || (!line && !pending)) return;
    const continued = line.endsWith("\\");
    const part = continued ? line.slice(0, -1) : line;
    pending = pending ? { text: `${pending.text} ${part}`, line: pending.line } : { text: part, line: index + 1 };
    if (continued) return;
    const match = /^(\S+)\s*(.*)$/s.exec(pending.text.trim());
    if (match) out.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim(), line: pending.line });
    pending = undefined;
  });
  return out;
}

/** Splits on spaces outside quotes and removes the quotes, as a shell would (ENV, VOLUME, COPY's shell form). */
function words(args: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else word += c === "\\" && quote === '"' && i + 1 < args.length ? args[++i]! : c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= "";
    } else if (/\s/.test(c)) {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else word = (word ?? "") + (c === "\\" && i + 1 < args.length ? args[++i]! : c);
  }
  if (quote) throw new Error(`Unclosed quote: ${args}`);
  if (word !== undefined) out.push(word);
  return out;
}

/** The JSON ("exec") form, or undefined for the shell form. */
function jsonForm(args: string): string[] | undefined {
  if (!args.startsWith("[")) return undefined;
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) throw new Error(`Not a JSON array of strings: ${args}`);
  return parsed;
}

const commandOf = (args: string) => jsonForm(args) ?? ["/bin/sh", "-c", args];

/** Leading --name=value options, and what follows them. */
function options(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (let m = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest); m; m = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest)) {
    flags[m[1]!] = m[2] ?? "true";
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

const absolute = (workdir: string, p: string) => path.posix.resolve(workdir, p);

function refuseVariables(keyword: string, value: string, line: number) {
  if (value.includes("$")) throw new Error(`Dockerfile line ${line}: ${keyword} with a variable (${value}) is not read by scripts/dockerfile.ts.`);
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let entrypoint: string[] = [];
  let cmd: string[] = [];
  for (const { keyword, args, line } of instructions(text)) {
    if (keyword === "FROM") {
      const [base, as, name] = words(options(args).rest);
      if (!base) throw new Error(`Dockerfile line ${line}: FROM without an image.`);
      const parent = stages.find((s) => s.name === base);
      // A stage built on an earlier one starts with everything that one set.
      stages.push(parent ? { ...structuredClone(parent), name: undefined, base } : { base, workdir: "/", env: {}, copies: [], runs: [], volumes: [], command: [] });
      if (as?.toUpperCase() === "AS" && name) stages[stages.length - 1]!.name = name;
      entrypoint = [];
      cmd = parent?.command ?? [];
      continue;
    }
    const stage = stages[stages.length - 1];
    if (!stage) {
      if (keyword === "ARG") continue;
      throw new Error(`Dockerfile line ${line}: ${keyword} before FROM.`);
    }
    switch (keyword) {
      case "WORKDIR":
        refuseVariables(keyword, args, line);
        stage.workdir = absolute(stage.workdir, args);
        break;
      case "ENV": {
        const parts = words(args);
        if (parts.length === 2 && !parts[0]!.includes("=")) stage.env[parts[0]!] = parts[1]!;
        else
          for (const part of parts) {
            const eq = part.indexOf("=");
            if (eq < 1) throw new Error(`Dockerfile line ${line}: ENV ${args} is not NAME=value.`);
            stage.env[part.slice(0, eq)] = part.slice(eq + 1);
          }
        break;
      }
      case "COPY": {
        const { flags, rest } = options(args);
        const paths = jsonForm(rest) ?? words(rest);
        if (paths.length < 2) throw new Error(`Dockerfile line ${line}: COPY needs a source and a destination.`);
        paths.forEach((p) => refuseVariables(keyword, p, line));
        const dest = paths[paths.length - 1]!;
        stage.copies.push({ from: flags.from, sources: paths.slice(0, -1), dest: absolute(stage.workdir, dest), intoFolder: dest.endsWith("/") || paths.length > 2, line });
        break;
      }
      case "ADD":
        throw new Error(`Dockerfile line ${line}: ADD is not read by scripts/dockerfile.ts: use COPY.`);
      case "RUN":
        stage.runs.push(args);
        break;
      case "USER":
        stage.user = args;
        break;
      case "VOLUME":
        stage.volumes.push(...(jsonForm(args) ?? words(args)).map((v) => absolute(stage.workdir, v)));
        break;
      case "ENTRYPOINT":
        entrypoint = commandOf(args);
        cmd = [];
        stage.command = entrypoint;
        break;
      case "CMD":
        cmd = commandOf(args);
        stage.command = [...entrypoint, ...cmd];
        break;
      case "HEALTHCHECK": {
        const { flags, rest } = options(args);
        if (/^NONE$/i.test(rest)) stage.healthcheck = undefined;
        else if (/^CMD\s/i.test(rest)) stage.healthcheck = { options: flags, command: commandOf(rest.replace(/^CMD\s+/i, "")) };
        else throw new Error(`Dockerfile line ${line}: HEALTHCHECK ${args} is neither CMD nor NONE.`);
        break;
      }
      default:
      // EXPOSE, LABEL, ARG, STOPSIGNAL, SHELL, ONBUILD: nothing the file set or the start depends on.
    }
  }
  return stages;
}

/** The stage `docker build` builds when no --target is given: the last one. */
export function finalStage(stages: Stage[]): Stage {
  const last = stages[stages.length - 1];
  if (!last) throw new Error("The Dockerfile has no stage.");
  return last;
}

/** Whether .dockerignore keeps `relative` (a path in the build context) out of the context: the last matching pattern decides. */
export function isDockerIgnored(relative: string, dockerignore: string): boolean {
  const parts = relative.split("/").filter(Boolean);
  let ignored = false;
  for (const raw of dockerignore.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const negated = line.startsWith("!");
    const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, "");
    const re = new RegExp(
      `^${pattern
        .split("**")
        .map((piece) =>
          piece
            .replace(/[.+^${}()|[\]\\]/g, "\\$&")
            .replace(/\*/g, "[^/]*")
            .replace(/\?/g, "[^/]"),
        )
        .join(".*")}$`,
    );
    // A pattern that names a folder keeps out everything in it.
    if (parts.some((_, i) => re.test(parts.slice(0, i + 1).join("/")))) ignored = !negated;
  }
  return ignored;
}
