import type { LoaderFunctionArgs } from "react-router";
import { customerEvent, icsFile } from "~/lib/calendar.server";

/** /calendar/<booking>.ics: the customer's upcoming booking as a calendar file to open or import. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^(\d{1,10})\.ics$/.exec(params.file ?? "")?.[1];
  const event = await customerEvent(context, request, id);
  return new Response(icsFile(event), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="saaj-booking-${id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
