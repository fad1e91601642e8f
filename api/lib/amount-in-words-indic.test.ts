import { describe, expect, it } from "vitest";
import { hindiRupees, malayalamNumber, malayalamRupees } from "./amount-in-words-indic";

describe("Malayalam numbers, joined as they are written", () => {
  it.each([
    [1, "ഒന്ന്"],
    [21, "ഇരുപത്തിയൊന്ന്"],
    [25, "ഇരുപത്തിയഞ്ച്"],
    [38, "മുപ്പത്തിയെട്ട്"],
    [42, "നാല്പത്തിരണ്ട്"],
    [99, "തൊണ്ണൂറ്റിയൊമ്പത്"],
    [100, "നൂറ്"],
    [101, "നൂറ്റി ഒന്ന്"],
    [600, "അറുനൂറ്"],
    [905, "തൊള്ളായിരത്തി അഞ്ച്"],
    [1000, "ആയിരം"],
    [1829, "ആയിരത്തി എണ്ണൂറ്റി ഇരുപത്തിയൊമ്പത്"],
    [2000, "രണ്ടായിരം"],
    [5500, "അയ്യായിരത്തി അഞ്ഞൂറ്"],
    [13000, "പതിമൂവായിരം"],
    [19999, "പത്തൊമ്പതിനായിരത്തി തൊള്ളായിരത്തി തൊണ്ണൂറ്റിയൊമ്പത്"],
    [21000, "ഇരുപത്തിയൊന്നായിരം"],
    [25000, "ഇരുപത്തിയയ്യായിരം"],
    [90000, "തൊണ്ണൂറായിരം"],
    [100000, "ഒരു ലക്ഷം"],
    [123456, "ഒരു ലക്ഷത്തി ഇരുപത്തിമൂവായിരത്തി നാനൂറ്റി അമ്പത്തിയാറ്"],
    [1500000, "പതിനഞ്ച് ലക്ഷം"],
    [10000000, "ഒരു കോടി"],
    [20500000, "രണ്ട് കോടി അഞ്ച് ലക്ഷം"],
  ])("%i is %s", (n, words) => expect(malayalamNumber(n)).toBe(words));

  it("says rupees and paise", () => {
    expect(malayalamRupees(1829)).toBe("ആയിരത്തി എണ്ണൂറ്റി ഇരുപത്തിയൊമ്പത് രൂപ മാത്രം");
    expect(malayalamRupees(1829.5)).toBe("ആയിരത്തി എണ്ണൂറ്റി ഇരുപത്തിയൊമ്പത് രൂപയും അമ്പത് പൈസയും");
    expect(malayalamRupees(0.5)).toBe("അമ്പത് പൈസ മാത്രം");
  });
});

describe("Hindi rupees", () => {
  it("names each number below a hundred by its own word, and says मात्र", () => {
    expect(hindiRupees(1829)).toBe("एक हज़ार आठ सौ उनतीस रुपये मात्र");
    expect(hindiRupees(123456.75)).toBe("एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचहत्तर पैसे मात्र");
    expect(hindiRupees(1)).toBe("एक रुपया मात्र");
    expect(hindiRupees(0.5)).toBe("पचास पैसे मात्र");
  });

  it("refuses what is not an amount", () => {
    expect(() => hindiRupees(-1)).toThrow();
    expect(() => malayalamRupees(Number.NaN)).toThrow();
  });
});
