import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { benchServerEnv } from "./page-server";

/** A throwaway PostgreSQL (scripts/pg-test-server.sh): its URL and how to stop it. */
export function startPostgres() {
  const out = execFileSync("bash", ["scripts/pg-test-server.sh"], { encoding: "utf8" });
  const dir = /PG_TEST_DIR=(\S+)/.exec(out)![1]!;
  const databaseUrl = /DATABASE_URL_TEST=(\S+)/.exec(out)![1]!;
  return { databaseUrl, stop: () => execFileSync("bash", ["scripts/pg-test-server.sh", "stop", dir], { stdio: "ignore" }) };
}

/** The built production server (`buildDir`/server.js) on PostgreSQL with `copies` copies, once it is ready. */
export async function startBuiltServer(buildDir: string, databaseUrl: string, copies: number, nodeFlags: string[] = []) {
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim());
  const child = spawn(process.execPath, [...nodeFlags, path.join(buildDir, "server.js")], {
    env: { ...benchServerEnv(port), DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(copies), SHUTDOWN_DRAIN_MS: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    if (
      (await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
  }
  return {
    base,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** The first provider of the demo data near Trivandrum: its page's address. */
export async function firstProviderPage(base: string) {
  const found = (await (await fetch(`${base}/api/serviceprovidertypes/?address=Trivandrum&radius=20&service_type_id=1`)).json()) as { data: { provider_id: number; branch_id: number }[] };
  const { provider_id, branch_id } = found.data[0]!;
  return `/Overview?provider_id=${provider_id}&branch_id=${branch_id}`;
}

/** A visitor with one service of `page`'s provider in the cart: the session cookie. */
export async function cartCookie(base: string, page: string) {
  const query = new URL(base + page).searchParams;
  const serviceId = /name="serviceId" value="(\d+)"/.exec(await (await fetch(base + page)).text())?.[1] ?? "1";
  const form = new URLSearchParams({ intent: "add", serviceId, providerId: query.get("provider_id")!, branchId: query.get("branch_id")!, redirectTo: page });
  const res = await fetch(`${base}/actions/cart`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__saaj="));
  if (!cookie) throw new Error(`adding to the cart gave no session (HTTP ${res.status})`);
  return cookie.split(";")[0]!;
}
