/**
 * scripts/deprecated-deps.ts against a registry of our own on loopback (npm_config_registry),
 * answering as the npm registry answers for one version: the check must fail on a deprecated
 * version, pass on a live or un-deprecated one, and pass with a warning when nothing answers.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MANIFESTS: Record<string, object> = {
  "/old-thing/1.0.0": { name: "old-thing", version: "1.0.0", deprecated: "old-thing is end of life: use new-thing" },
  "/@scope%2fpkg/2.0.0": { name: "@scope/pkg", version: "2.0.0" },
  "/revived/3.0.0": { name: "revived", version: "3.0.0", deprecated: "" },
};

let registry: http.Server;
let url: string;
beforeAll(async () => {
  registry = http.createServer((req, res) => {
    const manifest = MANIFESTS[req.url ?? ""];
    res.writeHead(manifest ? 200 : 404, { "Content-Type": "application/json" });
    res.end(JSON.stringify(manifest ?? { error: "Not found" }));
  });
  await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => registry.close(resolve)));

function check(registryUrl: string, ...specs: string[]) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile("npx", ["tsx", "scripts/deprecated-deps.ts", ...specs], { env: { ...process.env, npm_config_registry: registryUrl } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe("the deprecated dependency check", () => {
  it("fails on a deprecated version, naming it and the registry's message", async () => {
    const { code, out } = await check(url, "old-thing@1.0.0", "@scope/pkg@2.0.0");
    expect(code).toBe(1);
    expect(out).toContain("deprecated: old-thing@1.0.0: old-thing is end of life: use new-thing");
    expect(out).not.toContain("deprecated: @scope/pkg");
  });

  it("passes on live and un-deprecated versions, and says what the registry does not know", async () => {
    const { code, out } = await check(url, "@scope/pkg@2.0.0", "revived@3.0.0", "private-thing@1.0.0");
    expect(code).toBe(0);
    expect(out).toContain("3 packages asked");
    expect(out).toContain("does not know private-thing@1.0.0");
  });

  it("passes with a warning when the registry does not answer", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { code, out } = await check(`http://127.0.0.1:${port}/`, "old-thing@1.0.0");
    expect(code).toBe(0);
    expect(out).toContain("did not answer");
  });
});
