import { POLL_SECONDS } from "../../contract/booking";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { saidKey } from "~/i18n/translate";
import { theme } from "~/styles/theme";

/** How a frame looks where it sits: the waiting sheet's as a panel in the brand's soft tint, the hold notice's as part of its gold notice. */
const LOOKS = {
  panel: `background:${theme.colors.primarySoft};padding:4px 12px`,
  notice: `background:${theme.colors.goldSoft};padding:4px 0`,
} as const;

/**
 * A booking's live status without JavaScript: a small page for a frame inside the booking page that
 * refreshes itself every POLL_SECONDS while `refresh`, so what the visitor is typing beside it is
 * never wiped by a page refresh. Its links open in the whole page (target="_top").
 */
export function statusFramePage(request: Request, { title, body, refresh, look }: { title: string; body: string; refresh: boolean; look: keyof typeof LOOKS }) {
  const html = `${frameHead(request, { title, look, refresh })}<body>${body}</body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}

/**
 * A frame page's document up to its body: the page's language, its look, and a refresh every
 * POLL_SECONDS when asked, or once a second after to `then`. The frame is sized for its longest words; shorter ones sit in the
 * middle of a tinted panel the frame's size, so no blank band shows under them.
 */
export function frameHead(request: Request, { title, look, refresh = false, css = "", then }: { title: string; look: keyof typeof LOOKS; refresh?: boolean; css?: string; then?: string }) {
  const next = then ? `<meta http-equiv="refresh" content="1;url=${then}">` : refresh ? `<meta http-equiv="refresh" content="${POLL_SECONDS}">` : "";
  return `<!doctype html><html lang="${LOCALES[requestLanguage(request)]}"><head><meta charset="utf-8">${next}<title>${title}</title><style>html,body{height:100%}body{margin:0;box-sizing:border-box;display:flex;align-items:center;font:1rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a1c;${LOOKS[look]}}p{margin:0}.ended{font-size:.875rem;line-height:1.35}a{color:#7a1842;font-weight:700}${css}</style></head>`;
}

/** Text for HTML: the frame's words and the API's are put into markup by hand. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** '14:05': minutes and seconds. */
export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The frame's words in the page's language, escaped for HTML: `t` the booking messages, `said` the
 * API's words (a cancellation message) as the page would say them (useSaid).
 */
export function frameWords(request: Request) {
  const t = (key: Parameters<typeof serverT<"booking">>[2]) => escapeHtml(serverT(request, "booking", key));
  const said = (english: string) => escapeHtml(messagesFor(request, "said").messages.said?.[saidKey(english)] ?? english);
  return { t, said };
}
