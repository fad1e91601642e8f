import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, type ErrorCode } from "../../contract/errors";
import { NOT_FOUND } from "../../contract/schemas/providers";
import { waitMessage, MESSAGES as AUTH } from "../../contract/schemas/auth";
import { MESSAGES as APPOINTMENTS } from "../../contract/schemas/appointments";
import { minOrderMessage } from "../../contract/schemas/checkout";
import { ApiError, codeOfStatus, errorBody } from "./errors";
import { tooLargeMessage } from "./body-limit";
import { wrongBodyTypeMessage } from "./body-type";

const ROOT = path.resolve(__dirname, "../..");
const apiSources = readdirSync(path.join(ROOT, "api"), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));

/** '{name}' filled with vars, as the web app fills the code's English. */
const fill = (code: ErrorCode, vars: Record<string, string | number>) => ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

describe("a refusal's code and its words", () => {
  it("a code alone says the code's English; the body carries both", () => {
    const error = new ApiError(409, "slot_full");
    expect(error.message).toBe(APPOINTMENTS.slotFull);
    expect(errorBody("not_found")).toEqual({ status: "failure", code: "not_found", message: "Not found.", error: "Not found." });
  });

  it('every `("code", MESSAGES.x` of the API names the contract constant that is the code\'s English', async () => {
    const pairs = apiSources.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const from = /import \{[^}]*\bMESSAGES\b[^}]*\} from "([^"]+contract\/schemas\/\w+)"/.exec(source)?.[1];
      return [...source.matchAll(/\("([a-z_]+)", MESSAGES\.(\w+)\b/g)].map((m) => ({ file, module: from && path.resolve(path.dirname(file), from), code: m[1] as ErrorCode, key: m[2]! }));
    });
    expect(pairs.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { file, module, code, key } of pairs) {
      const { MESSAGES } = (await import(module!)) as { MESSAGES: Record<string, unknown> };
      // A message with a value in it (MESSAGES.alreadyOpen(id)) is held to its code in the next test.
      if (typeof MESSAGES[key] !== "function" && MESSAGES[key] !== ERROR_MESSAGES[code]) wrong.push(`${path.relative(ROOT, file)}: ${code} is not MESSAGES.${key}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the codes whose English has a value in it fill to what the API says", () => {
    expect(fill("resend_wait", { seconds: 58 })).toBe(waitMessage(58));
    expect(fill("phone_locked", { until: "27 Nov, 11:30 AM" })).toBe(AUTH.phoneLocked("27 Nov, 11:30 AM"));
    expect(fill("booking_open", { id: 42 })).toBe(APPOINTMENTS.alreadyOpen(42));
    expect(fill("coupon_min_order", { min: "₹1,000" })).toBe(minOrderMessage("₹1,000"));
    expect(fill("payload_too_large", { kb: 64 })).toBe(tooLargeMessage({ bytes: 64 * 1024, upload: false }));
    expect(ERROR_MESSAGES.upload_too_large).toBe(tooLargeMessage({ bytes: 5 * 1024 * 1024, upload: true }));
    expect(fill("unsupported_media_type", { types: "application/json" })).toBe(wrongBodyTypeMessage(["application/json"]));
    expect(ERROR_MESSAGES.no_providers_found).toBe(NOT_FOUND);
  });

  it("a refusal known only by its HTTP status gets the generic code", () => {
    expect([400, 401, 404, 413, 415, 429, 500].map(codeOfStatus)).toEqual([
      "invalid_request",
      "unauthorized",
      "not_found",
      "payload_too_large",
      "unsupported_media_type",
      "too_many_requests",
      "server_error",
    ]);
  });
});
