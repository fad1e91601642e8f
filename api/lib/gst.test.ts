import { describe, expect, it } from "vitest";
import { financialYear, gstinCheckCharacter, gstinProblem, invoiceNumber, stateNamedIn, taxLines } from "./gst";

/** GSTINs of registered businesses, as printed on their public invoices. */
const REAL_GSTINS = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAGFF2194N1Z1", "27AAACR5055K1Z7", "33AAACH7409R1Z8"];

describe("GSTIN", () => {
  it("computes the check character of real GSTINs", () => {
    for (const gstin of REAL_GSTINS) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
  });

  it("validates the check character: every other last character is refused", () => {
    for (const gstin of REAL_GSTINS) {
      expect(gstinProblem(gstin)).toBeUndefined();
      for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
        if (c === gstin[14]) continue;
        expect(gstinProblem(gstin.slice(0, 14) + c), `${gstin.slice(0, 14)}${c}`).toBe("The check character does not match.");
      }
    }
  });

  it("refuses a wrong shape or a state code that is no state", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("27aapfu0939f1zv")).toMatch(/15 characters/);
    expect(gstinProblem("27AAPFU0939F1YV")).toMatch(/15 characters/);
    const noState = `99AAPFU0939F1Z${gstinCheckCharacter("99AAPFU0939F1Z")}`;
    expect(gstinProblem(noState)).toBe("99 is not a state code.");
  });
});

describe("invoice numbering", () => {
  it("runs by the Indian financial year, April to March", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
  });

  it("keeps the number within rule 46's 16 characters, and refuses a serial that would not fit", () => {
    expect(invoiceNumber("2026-27", 42)).toBe("SJ/2026-27/00042");
    expect(invoiceNumber("2026-27", 99_999)).toHaveLength(16);
    expect(() => invoiceNumber("2026-27", 100_000)).toThrow();
    expect(() => invoiceNumber("2026-27", 0)).toThrow();
  });
});

describe("place of supply and tax split", () => {
  it("finds the state an address names, the longest name first", () => {
    expect(stateNamedIn("12 MG Road, Vijayawada, Andhra Pradesh 520010")).toEqual({ code: "37", name: "Andhra Pradesh" });
    expect(stateNamedIn("TC 12/345, Kowdiar, Kerala")).toEqual({ code: "32", name: "Kerala" });
    expect(stateNamedIn("Flat 4, Indiranagar")).toBeUndefined();
  });

  it("splits the tax into CGST and SGST within a state, IGST at their sum across states", () => {
    expect(taxLines(90, 90, true)).toEqual([
      { label: "CGST", rate: 9, amount: 90 },
      { label: "SGST", rate: 9, amount: 90 },
    ]);
    expect(taxLines(1593.7, 1593.7, false)).toEqual([{ label: "IGST", rate: 18, amount: 3187.4 }]);
  });
});
