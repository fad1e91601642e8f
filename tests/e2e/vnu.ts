import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

/** The Nu HTML checker (vnu-jar from npm, run with Debian's Java). */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

/** CSS the checker does not know yet: scroll-driven animations (Chromium 115+) and registered custom properties (@property, Baseline 2024). */
const UNKNOWN_TO_THE_CHECKER = ["animation-timeline", "animation-range", "@property"];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The Nu checker's errors in each saved HTML file, in one run of the checker, each under its file's label. */
export async function nuErrors(files: { file: string; label: string }[]) {
  if (files.length === 0) return [];
  const { stdout } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files.map((f) => f.file)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f.label]));
  const errors = messages
    .filter((m) => m.type === "error" && !UNKNOWN_TO_THE_CHECKER.some((p) => m.message.includes(`“${p}”`)))
    .map((m) => `${byFile.get(m.url) ?? m.url} html: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
  return [...new Set(errors)];
}
