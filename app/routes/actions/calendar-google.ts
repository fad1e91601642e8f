import { redirect, type LoaderFunctionArgs } from "react-router";
import { customerEvent, googleCalendarUrl } from "~/lib/calendar.server";

/** /calendar/<booking>/google: on to Google Calendar with the booking filled in. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const event = await customerEvent(context, request, params.id);
  return redirect(googleCalendarUrl(event), { headers: { "Cache-Control": "private, no-store" } });
}
