import { describe, expect, it } from "vitest";
import { apiDateIn, indiaClock, indiaDate, indiaToday, latestAdultBirthDate, localDay, localDayText, longDate, yearsBefore } from "./dates";

describe("dates on the pages (app/lib/dates.ts)", () => {
  it("takes today's date from India's clock, which turns at 18:30 UTC", () => {
    expect(indiaToday(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaToday(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-01-31T18:30:00Z"))).toBe("2026-02-01");
    expect(indiaToday(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });

  it("shows instants on India's clock and calendar", () => {
    expect(indiaClock(new Date("2026-11-23T05:12:00Z"))).toBe("10:42 AM");
    expect(indiaClock(new Date("2026-11-23T18:35:00Z"))).toBe("12:05 AM");
    expect(indiaDate("2026-11-30T18:45:00.000Z")).toBe("1 Dec 2026");
    expect(indiaDate(new Date("2026-11-30T18:15:00Z"))).toBe("30 Nov 2026");
  });

  it("writes a calendar date without moving it to another day", () => {
    // ICU versions differ on the comma after a short month.
    expect(longDate("2026-11-24")).toMatch(/^Tue, 24 Nov,? 2026$/);
    expect(longDate("2026-11-30", "long")).toBe("Monday, 30 November 2026");
    expect(longDate("2026-12-31")).toMatch(/^Thu, 31 Dec,? 2026$/);
  });

  it("finds the latest date of birth of an adult, 29 February included", () => {
    expect(yearsBefore("2026-11-23", 18)).toBe("2008-11-23");
    expect(yearsBefore("2028-02-29", 18)).toBe("2010-02-28");
    expect(yearsBefore("2028-02-29", 20)).toBe("2008-02-29");
    // 23 Nov at 18:30 UTC is already the 24th in India.
    expect(latestAdultBirthDate(new Date("2026-11-23T18:30:00Z"))).toBe("2008-11-24");
  });

  it("round-trips the calendar widget's local days across month ends", () => {
    for (const day of ["2026-01-31", "2026-02-28", "2028-02-29", "2026-12-31"]) expect(localDayText(localDay(day))).toBe(day);
    const endOfMonth = localDay("2026-01-31");
    endOfMonth.setDate(endOfMonth.getDate() + 1);
    expect(localDayText(endOfMonth)).toBe("2026-02-01");
  });

  it("says the API's date words in the page's language, and leaves other words as they came", () => {
    expect(apiDateIn("03 Dec 2026", "hi-IN")).toBe("3 दिस॰ 2026");
    expect(apiDateIn("03 Dec 2026", "ml-IN")).toBe("2026 ഡിസം 3");
    expect(apiDateIn("31 Jan 2027", "hi-IN")).toBe("31 जन॰ 2027");
    expect(apiDateIn("Someday", "hi-IN")).toBe("Someday");
  });
});
