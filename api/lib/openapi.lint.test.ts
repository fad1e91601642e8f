import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";

/**
 * The served document linted by a linter that did not write it: Redocly's recommended rules, and
 * any error or warning fails. Why each exception: docs/decisions/0027-openapi-lint.md.
 */
const RULES = {
  // The spec's calls end with a slash (/api/login/verify-otp/), and its clients call them so.
  "no-path-trailing-slash": "off",
  // Saaj is published under no licence (package.json is private, no LICENSE file): naming one would be untrue.
  "info-license": "off",
} as const;

/** operation-4xx-response does not fit these: they take no input and need no credentials, so nothing they answer is a 4xx. */
const NO_4XX = ["get /api/categories/", "get /api/cities/", "get /api/payment-options/", "get /api/service-types/", "get /api/services/"];

const SOURCE = "/api/openapi.json";
const pointerOf = (operation: string) => {
  const [method, path] = operation.split(" ") as [string, string];
  return `#/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}/responses`;
};

let api: TestApi;
let problems: NormalizedProblem[];
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  const document = await (await api.request("GET", SOURCE)).text();
  const config = await createConfig({ extends: ["recommended"], rules: RULES }, { ignore: { [SOURCE]: { "operation-4xx-response": new Set(NO_4XX.map(pointerOf)) } } });
  problems = await lintFromString({ source: document, absoluteRef: SOURCE, config });
});
afterAll(() => api.close());

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning", () => {
    const found = problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
  });

  it("leaves out exactly the listed operations from operation-4xx-response (the list is not stale)", () => {
    const ignored = problems.filter((p) => p.ignored).map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(ignored.sort()).toEqual(NO_4XX.map((op) => `operation-4xx-response ${pointerOf(op)}`).sort());
  });
});
