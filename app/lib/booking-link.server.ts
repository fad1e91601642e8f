import type { AppLoadContext } from "react-router";
import { api, type ApiResult } from "./api.server";
import { offeringsOf } from "./cart.server";
import { bookingEvent, CALENDAR_MESSAGES, calendarWords, UPCOMING, type CalendarEvent } from "./calendar.server";
import { publicOrigin } from "./seo.server";
import { redirectWithToast } from "./toast.server";
import { BOOKING_LINK_TOKEN, bookingLinkPath } from "../../contract/booking-link";
import type { ManagedBooking } from "../../contract/schemas/booking-link";
import { serverT } from "~/i18n/i18n.server";

/** Every answer about a link's booking is one person's, and no search engine's. */
export const PERSONAL_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
/** The longest token the API accepts (contract/schemas/booking-link.ts). */
const TOKEN_MAX = 120;
/** The refusals a page shows as they are; any other refusal of a token is a link that opens nothing. */
const REFUSED_STATUSES = new Set([404, 410, 429]);

export type { ManagedBooking };

/**
 * The booking a message's link names, asked without any login. A token that cannot be one is
 * refused here as the API would (404, its words), without asking; the API's other refusals of the
 * token (a 400) are that same 404, so every link that opens nothing says the same.
 */
export async function fetchManaged(context: AppLoadContext, request: Request, token: string): Promise<ApiResult<ManagedBooking>> {
  const invalid = { ok: false as const, status: 404, code: "booking_link_invalid", message: serverT(request, "apiErrors", "booking_link_invalid"), fieldErrors: {} };
  if (token.length > TOKEN_MAX || !BOOKING_LINK_TOKEN.test(token)) return invalid;
  const result = await api(context, request).get("/api/booking-link/{token}/", { params: { token }, failure: "load the booking" });
  if (result.ok) return { ...result, data: result.data.data };
  return result.status === 400 ? invalid : result;
}

/** Whether a failure is the link's own (the page says so with that status) rather than the API's trouble. */
export const isRefusal = (status: number) => REFUSED_STATUSES.has(status);

/**
 * The link's upcoming booking as a calendar event, its services' times from the provider's page,
 * linking back to the link; or a redirect to the link's page saying why not.
 */
export async function linkEvent(context: AppLoadContext, request: Request, token: string): Promise<CalendarEvent> {
  const page = bookingLinkPath(token);
  const managed = await fetchManaged(context, request, token);
  if (!managed.ok) throw await redirectWithToast(page, { kind: "error", message: managed.message }, { headers: PERSONAL_HEADERS });
  const b = managed.data;
  const notUpcoming = () => redirectWithToast(page, { kind: "error", message: CALENDAR_MESSAGES.notUpcoming }, { headers: PERSONAL_HEADERS });
  if (!UPCOMING.has(b.state)) throw await notUpcoming();
  const detail = await api(context, request).get("/api/bookservice/", {
    failure: "Failed to fetch service provider details.",
    query: { provider_id: b.provider_id, branch_id: b.branch_id },
    pageData: true,
  });
  const times = new Map((detail.ok ? offeringsOf(detail.data) : []).map((o) => [o.service_id, o.service_time]));
  const services = b.services.map((s) => ({ servicename: s.servicename, quantity: s.quantity, service_time: times.get(s.service_id) ?? "" }));
  const origin = publicOrigin(request);
  const event = bookingEvent({ ...b, services }, origin, calendarWords(request), origin + page);
  if (!event) throw await notUpcoming();
  return event;
}
