import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { expect, freshPhone, test } from "./fixtures";
import { addToCart, logInHere } from "./helpers";
import { PROVIDER, PUBLIC } from "./routes";

/**
 * The server's HTML of every route is valid HTML, by the Nu HTML checker (vnu-jar, run with
 * Debian's Java). The HTML is the same with JavaScript off and on, so it is checked once.
 */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

/** CSS the checker does not know yet: scroll-driven animations (Chromium 115+) and registered custom properties (@property, Baseline 2024). */
const UNKNOWN_TO_THE_CHECKER = ["animation-timeline", "animation-range", "@property"];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("every route's HTML passes the Nu HTML checker", async ({ page, jsEnabled }, testInfo) => {
  test.skip(jsEnabled, "the server sends the same HTML either way");
  test.setTimeout(120_000);
  const files: { file: string; path: string }[] = [];
  const save = async (path: string) => {
    const response = await page.request.get(path);
    const file = testInfo.outputPath(`page-${files.length}.html`);
    writeFileSync(file, await response.text());
    files.push({ file, path });
  };
  for (const path of PUBLIC) await save(path);

  // The booking and account pages, logged in with a cart.
  await page.goto(PROVIDER);
  await addToCart(page);
  await page.locator("#cart").getByRole("button", { name: "Book Now" }).click();
  await logInHere(page, freshPhone(), jsEnabled);
  for (const path of ["/DateTime", "/MyProfile", "/MyProfile?tab=profile", PROVIDER]) await save(path);

  const { stdout } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files.map((f) => f.file)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f.path]));
  const errors = messages
    .filter((m) => m.type === "error" && !UNKNOWN_TO_THE_CHECKER.some((p) => m.message.includes(`“${p}”`)))
    .map((m) => `${byFile.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
  expect([...new Set(errors)]).toEqual([]);
});
