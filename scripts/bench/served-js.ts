import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { recordGoal, verdict } from "./goals";

/** Script types that are data, not JavaScript (structured data for search engines). */
const DATA_SCRIPTS = /type="application\/(ld\+)?json"/;

/** The gzip size of the JavaScript a page's HTML, as served, makes a browser run or fetch: scripts, inline and linked, and modulepreloads. */
async function servedScriptBytes(origin: string, html: string) {
  let bytes = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (DATA_SCRIPTS.test(attributes!)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
    bytes += gzipSync(src ? await (await fetch(new URL(src, origin))).text() : body!, { level: 9 }).length;
  }
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) bytes += gzipSync(await (await fetch(new URL(href!, origin))).text(), { level: 9 }).length;
  return bytes;
}

/**
 * Issue 26's first goal as the browser gets it: each page whose route says NO_SCRIPTS
 * (app/lib/page-scripts.ts), fetched from the server, and the JavaScript its HTML carries. A page
 * that redirects without a session or booking (/ThankYou) is named, not measured.
 */
export async function noScriptPagesSection(origin: string, buildDir: string) {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { routes: Record<string, { path?: string; module: { handle?: { hydrate?: unknown } } }> };
  const pages = Object.values(build.routes)
    .filter((r) => r.module.handle?.hydrate === false && r.path)
    .map((r) => `/${r.path}`);
  const measured: number[] = [];
  const unmeasured: string[] = [];
  for (const page of pages) {
    const res = await fetch(origin + page, { redirect: "manual" });
    if (res.status !== 200) {
      unmeasured.push(`${page} (HTTP ${res.status})`);
      continue;
    }
    measured.push(await servedScriptBytes(origin, await res.text()));
  }
  const most = measured.length ? Math.max(...measured) / 1024 : NaN;
  console.log(
    `pages without scripts, as served: ${measured.length} of ${pages.length} fetched, the most JavaScript on one ${most.toFixed(1)} KiB gzip; goal 0 KiB ${measured.length ? verdict(most === 0) : "-"}` +
      (unmeasured.length ? `; not measured, they redirect without a booking: ${unmeasured.join(", ")}` : ""),
  );
  if (measured.length) recordGoal("no-script-js", { subject: `${measured.length} pages, as served`, figure: `${most.toFixed(1)} KiB (the most)`, floor: "-", met: most === 0 });
}
