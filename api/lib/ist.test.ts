import { describe, expect, it } from "vitest";
import { addDays, appointmentStart, clockTime, formatDate, formatIndiaDate, formatTime, indiaInstant, indiaNow, minutesOfDay, formatIndiaDateTime } from "./ist";

describe("India time (api/lib/ist.ts)", () => {
  it("reads and writes 12-hour slot times", () => {
    expect(minutesOfDay("9:30 AM")).toBe(570);
    expect(minutesOfDay("12:00 PM")).toBe(720);
    expect(minutesOfDay("12:00 AM")).toBe(0);
    expect(minutesOfDay("11:59 pm")).toBe(1439);
    for (const bad of ["0:30 AM", "13:00 PM", "9:60 AM", "9:30", "nine", ""]) expect(minutesOfDay(bad), bad).toBeUndefined();
    expect(clockTime(0)).toBe("12:00 AM");
    expect(clockTime(720)).toBe("12:00 PM");
    expect(clockTime(1439)).toBe("11:59 PM");
    expect(formatTime("09:05 am")).toBe("9:05 AM");
    expect(formatTime("whenever")).toBe("whenever");
  });

  it("turns the date at midnight in India, 18:30 UTC", () => {
    expect(indiaNow(new Date("2026-11-23T18:29:59Z"))).toEqual({ date: "2026-11-23", minutes: 23 * 60 + 59, weekday: "Monday" });
    expect(indiaNow(new Date("2026-11-23T18:30:00Z"))).toEqual({ date: "2026-11-24", minutes: 0, weekday: "Tuesday" });
    expect(indiaNow(new Date("2026-11-23T00:00:00Z"))).toEqual({ date: "2026-11-23", minutes: 5 * 60 + 30, weekday: "Monday" });
  });

  it("crosses month and year ends, leap days included", () => {
    expect(indiaNow(new Date("2026-01-31T18:30:00Z")).date).toBe("2026-02-01");
    expect(indiaNow(new Date("2028-02-28T18:30:00Z")).date).toBe("2028-02-29");
    expect(indiaNow(new Date("2027-02-28T18:30:00Z")).date).toBe("2027-03-01");
    expect(indiaNow(new Date("2026-12-31T18:30:00Z")).date).toBe("2027-01-01");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-23", 90)).toBe("2027-02-21");
  });

  it("puts a slot at its instant: India's wall clock minus 5:30", () => {
    expect(appointmentStart("2026-11-24", "9:30 AM")?.toISOString()).toBe("2026-11-24T04:00:00.000Z");
    // Midnight and just after in India are the evening before in UTC.
    expect(appointmentStart("2026-12-01", "12:00 AM")?.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(appointmentStart("2027-01-01", "12:15 AM")?.toISOString()).toBe("2026-12-31T18:45:00.000Z");
    expect(indiaInstant("2026-11-24", 24 * 60)?.toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(appointmentStart("2026-11-24", "later")).toBeUndefined();
    expect(appointmentStart("soon", "9:30 AM")).toBeUndefined();
    const start = appointmentStart("2026-02-28", "11:30 PM")!;
    expect(indiaNow(start)).toMatchObject({ date: "2026-02-28", minutes: 23 * 60 + 30 });
  });

  it("formats dates as the invoice and bookings show them", () => {
    expect(formatDate("2026-11-02")).toBe("02 Nov 2026");
    expect(formatIndiaDate(new Date("2026-11-30T18:45:00Z"))).toBe("01 Dec 2026");
    expect(formatIndiaDate(new Date("2026-11-30T18:15:00Z"))).toBe("30 Nov 2026");
  });
});

describe("formatIndiaDateTime", () => {
  it("writes India's day and clock, past midnight in India while it is still yesterday in UTC", () => {
    expect(formatIndiaDateTime(new Date("2026-11-23T18:29:00Z"))).toBe("23 Nov, 11:59 pm");
    expect(formatIndiaDateTime(new Date("2026-11-23T18:30:00Z"))).toBe("24 Nov, 12:00 am");
    expect(formatIndiaDateTime(new Date("2026-12-31T20:00:00Z"))).toBe("1 Jan, 1:30 am");
    expect(formatIndiaDateTime(new Date("2026-06-01T06:30:00Z"))).toBe("1 Jun, 12:00 pm");
  });
});
