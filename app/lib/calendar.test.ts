import ical from "node-ical";
import { describe, expect, it } from "vitest";
import { bookingEvent, googleCalendarUrl, icsFile, minutesOf } from "./calendar.server";
import type { AppointmentDetails } from "../../contract/schemas/appointments";

const details = (over: Partial<AppointmentDetails> = {}) =>
  ({
    status: "success",
    appointment_id: 42,
    provider_id: 1,
    branch_id: 1,
    provider_name: "Ishani Family Salon",
    branch_name: "Ishani Family Salon Pattom",
    service_type_id: 1,
    appointment_date: "2026-12-31",
    appointment_time: "11:30 PM",
    address: "30/931, Pattom; Trivandrum, Kerala",
    state: "scheduled",
    services: [
      { service_id: 1, servicename: "Haircut", service_time: "45 mins", quantity: 1 },
      { service_id: 2, servicename: "Head Massage", service_time: "30 mins", quantity: 2 },
    ],
    ...over,
  }) as unknown as AppointmentDetails;

const parse = (text: string) => Object.values(ical.sync.parseICS(text)).find((c) => c?.type === "VEVENT") as ical.VEvent;

describe("a booking in the customer's calendar", () => {
  it("is an RFC 5545 event at India's time, as long as its services, at the provider's address, with a reminder", () => {
    const file = icsFile(bookingEvent(details(), "https://saaj.in")!, new Date("2026-11-25T05:00:00Z"));
    expect(file.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(file).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
    const event = parse(file);
    // 11:30 PM in India is 18:00 UTC; 45 + 2 x 30 minutes later is past midnight, the next day.
    expect(event.start.toISOString()).toBe("2026-12-31T18:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2026-12-31T19:45:00.000Z");
    expect(event.uid).toBe("booking-42@saaj.in");
    expect(event.summary).toBe("Haircut, Head Massage x2 with Ishani Family Salon Pattom");
    expect(event.location).toBe("Ishani Family Salon Pattom, 30/931, Pattom; Trivandrum, Kerala");
    const alarms = (event as unknown as { alarms: { action: string; trigger: string }[] }).alarms;
    expect(alarms).toEqual([expect.objectContaining({ action: "DISPLAY", trigger: "-PT120M" })]);
  });

  it("keeps its UID and raises its SEQUENCE when downloaded again, so calendars update it", () => {
    const e = bookingEvent(details(), "https://saaj.in")!;
    const first = icsFile(e, new Date("2026-11-25T05:00:00Z"));
    const later = icsFile({ ...e, start: "10:00" }, new Date("2026-11-26T05:00:00Z"));
    const sequence = (f: string) => Number(/SEQUENCE:(\d+)/.exec(f)![1]);
    expect(parse(later).uid).toBe(parse(first).uid);
    expect(sequence(later)).toBeGreaterThan(sequence(first));
  });

  it("folds long lines without cutting a character, and a home service is at the customer's home", () => {
    const e = bookingEvent(details({ service_type_id: 2, branch_name: "ലക്ഷ്മി ബ്യൂട്ടി സ്റ്റുഡിയോ ".repeat(4).trim() }), "https://saaj.in")!;
    const file = icsFile(e);
    expect(file.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(parse(file).location).toBe(`At your home (${e.title.split(" with ")[1]})`);
  });

  it("gives an hour when the services' times say nothing, and no event for a time it cannot read", () => {
    expect(bookingEvent(details({ services: [] }), "https://saaj.in")!.minutes).toBe(60);
    expect(bookingEvent(details({ appointment_time: "half past ten" }), "https://saaj.in")).toBeUndefined();
    expect(["45 mins", "1 hr 30 mins", "2 hours", "90 min", "soon"].map(minutesOf)).toEqual([45, 90, 120, 90, undefined]);
  });

  it("is in the customer's language: the words in Hindi and Malayalam, the names as the API gave them", () => {
    const hindi = { title: "{provider} के साथ {services}", atHome: "आपके घर पर ({provider})", description: "Saaj बुकिंग #{id}: {services}। इसे यहाँ देखें या बदलें: {url}" };
    const event = parse(icsFile(bookingEvent(details({ service_type_id: 2 }), "https://saaj.in", hindi)!));
    expect(event.summary).toBe("Ishani Family Salon Pattom के साथ Haircut, Head Massage x2");
    expect(event.location).toBe("आपके घर पर (Ishani Family Salon Pattom)");
    expect(event.description).toBe("Saaj बुकिंग #42: Haircut, Head Massage x2। इसे यहाँ देखें या बदलें: https://saaj.in/MyProfile");
  });

  it("opens in Google Calendar with the same times in India's zone", () => {
    const url = new URL(googleCalendarUrl(bookingEvent(details({ appointment_time: "10:30 AM" }), "https://saaj.in")!));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261231T103000/20261231T121500");
    expect(url.searchParams.get("ctz")).toBe("Asia/Kolkata");
  });
});
