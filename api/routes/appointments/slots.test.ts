import { describe, expect, it } from "vitest";
import { clashingSlots, heldSlots, openIntervals, openSlots, placesTaken } from "./slots";

/** The slot rules of a branch's availability (docs/decisions/0043), without a database. */
const HOURLY = ["9:30 AM", "10:30 AM", "11:30 AM", "12:30 PM", "1:30 PM"];
const MONDAY = "2026-11-30";
const week = (hours: string) => Object.fromEntries(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => [d, hours]));

describe("the slots a branch's availability leaves open", () => {
  it("keeps the slots inside the day's hours, none starting in a break, none on a day off", () => {
    expect(openSlots(HOURLY, MONDAY, { hours: week("10:00 AM,1:00 PM"), breaks: [], dayOff: false })).toEqual(["10:30 AM", "11:30 AM", "12:30 PM"]);
    expect(openSlots(HOURLY, MONDAY, { hours: week("9:00 AM,9:00 PM"), breaks: [{ start: 690, end: 780 }], dayOff: false })).toEqual(["9:30 AM", "10:30 AM", "1:30 PM"]);
    expect(openSlots(HOURLY, MONDAY, { hours: week("9:00 AM,9:00 PM"), breaks: [], dayOff: true })).toEqual([]);
    // Hours never set limit nothing; a day left out of set hours is closed.
    expect(openSlots(HOURLY, MONDAY, { hours: {}, breaks: [], dayOff: false })).toEqual(HOURLY);
    expect(openSlots(HOURLY, MONDAY, { hours: { Tuesday: "9:00 AM,9:00 PM" }, breaks: [], dayOff: false })).toEqual([]);
  });

  it("reads hours past midnight into the next day's early minutes", () => {
    expect(openIntervals({ Sunday: "6:00 PM,2:00 AM", Monday: "6:00 PM,12:00 AM" }, MONDAY)).toEqual([
      [1080, 1440],
      [0, 120],
    ]);
    expect(openIntervals({ Monday: "not a time" }, MONDAY)).toEqual([]);
  });
});

describe("the places a booking holds with the branch's buffer", () => {
  it("holds its own slot only without a buffer, and the slots starting within the buffer after the next one with it", () => {
    expect(heldSlots(HOURLY, "10:30 AM", 0)).toEqual(["10:30 AM"]);
    expect(heldSlots(HOURLY, "10:30 AM", 15)).toEqual(["10:30 AM", "11:30 AM"]);
    expect(heldSlots(HOURLY, "10:30 AM", 61)).toEqual(["10:30 AM", "11:30 AM", "12:30 PM"]);
    expect(heldSlots(HOURLY, "1:30 PM", 60)).toEqual(["1:30 PM"]);
    expect(placesTaken(HOURLY, new Map([["10:30 AM", 2]]), 15)).toEqual(
      new Map([
        ["10:30 AM", 2],
        ["11:30 AM", 2],
      ]),
    );
  });

  it("one stylist cannot take two bookings that share a held slot", () => {
    expect(clashingSlots(HOURLY, "11:30 AM", 0)).toEqual(["11:30 AM"]);
    expect(clashingSlots(HOURLY, "11:30 AM", 15)).toEqual(["11:30 AM", "10:30 AM", "12:30 PM"]);
  });
});
