import { describe, expect, it } from "vitest";
import { z } from "@hono/zod-openapi";
import { calendarDate, coordinate, finiteNumber, id, idList, MAX_ID, text } from "./fields";

const ok = (schema: z.ZodTypeAny, v: unknown) => schema.safeParse(v);

describe("shared request schemas", () => {
  it("id: digits or a whole number, 1…2^31-1, never an object", () => {
    const s = id("Bad id.");
    expect(ok(s, "42").data).toBe(42);
    expect(ok(s, 42).data).toBe(42);
    expect(ok(s, String(MAX_ID)).data).toBe(MAX_ID);
    for (const bad of ["2147483648", 2147483648, "0", 0, "-1", "1.5", 1.5, "1e3", "", " ", { $gt: "" }, [1], null, undefined, true, "NaN", "0x10"]) {
      const r = ok(s, bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe("Bad id.");
    }
  });

  it("idList: every id in range", () => {
    expect(ok(idList("m"), "1, 2,3").success).toBe(true);
    expect(ok(idList("m"), "1,2147483648").success).toBe(false);
  });

  it("finiteNumber: numbers and numeric text only, bounded", () => {
    const s = finiteNumber("m", { min: 0, max: 100 });
    expect(ok(s, "12.5").data).toBe(12.5);
    expect(ok(s, 7).data).toBe(7);
    for (const bad of [{ $gt: "" }, [], "NaN", "Infinity", "1e999", 1e308, -1, "abc", true, null]) expect(ok(s, bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("coordinate: bounded, and a subnormal is rounded to 0", () => {
    expect(ok(coordinate(90), "5e-324").data).toBe(0);
    expect(ok(coordinate(90), "8.52").data).toBe(8.52);
    expect(ok(coordinate(90), "1e308").success).toBe(false);
    expect(ok(coordinate(180), "-180.5").success).toBe(false);
  });

  it("text: no NUL, no lone surrogate; pairs are fine", () => {
    expect(ok(text(), "नमस्ते 😀").success).toBe(true);
    for (const bad of ["a\u0000b", "\uD800", "x\uDC00", "\uDBFF"]) expect(ok(text(), bad).success).toBe(false);
  });

  it("calendarDate: real dates only", () => {
    expect(ok(calendarDate("m"), "2028-02-29").success).toBe(true);
    for (const bad of ["2026-02-30", "2026-02-29", "2026-13-01", "0000-00-00", "2026-1-1"]) expect(ok(calendarDate("m"), bad).success, bad).toBe(false);
  });
});
