import { describe, expect, it } from "vitest";
import { calendarNames, monthWeeks } from "./month";

const days = (month: string) => monthWeeks(month).map((week) => week.map((c) => (c.outside ? "." : c.day.slice(8))).join(" "));

describe("monthWeeks", () => {
  it("lays a month out Monday to Sunday, blanks outside it", () => {
    // November 2026 starts on a Sunday: six weeks, the 1st alone in the first.
    expect(days("2026-11")).toEqual([". . . . . . 01", "02 03 04 05 06 07 08", "09 10 11 12 13 14 15", "16 17 18 19 20 21 22", "23 24 25 26 27 28 29", "30 . . . . . ."]);
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    expect(days("2027-02")).toHaveLength(4);
    expect(days("2027-02")[0]).toBe("01 02 03 04 05 06 07");
    // A leap February ends on its 29th.
    expect(days("2028-02").at(-1)).toMatch(/^28 29 \./);
  });

  it("crosses a year's end", () => {
    expect(days("2026-12")[0]).toBe(". 01 02 03 04 05 06");
    expect(days("2026-12").at(-1)).toBe("28 29 30 31 . . .");
  });
});

describe("calendarNames", () => {
  it("names the month and days in the page's language", () => {
    const sunday = new Date(2026, 10, 1);
    expect(calendarNames("en", "en-IN").monthYear(sunday)).toBe("November 2026");
    expect(calendarNames("en", "en-IN").dayLabel(sunday)).toBe("1 November, Sunday");
    expect(calendarNames("hi", "hi-IN").weekdayLong(sunday)).toBe("रविवार");
    // Malayalam's column headings are one letter with its vowel sign: its short names are too wide for a phone.
    expect(calendarNames("ml", "ml-IN").weekdayShort(sunday)).toHaveLength(2);
  });
});
