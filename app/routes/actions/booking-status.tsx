import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { fetchStatus } from "~/lib/booking.server";
import { requireUser } from "~/lib/session.server";
import { POLL_SECONDS } from "../../../contract/booking";
import { frameWords, minutesAndSeconds, statusFramePage } from "~/lib/status-frame.server";
import { fill } from "~/i18n/translate";
import { bookingMovedOn } from "~/lib/booking-frame.server";

/**
 * The waiting sheet's live status without JavaScript, while the provider has not answered and the
 * page no longer reloads by itself (?still): a small page in a frame that refreshes itself every
 * 5 s with the time left (worked out by the API at each refresh). Once the provider accepts it
 * links the page to the code form (whose own frame, /DateTime/code, then keeps the status); when
 * the booking ends another way, it stops refreshing and links the whole page onwards.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, token } = await requireUser(request, "/");
  const id = session.get("appointment")?.id;
  const status = id ? await fetchStatus(api(context, request, token), id) : null;
  const s = status?.ok ? status.data : null;
  const words = frameWords(request);
  const { t } = words;
  const timeLeft = (key: "statusTimeLeft" | "statusWaitingLeft") => fill(t(key), { time: `<strong>${minutesAndSeconds(s!.expires_in)}</strong>`, seconds: POLL_SECONDS });
  let body: string;
  let refresh = false;
  if (s?.state === "requested") {
    refresh = true;
    body = `<p>${timeLeft("statusWaitingLeft")}</p>`;
  } else if (s?.state === "accepted") {
    refresh = true;
    body = `<p class="ended">${t("statusAccepted")} <a href="/DateTime?still=1" target="_top">${t("statusShowCode")}</a> ${timeLeft("statusTimeLeft")}</p>`;
  } else {
    body = bookingMovedOn(s, words);
  }
  return statusFramePage(request, { title: t("statusTitle"), body, refresh, look: "panel" });
}
