import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_MESSAGES } from "./errors";

describe("the error codes", () => {
  it("are snake_case, each with its English", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    expect(ERROR_CODES.filter((code) => !/^[a-z]+(_[a-z]+)*$/.test(code) || !ERROR_MESSAGES[code])).toEqual([]);
  });
});
