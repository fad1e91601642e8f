import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords: the Indian numbering system", () => {
  it.each([
    [0.5, "Fifty Paise Only"],
    [0.01, "One Paisa Only"],
    [0, "Rupees Zero Only"],
    [2106, "Rupees Two Thousand One Hundred Six Only"],
    [100_000, "Rupees One Lakh Only"],
    [17_707.82, "Rupees Seventeen Thousand Seven Hundred Seven and Eighty Two Paise Only"],
    [1_23_45_678.9, "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only"],
    [100_00_00_000, "Rupees One Hundred Crore Only"],
  ])("%d -> %s", (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesInWords(-1)).toThrow();
    expect(() => rupeesInWords(Number.NaN)).toThrow();
  });
});
