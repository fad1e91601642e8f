import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { fetchStatus } from "~/lib/booking.server";
import { requireUser } from "~/lib/session.server";
import { POLL_SECONDS } from "../../../contract/booking";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { fill, saidKey } from "~/i18n/translate";

/**
 * The waiting sheet's live status without JavaScript, once the provider has accepted: a small
 * page in a frame that refreshes itself every 5 s with the time left (worked out by the API at
 * each refresh), so the code being typed in the sheet is never wiped by a page refresh. When the
 * booking moves on or ends, it stops refreshing and links the whole page onwards.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, token } = await requireUser(request, "/");
  const id = session.get("appointment")?.id;
  const status = id ? await fetchStatus(api(context, request, token), id) : null;
  const s = status?.ok ? status.data : null;
  // The frame's words in the page's language, escaped: they go into HTML.
  const t = (key: Parameters<typeof serverT<"booking">>[2]) => escapeHtml(serverT(request, "booking", key));
  // The API's words (a cancellation message) as the page would say them (useSaid).
  const said = (english: string) => messagesFor(request, "said").messages.said?.[saidKey(english)] ?? english;
  let body: string;
  let refresh = false;
  if (!s) {
    body = `<p><a href="/DateTime" target="_top">${t("statusShow")}</a></p>`;
  } else if (s.state === "requested" || s.state === "accepted") {
    refresh = true;
    const m = Math.floor(s.expires_in / 60);
    const sec = String(s.expires_in % 60).padStart(2, "0");
    body = `<p>${fill(t("statusTimeLeft"), { time: `<strong>${m}:${sec}</strong>`, seconds: POLL_SECONDS })}</p>`;
  } else if (s.state === "cancelled") {
    body = `<p role="alert" class="ended">${s.cancellation_message == null ? t("statusCancelled") : escapeHtml(said(s.cancellation_message))} <a href="/DateTime" target="_top">${t("statusContinue")}</a></p>`;
  } else {
    body = `<p>${t("statusCodeEntered")} <a href="/Cart?booking=${s.appointment_id}" target="_top">${t("statusToCart")}</a></p>`;
  }
  const html = `<!doctype html><html lang="${LOCALES[requestLanguage(request)]}"><head><meta charset="utf-8">${refresh ? `<meta http-equiv="refresh" content="${POLL_SECONDS}">` : ""}<title>${t("statusTitle")}</title><style>body{margin:0;padding:4px 0;font:1rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a1c;background:#fff}p{margin:0}.ended{font-size:.875rem;line-height:1.35}a{color:#7a1842;font-weight:700}</style></head><body>${body}</body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
