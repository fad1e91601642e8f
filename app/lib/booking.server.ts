import { cancelTerms, insideFeeWindow } from "./cancel-terms";
import { redirect, type AppLoadContext } from "react-router";
import { api, type Api } from "./api.server";
import { commitSession, requireUser, type AppSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import type { AppointmentDetails, AppointmentStatus } from "../../contract/schemas/appointments";
import { STATE_OF_STATUS, STATUS } from "../../contract/booking";
import { indiaClock, longDate } from "./dates";
import { CHECKOUT_MESSAGES } from "~/schemas/constants";
import { serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";

export type { AppointmentDetails, AppointmentStatus };

/** The booking being made, as the API reports it. The app never works a state out itself. */
export const fetchStatus = (client: Api, id: number) => client.get("/api/appointment/status/", { failure: "Failed to fetch appointment.", query: { appointment_id: id } });

export const fetchDetails = (client: Api, id: number, couponCode?: string) =>
  client.get("/api/appointment_details/{id}/", { params: { id }, failure: "Failed to fetch appointment details", query: { coupon_code: couponCode } });

const PAID = new Set<string>([STATE_OF_STATUS[STATUS.scheduled], STATE_OF_STATUS[STATUS.inProgress], STATE_OF_STATUS[STATUS.completed]]);
export const isPaid = (state: string) => PAID.has(state);

/** Forgets the booking in progress (and its coupon) when it is the one named. */
export function forgetBooking(session: AppSession, id?: number) {
  if (id === undefined || session.get("appointment")?.id === id) session.unset("appointment");
  if (id === undefined || session.get("coupon")?.appointmentId === id) session.unset("coupon");
}

/**
 * /Cart and the confirm page: the booking named in the URL (?booking=) or the one in progress.
 * Paid bookings go to /ThankYou (so Back after paying says the booking is done); requests whose
 * code is not entered yet go back to /DateTime; ended ones are shown with their own words.
 */
export async function loadCheckout(context: AppLoadContext, request: Request) {
  const user = await requireUser(request);
  const { session } = user;
  const url = new URL(request.url);
  const asked = url.searchParams.get("booking");
  const id = asked && /^\d{1,10}$/.test(asked) ? Number(asked) : session.get("appointment")?.id;
  if (!id) throw await redirectWithToast("/", { kind: "error", message: CHECKOUT_MESSAGES.missingAppointment });
  // The booking is always named in the URL, so Back after paying finds it (and says it is paid).
  if (!asked && request.method === "GET") throw redirect(`${url.pathname}?booking=${id}`);
  const client = api(context, request, user.token);
  const coupon = session.get("coupon");
  const details = await fetchDetails(client, id, coupon?.appointmentId === id ? coupon.code : undefined);
  if (!details.ok) throw await redirectWithToast("/", { kind: "error", message: details.message });
  const d = details.data;
  if (isPaid(d.state)) throw redirect(`/ThankYou?booking=${id}`);
  if (d.state === "requested" || d.state === "accepted") {
    session.set("appointment", { id, createdAt: Date.now() });
    throw redirect("/DateTime", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  let setCookie: string | undefined;
  if (d.state === "awaiting_payment" && session.get("appointment")?.id !== id) {
    session.set("appointment", { id, createdAt: Date.now() });
    setCookie = await commitSession(session);
  }
  if (d.state === "cancelled" && (session.get("appointment")?.id === id || session.get("coupon")?.appointmentId === id)) {
    forgetBooking(session, id);
    setCookie = await commitSession(session);
  }
  const lines = d.services.map((s) => ({
    serviceId: s.service_id,
    name: s.servicename,
    price: s.price,
    quantity: s.quantity,
    lineTotal: s.line_total,
    serviceTime: s.service_time,
  }));
  return { ...user, client, id, details: d, lines, headers: setCookie ? { "Set-Cookie": setCookie } : undefined };
}

/** What /Cart and the confirm page show about the booking, whatever its state; the date in `locale`, the page's. */
export function bookingSummary(d: AppointmentDetails, locale?: string) {
  return {
    id: d.appointment_id,
    state: d.state,
    endReason: d.end_reason,
    endMessage: d.cancellation_message,
    providerName: d.provider_name,
    branch: d.branch_name,
    address: d.address,
    date: longDate(d.appointment_date, "short", locale),
    time: d.appointment_time,
    secondsLeft: d.expires_in,
    quote: d.quote,
    terms: cancelTerms(d, Date.now()),
    // Unpaid and already inside the fee window: said before paying (issue 27).
    lateFee: insideFeeWindow(d.free_cancel_until, Date.now()) ? d.cancel_fee_once_paid : null,
  };
}

/** '10:42 AM' in India, `seconds` from now: until when an unpaid booking is held (in `locale`, the page's). */
export const clockIn = (seconds: number, locale?: string) => indiaClock(new Date(Date.now() + seconds * 1000), locale);

/**
 * The booking steps' shared posts: 'cancel' drops a booking that is not paid (after the customer
 * confirmed), 'dismiss' closes an ended booking and goes home.
 */
export async function bookingIntent(context: AppLoadContext, request: Request, intent: string, id: number, back: string) {
  const { session, token } = await requireUser(request);
  const done = async (to: string, toast?: { kind: "info" | "error"; message: string }) => {
    forgetBooking(session, id);
    const headers = { "Set-Cookie": await commitSession(session) };
    return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
  };
  if (intent === "dismiss") return done("/");
  if (intent === "cancel") {
    const cancelled = await api(context, request, token).post("/provider-api/cancel-appointment/", { body: { appointment_id: id }, failure: "Failed to cancel appointment. Please try again." });
    // Refused because it already ended or was paid meanwhile: the page shows what it is now.
    if (!cancelled.ok && cancelled.status === 409) return redirect(back);
    if (!cancelled.ok) return redirectWithToast(back, { kind: "error", message: cancelled.message });
    return done("/", { kind: "info", message: fill(serverT(request, "booking", "toastCancelled"), { id }) });
  }
  return null;
}
