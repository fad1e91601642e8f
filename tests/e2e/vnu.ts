import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The Nu HTML checker (vnu-jar from npm, run with Debian's Java) as a web service: one JVM for the whole run. */
export const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
/** Its port: the seventh of the e2e ports (tests/e2e/servers/definitions.ts). */
const VNU_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 6}/`;

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
  message: string;
  extract?: string;
}

/**
 * The Nu checker's errors in each saved HTML file, each under its file's label. Each file goes to
 * the checker's web service (started once by Playwright), not to a new JVM: a start cost 3-5 s of CPU.
 */
export async function nuErrors(files: { file: string; label: string }[]) {
  const errors: string[] = [];
  for (const { file, label } of files) {
    const response = await fetch(`${VNU_URL}?out=json&level=error`, { method: "POST", headers: { "Content-Type": "text/html; charset=utf-8" }, body: readFileSync(file, "utf8") });
    if (!response.ok) throw new Error(`the Nu checker answered ${response.status} for ${label}`);
    const { messages } = (await response.json()) as { messages: VnuMessage[] };
    for (const m of messages) {
      if (m.type !== "error" || UNKNOWN_TO_THE_CHECKER.some((p) => m.message.includes(`“${p}”`)) || deliberate(m)) continue;
      errors.push(`${label} html: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
    }
  }
  return [...new Set(errors)];
}
