import { redirect, type LoaderFunctionArgs } from "react-router";
import { googleCalendarUrl } from "~/lib/calendar.server";
import { linkEvent, PERSONAL_HEADERS } from "~/lib/booking-link.server";

/** /Booking/<token>/google: on to Google Calendar with the link's booking filled in. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const event = await linkEvent(context, request, params.token ?? "");
  return redirect(googleCalendarUrl(event), { headers: PERSONAL_HEADERS });
}
