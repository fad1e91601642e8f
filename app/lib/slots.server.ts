import type { AppLoadContext } from "react-router";
import { api, type Api } from "./api.server";

/** /DateTime's calendar when the day's slots could not be read. */
export const EMPTY_DAY = {
  date: "",
  today: "",
  maxDate: "",
  month: "",
  slots: [] as { time: string; past: boolean; full: boolean; freeUntil: string | null; late: boolean }[],
  closed: null,
  dayOffNote: null,
};

/** The day's slots and the booking window, from the API; a date outside the window falls back to today. */
export async function slotsFor(client: Api, cart: { providerId: number; branchId: number }, date?: string) {
  const ask = (d?: string) =>
    client.get("/api/available-slots/", { failure: "Failed to fetch time slot data", query: { provider_id: cart.providerId, branch_id: cart.branchId, appointment_date: d } });
  let answer = await ask(date);
  if (!answer.ok && date && answer.status === 400) answer = await ask();
  if (!answer.ok) return answer;
  const day = answer.data[0];
  return day ? { ok: true as const, data: day } : { ok: false as const, status: 404, message: "Failed to fetch time slot data" };
}

/** Demo mode: the appointment code's SMS the API would have sent to this phone. */
export async function demoSms(context: AppLoadContext, request: Request, phone: string) {
  const outbox = await api(context, request).get("/api/demo/outbox/", { failure: "load the demo SMS", query: { phone } });
  return outbox.ok ? (outbox.data.data.find((m) => m.purpose === "appointment-code")?.body ?? null) : null;
}
