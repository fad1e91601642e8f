/** Appointment dates ('YYYY-MM-DD') and slot times ('9:30 AM') are wall-clock times in India. */

const IST_OFFSET_MS = 330 * 60 * 1000; // Asia/Kolkata is UTC+5:30 all year (no daylight saving)
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '9:30 AM' -> 570; undefined when not a slot time. */
export function minutesOfDay(time: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*$/i.exec(time);
  if (!match) return undefined;
  const hour = Number(match[1]) % 12 + (match[3]!.toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/** The instant an appointment starts; undefined when the time cannot be read. */
export function appointmentStart(date: string, time: string): Date | undefined {
  const minutes = minutesOfDay(time);
  const [y, m, d] = date.split("-").map(Number);
  if (minutes === undefined || !y || !m || !d) return undefined;
  return new Date(Date.UTC(y, m - 1, d, 0, minutes) - IST_OFFSET_MS);
}

/** '2026-11-22' -> '22 Nov 2026'. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** '09:30 am' -> '9:30 AM' (unreadable text is returned as is). */
export function formatTime(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === undefined) return time;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** A Date as India's calendar date: '22 Nov 2026'. */
export function formatIndiaDate(instant: Date): string {
  return formatDate(new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10));
}
