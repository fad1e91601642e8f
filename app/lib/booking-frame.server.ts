import type { frameWords } from "~/lib/status-frame.server";
import type { fetchStatus } from "~/lib/booking.server";

type Status = Extract<Awaited<ReturnType<typeof fetchStatus>>, { ok: true }>["data"];

/**
 * What a booking's frame says once the request is no longer waiting for the code: cancelled (the
 * provider's words, or ours), the code entered (on to the cart), or unknown (show the booking).
 * Its links open in the whole page.
 */
export function bookingMovedOn(s: Status | null, { t, said }: ReturnType<typeof frameWords>) {
  if (!s) return `<p><a href="/DateTime" target="_top">${t("statusShow")}</a></p>`;
  if (s.state === "cancelled") {
    return `<p role="alert" class="ended">${s.cancellation_message == null ? t("statusCancelled") : said(s.cancellation_message)} <a href="/DateTime" target="_top">${t("statusContinue")}</a></p>`;
  }
  return `<p>${t("statusCodeEntered")} <a href="/Cart?booking=${s.appointment_id}" target="_top">${t("statusToCart")}</a></p>`;
}
