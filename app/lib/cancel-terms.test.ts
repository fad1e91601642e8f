import { describe, expect, it } from "vitest";
import { cancelTerms, insideFeeWindow } from "./cancel-terms";

const until = "2026-12-14T08:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("cancelTerms", () => {
  it("is free until the API's deadline, then what the API says cancelling costs now", () => {
    expect(cancelTerms({ free_cancel_until: until, cancel_fee_now: 0 }, at("2026-12-14T07:59:59Z"))).toEqual({ kind: "freeUntil", until });
    expect(cancelTerms({ free_cancel_until: until, cancel_fee_now: 167.4 }, at("2026-12-14T08:00:00Z"))).toEqual({ kind: "costsNow", fee: 167.4 });
    // Past the deadline with nothing paid (or no professional yet): the API charges nothing.
    expect(cancelTerms({ free_cancel_until: until, cancel_fee_now: 0 }, at("2026-12-14T08:00:00Z"))).toEqual({ kind: "freeNow" });
    expect(cancelTerms({ free_cancel_until: null, cancel_fee_now: null }, at("2026-12-14T07:00:00Z"))).toBeNull();
  });

  it("places a moment inside or outside the fee window", () => {
    expect(insideFeeWindow(until, at("2026-12-14T07:59:59Z"))).toBe(false);
    expect(insideFeeWindow(until, at("2026-12-14T08:00:00Z"))).toBe(true);
    expect(insideFeeWindow(null, at("2026-12-14T08:00:00Z"))).toBe(false);
  });
});
