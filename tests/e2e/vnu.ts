import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

/** The Nu HTML checker (vnu-jar from npm, run with Debian's Java). */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

/** CSS the checker does not know yet: scroll-driven animations (Chromium 115+) and registered custom properties (@property, Baseline 2024). */
const UNKNOWN_TO_THE_CHECKER = ["animation-timeline", "animation-range", "@property"];

/**
 * Row and header roles restated inside a table: My Profile's bookings table (BookingsTable.tsx)
 * becomes cards on a phone (display: block), and browsers then drop a table's implied roles, so
 * screen readers would lose rows and headers. The HTML spec calls the roles redundant; for that
 * table they are not. Only this message, only on tr and th, and only where the extract shows the
 * row and columnheader roles the component writes.
 */
const RESTATED_TABLE_ROLES = /^The “role” attribute must not be used on a “(tr|th)” element which has a “table” ancestor/;
const deliberate = (m: VnuMessage) => RESTATED_TABLE_ROLES.test(m.message) && /role="(row|columnheader)"/.test(m.extract ?? "");

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
    .filter((m) => m.type === "error" && !UNKNOWN_TO_THE_CHECKER.some((p) => m.message.includes(`“${p}”`)) && !deliberate(m))
    .map((m) => `${byFile.get(m.url) ?? m.url} html: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
  return [...new Set(errors)];
}
