import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { fetchStatus } from "~/lib/booking.server";
import { requireUser } from "~/lib/session.server";
import { POLL_SECONDS } from "../../../contract/booking";
import { frameWords, minutesAndSeconds, statusFramePage } from "~/lib/status-frame.server";
import { fill } from "~/i18n/translate";

/**
 * /Cart and the confirm page without JavaScript: the unpaid hold's time left, in a frame that asks
 * the API again every 5 s, so a provider's cancellation is seen within 5 s while the coupon or the
 * payment choice being made beside it is kept. Once the booking moves on or ends it stops and links
 * the whole page to the booking (which then shows how it ended, or that it is paid).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const asked = new URL(request.url).searchParams.get("booking") ?? "";
  const id = /^\d{1,10}$/.test(asked) ? Number(asked) : null;
  const status = id ? await fetchStatus(api(context, request, token), id) : null;
  const s = status?.ok ? status.data : null;
  const { t, said } = frameWords(request);
  const show = (text: string) => (id ? `<a href="/Cart?booking=${id}" target="_top">${text}</a>` : text);
  let body: string;
  let refresh = false;
  if (s?.state === "awaiting_payment") {
    refresh = true;
    body = `<p>${fill(t("statusHoldLeft"), { time: `<strong>${minutesAndSeconds(s.expires_in)}</strong>`, seconds: POLL_SECONDS })}</p>`;
  } else if (s?.state === "cancelled") {
    body = `<p role="alert" class="ended">${s.cancellation_message == null ? t("statusCancelled") : said(s.cancellation_message)} ${show(t("statusShow"))}</p>`;
  } else {
    body = `<p role="alert" class="ended">${show(t("statusShow"))}</p>`;
  }
  return statusFramePage(request, { title: t("statusTitle"), body, refresh, look: "notice" });
}
