import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { finalStage, isDockerIgnored, parseDockerfile } from "../../scripts/dockerfile";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the repository's Dockerfile, as scripts/image-fileset.ts reads it", () => {
  const stages = parseDockerfile(read("Dockerfile"));
  const image = finalStage(stages);

  it("builds a runtime stage that copies the package files and the build, nothing kept by hand", () => {
    expect(stages.map((s) => s.name)).toEqual(["deps", "build", "runtime"]);
    expect(image.workdir).toBe("/app");
    expect(image.copies.map(({ from, sources, dest }) => ({ from, sources, dest }))).toEqual([
      { from: undefined, sources: ["package.json", "package-lock.json"], dest: "/app" },
      { from: "build", sources: ["/app/build"], dest: "/app/build" },
    ]);
    expect(stages[1]!.workdir).toBe("/app"); // inherited from deps
  });

  it("starts the bundled server with plain node, as a user that is not root, its database in a volume", () => {
    expect(image.command).toEqual(["node", "--enable-source-maps", "build/server.js"]);
    expect(image.env).toMatchObject({ NODE_ENV: "production", PGLITE_DATA_DIR: "/app/.data/pglite" });
    expect(image.volumes).toEqual(["/app/.data"]);
    expect(image.user).toBe("node");
    expect(image.runs.join(" ")).toMatch(/npm install --omit=dev/);
  });

  it("checks its health on /healthz with its own timeout", () => {
    expect(image.healthcheck?.options).toMatchObject({ timeout: "5s" });
    expect(image.healthcheck?.command.slice(0, 2)).toEqual(["/bin/sh", "-c"]);
    expect(image.healthcheck?.command[2]).toContain("/healthz");
  });
});

describe("parseDockerfile", () => {
  it("reads continued lines, comments within them, both ENV forms, JSON COPY, ENTRYPOINT with CMD and inherited stages", () => {
    const stages = parseDockerfile(
      [
        "# syntax=docker/dockerfile:1",
        "ARG BASE=node:20",
        "FROM node:20 AS base",
        "WORKDIR /srv",
        'ENV A=1 B="two words"',
        "ENV C three",
        "FROM base AS final",
        "WORKDIR app",
        "COPY --chown=node:node --from=base \\",
        "  # a comment inside a continued line",
        "  /srv/x y/",
        'COPY ["a b.txt", "c"]',
        'VOLUME ["/data"]',
        'ENTRYPOINT ["tini", "--"]',
        "cmd node server.js",
        "HEALTHCHECK NONE",
      ].join("\n"),
    );
    const final = finalStage(stages);
    expect(final).toMatchObject({ name: "final", base: "base", workdir: "/srv/app", env: { A: "1", B: "two words", C: "three" }, volumes: ["/data"] });
    expect(final.copies).toEqual([
      { from: "base", sources: ["/srv/x"], dest: "/srv/app/y", intoFolder: true, line: 9 },
      { from: undefined, sources: ["a b.txt"], dest: "/srv/app/c", intoFolder: false, line: 12 },
    ]);
    expect(final.command).toEqual(["tini", "--", "/bin/sh", "-c", "node server.js"]);
    expect(final.healthcheck).toBeUndefined();
  });

  it("refuses what it cannot reproduce rather than skipping it", () => {
    expect(() => parseDockerfile("FROM node:20\nADD https://example.com/x /x")).toThrow(/ADD/);
    expect(() => parseDockerfile("FROM node:20\nCOPY $SRC /x")).toThrow(/variable/);
    expect(() => parseDockerfile("WORKDIR /x")).toThrow(/before FROM/);
  });
});

describe("the repository's .dockerignore", () => {
  const ignore = read(".dockerignore");

  it("keeps secrets, installs, builds, databases and scratch folders out of the build context", () => {
    for (const file of [
      ".env",
      ".env.production",
      ".git/config",
      "node_modules/vite/package.json",
      "build/server.js",
      ".data/pglite/PG_VERSION",
      ".tmp/run.x/build/server.js",
      "test-results/a.png",
      "playwright-report/index.html",
      "server.log",
    ]) {
      expect(isDockerIgnored(file, ignore), file).toBe(true);
    }
  });

  it("keeps in what `npm run build` reads", () => {
    for (const file of [
      "package.json",
      "package-lock.json",
      "server.ts",
      "tsconfig.json",
      "vite.config.ts",
      "scripts/build-server.ts",
      "app/root.tsx",
      "app/routes.ts",
      "api/db/migrations/001_init.sql",
      "contract/http.ts",
      "shared/log.ts",
      "server/page-cache.ts",
      "public/favicon.svg",
    ]) {
      expect(isDockerIgnored(file, ignore), file).toBe(false);
    }
  });

  it("follows Docker's rules: the last matching pattern wins, and a folder's pattern covers its files", () => {
    expect(isDockerIgnored("docs/a/b.md", "docs\n!docs/a")).toBe(false);
    expect(isDockerIgnored("docs/c.md", "docs\n!docs/a")).toBe(true);
    expect(isDockerIgnored("x/y.log", "*.log")).toBe(false);
    expect(isDockerIgnored("x/y.log", "**/*.log")).toBe(true);
  });
});
