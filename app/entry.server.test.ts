import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogs } from "../shared/log";
import { handleError } from "./entry.server";

const args = (path: string) => ({ request: new Request(`http://saaj.test${path}`), context: {}, params: {} }) as LoaderFunctionArgs;
/** What React Router hands handleError when it refuses a request itself (a GET to a route without a loader). */
const refusal = (status: number) => ({ status, statusText: "Bad Request", internal: true, data: "You made a GET request without a loader" });

let logs: ReturnType<typeof captureLogs>;
afterEach(() => logs.stop());

describe("handleError", () => {
  it("logs what React Router refuses by itself at info, not error: a caller's mistake must not flood the error log", () => {
    logs = captureLogs();
    handleError(refusal(400), args("/actions/newsletter"));
    handleError(new Error("Warning: Single fetch-enabled apps should not be making ?_data requests"), args("/?_data=root"));
    expect(logs.lines.map((l) => [l.level, l.msg, l.path])).toEqual([
      [30, "page refused", "/actions/newsletter"],
      [30, "page warning", "/"],
    ]);
  });

  it("logs our failures at error", () => {
    logs = captureLogs();
    handleError(new Error("boom"), args("/Cart"));
    handleError(refusal(500), args("/Cart"));
    expect(logs.lines.map((l) => [l.level, l.msg])).toEqual([
      [50, "page error"],
      [50, "page error"],
    ]);
  });
});
