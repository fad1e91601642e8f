import type { LoaderFunctionArgs } from "react-router";
import { icsFile } from "~/lib/calendar.server";
import { linkEvent, PERSONAL_HEADERS } from "~/lib/booking-link.server";

/** /Booking/<token>/calendar.ics: the link's upcoming booking as a calendar file, without logging in. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const event = await linkEvent(context, request, params.token ?? "");
  const id = event.uid.replace(/\D/g, "");
  return new Response(icsFile(event), {
    headers: {
      ...PERSONAL_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="saaj-booking-${id}.ics"`,
    },
  });
}
