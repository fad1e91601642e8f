import { describe, expect, it } from "vitest";
import { cancellationFee, computeTotals, couponDiscount, formatRupees, samePaise } from "./money";

describe("computeTotals", () => {
  it("taxes the subtotal at 9% + 9% and subtracts the discount from the grand total", () => {
    expect(computeTotals({ lines: [{ unitPrice: 1000, quantity: 1 }], discount: 100 })).toEqual({
      subtotal: 1000,
      discount: 100,
      grandTotal: 900,
      cgst: 90,
      sgst: 90,
      total: 1080,
    });
  });

  it("adds up lines by quantity", () => {
    const t = computeTotals({
      lines: [
        { unitPrice: 499, quantity: 2 },
        { unitPrice: 250, quantity: 3 },
      ],
    });
    expect(t.subtotal).toBe(1748);
    expect(t.cgst).toBe(157.32);
    expect(t.sgst).toBe(157.32);
    expect(t.grandTotal).toBe(1748);
    expect(t.total).toBe(2062.64);
  });

  it("rounds taxes to paise and keeps total = grand total + taxes exactly", () => {
    const t = computeTotals({ lines: [{ unitPrice: 333, quantity: 1 }], discount: 33.335 });
    expect(t.cgst).toBe(29.97);
    expect(t.discount).toBe(33.34);
    expect(t.grandTotal).toBe(299.66);
    expect(t.total).toBe(359.6);
  });

  it("never lets the discount exceed the subtotal nor go negative", () => {
    expect(computeTotals({ lines: [{ unitPrice: 200, quantity: 1 }], discount: 500 })).toMatchObject({
      discount: 200,
      grandTotal: 0,
      total: 36,
    });
    expect(computeTotals({ lines: [{ unitPrice: 200, quantity: 1 }], discount: -50 }).discount).toBe(0);
  });

  it("is zero for an empty cart", () => {
    expect(computeTotals({ lines: [] })).toEqual({ subtotal: 0, discount: 0, grandTotal: 0, cgst: 0, sgst: 0, total: 0 });
  });
});

describe("couponDiscount", () => {
  it("gives a flat amount, capped at the subtotal", () => {
    expect(couponDiscount({ kind: "flat", value: 150 }, 1000)).toBe(150);
    expect(couponDiscount({ kind: "flat", value: 150 }, 100)).toBe(100);
  });

  it("gives a percentage to the paisa, capped by max_discount", () => {
    expect(couponDiscount({ kind: "percent", value: 10, max_discount: null }, 1234)).toBe(123.4);
    expect(couponDiscount({ kind: "percent", value: 15, max_discount: 100 }, 1000)).toBe(100);
    expect(couponDiscount({ kind: "percent", value: 12.5, max_discount: 500 }, 999)).toBe(124.88);
  });
});

describe("formatRupees", () => {
  it("groups the Indian way", () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(1000)).toBe("₹1,000");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise only when not whole", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(1080)).toBe("₹1,080");
    expect(formatRupees(0.05)).toBe("₹0.05");
    expect(formatRupees(-250)).toBe("-₹250");
  });
});

describe("samePaise", () => {
  it("compares to the paisa", () => {
    expect(samePaise(1080, 1080.001)).toBe(true);
    expect(samePaise(1080, 1080.01)).toBe(false);
  });
});

describe("cancellationFee", () => {
  it("is 10% of the amount paid, at most 250 rupees", () => {
    expect(cancellationFee(1180)).toBe(118);
    expect(cancellationFee(1234.5)).toBe(123.45);
    expect(cancellationFee(2500)).toBe(250);
    expect(cancellationFee(9999)).toBe(250);
    expect(cancellationFee(0)).toBe(0);
  });
});
