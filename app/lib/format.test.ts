import { describe, expect, it } from "vitest";
import { groupedRupees, rupees } from "./format";

describe("rupees", () => {
  it("groups the Indian way, with paise only when there are any, in each language's locale", () => {
    expect(rupees(123456)).toBe("₹1,23,456");
    expect(rupees(1234.5)).toBe("₹1,234.50");
    expect(groupedRupees(17707.82, "hi-IN")).toBe("17,707.82");
    expect(groupedRupees(100000, "ml-IN")).toBe("1,00,000");
    // The kept formats answer as the first call did, whichever came first.
    expect([rupees(5), rupees(5.25), rupees(5)]).toEqual(["₹5", "₹5.25", "₹5"]);
  });
});
