/* eslint-disable @typescript-eslint/no-explicit-any -- arbitrary JSON answers */
/**
 * Property-based test: walks the OpenAPI document and sends generated bad inputs to every
 * operation (bad query, path and body values, wrong content types, non-JSON bodies), with a
 * valid token / provider key where the operation needs one. No answer may be a 5xx, and every
 * 4xx is the JSON error body with a message.
 *
 * Size: FUZZ_RUNS inputs per operation (default 1000: about 40,000 requests, under two minutes
 * on PGlite on two cores). FUZZ_RUNS=100 for a quick look; FUZZ_SEED=<n> to replay a failure.
 * The operations are dealt into `parts` test files (api/fuzz-*.test.ts), so each of Vitest's
 * workers takes a share instead of one of them running all of it while the other waits.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./setup";
import { responseChecker, type ResponseCheck } from "./openapi-validator";
import { buildBody, enc } from "./fuzz-encoding";
import { goodValues, isBad, requestFor } from "./fuzz-inputs";
import { operations, type Operation } from "./fuzz-operations";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

export function fuzzOperations(part: number, parts: number) {
  describe(`every API operation survives bad input (part ${part} of ${parts})`, () => {
    let api: TestApi;
    let ops: Operation[] = [];
    let check: ResponseCheck = () => null;
    beforeAll(async () => {
      api = await createTestApi();
      const doc = await (await api.request("GET", "/api/openapi.json")).json();
      ops = operations(doc).filter((_, i) => i % parts === part - 1);
      check = responseChecker(doc);
    });
    afterAll(() => api?.close());
    let users = 0;
    const newUser = () => {
      const n = ++users;
      return api.createUser({ phone: `7${String(n).padStart(9, "0")}`, email: `fuzz${n}@example.in` });
    };

    it("walks its share of the OpenAPI document", () => {
      expect(ops.length).toBeGreaterThanOrEqual(Math.floor(40 / parts));
    });

    it(`sends ${RUNS} generated bad inputs to each operation: no 5xx, a JSON failure with a message on every 4xx`, { timeout: 600_000 }, async () => {
      const failures: Array<{ op: string; answer: string }> = [];
      const silenced = console.error;
      console.error = () => {}; // the API logs each unhandled error; the test reports them
      try {
        for (const op of ops) {
          let user = await newUser();
          // The console's calls as provider 1's owner (a fresh login per operation: logout spends it).
          let member = await api.createMember({ providerId: 1 });
          const [appointment] = await api.db.query<{ appointment_id: number; branch_id: number }>(
            `INSERT INTO appointments (user_id, provider_id, branch_id, appointment_date, appointment_time, status_id)
           SELECT $1, provider_id, branch_id, current_date + 3, '11:00 AM', 1 FROM branches WHERE provider_id = 1 LIMIT 1 RETURNING appointment_id, branch_id`,
            [user.userId],
          );
          const good = goodValues(user.userId, appointment!.appointment_id, appointment!.branch_id);
          await fc.assert(
            fc.asyncProperty(
              requestFor(op, good).filter((input) => isBad(op, good, input)),
              async (input) => {
                let path = op.path;
                op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, enc(input.path[i] ?? ""))));
                const search = Object.entries(input.query)
                  .map(([k, v]) => `${enc(k)}=${enc(v)}`)
                  .join("&");
                const url = new URL(`${path}${search ? `?${search}` : ""}`, "http://api.test");
                const { body, type } = op.method === "GET" ? {} : buildBody(input.encoding, input.body, input.raw);
                const headers: Record<string, string> = {};
                if (type) headers["content-type"] = type;
                if (op.auth === "bearer") headers.authorization = `Bearer ${user.token}`;
                if (op.auth === "member") headers.authorization = `Bearer ${member.token}`;
                if (op.auth === "provider") headers["x-provider-key"] = api.providerKey(1);
                const res = await api.app.request(url.toString(), { method: op.method, headers, body }, {});
                const text = await res.text();
                const where = `${op.method} ${url.pathname}${url.search} ${type ?? ""} ${typeof body === "string" ? body.slice(0, 200) : ""}`;
                const disagreement = check(op.method, url.pathname, res.status, res.headers.get("content-type"), text);
                if (disagreement) failures.push({ op: `${op.method} ${op.path}`, answer: `${disagreement} (${where})` });
                if (res.status >= 500) {
                  failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} ${where}` });
                } else if (res.status >= 400) {
                  let parsed: any;
                  try {
                    parsed = JSON.parse(text);
                  } catch {
                    failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} non-JSON error ${where}: ${text.slice(0, 100)}` });
                    return;
                  }
                  if (parsed?.status !== "failure" || typeof parsed.message !== "string" || !parsed.message)
                    failures.push({ op: `${op.method} ${op.path}`, answer: `${res.status} no message ${where}: ${text.slice(0, 100)}` });
                }
                // That token is spent.
                if (op.path.includes("logout") && res.status < 300) {
                  if (op.auth === "member") member = await api.createMember({ providerId: 1 });
                  else user = await newUser();
                }
              },
            ),
            { numRuns: RUNS, seed: SEED },
          );
        }
      } finally {
        console.error = silenced;
      }
      const byOperation = new Map<string, string[]>();
      for (const f of failures) byOperation.set(f.op, [...(byOperation.get(f.op) ?? []), f.answer]);
      const summary = [...byOperation].map(([key, list]) => `${list.length}× ${key} e.g. ${list.slice(0, 3).join(" | ")}`);
      expect(summary, `${failures.length} bad answers`).toEqual([]);
    });
  });
}
