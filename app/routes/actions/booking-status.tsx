import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/api.server";
import { fetchStatus } from "~/lib/booking.server";
import { requireUser } from "~/lib/session.server";
import { POLL_SECONDS } from "../../../contract/booking";

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
  let body: string;
  let refresh = false;
  if (!s) {
    body = `<p><a href="/DateTime" target="_top">Show my booking</a></p>`;
  } else if (s.state === "requested" || s.state === "accepted") {
    refresh = true;
    const m = Math.floor(s.expires_in / 60);
    const sec = String(s.expires_in % 60).padStart(2, "0");
    body = `<p><strong>${m}:${sec}</strong> left to enter the code. This box updates every ${POLL_SECONDS} seconds.</p>`;
  } else if (s.state === "cancelled") {
    body = `<p role="alert">${escapeHtml(s.cancellation_message ?? "This booking was cancelled.")} <a href="/DateTime" target="_top">Continue</a></p>`;
  } else {
    body = `<p>The code was entered. <a href="/Cart?booking=${s.appointment_id}" target="_top">Continue to your cart</a></p>`;
  }
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">${refresh ? `<meta http-equiv="refresh" content="${POLL_SECONDS}">` : ""}<title>Booking status</title><style>body{margin:0;padding:4px 0;font:1rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a1c;background:#fff}p{margin:0}a{color:#7a1842;font-weight:700}</style></head><body>${body}</body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
