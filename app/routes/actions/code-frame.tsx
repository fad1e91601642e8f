import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { clockIn, fetchStatus } from "~/lib/booking.server";
import { requireUser } from "~/lib/session.server";
import { CONFIRM_WINDOW_SECONDS, MAX_CODE_ATTEMPTS, POLL_SECONDS } from "../../../contract/booking";
import { escapeHtml, frameHead, frameWords, statusFramePage } from "~/lib/status-frame.server";
import { bookingMovedOn } from "~/lib/booking-frame.server";
import { fill, translator } from "~/i18n/translate";
import { messagesFor } from "~/i18n/i18n.server";
import { BOOKING_MESSAGES } from "~/schemas/constants";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { translateRefusal } from "~/i18n/api-errors.server";
import { codeLocked, codeRefusal, refusalIsFinal, type CodeRefusal } from "~/lib/code-refusals.server";
import { theme } from "~/styles/theme";

/** An answer with nothing new is kept alive this often, so no proxy between closes it as idle. */
const KEEP_ALIVE_MS = 15_000;
/** Never held longer than a request can wait for its code (the API ends it then), and a margin. */
const LONGEST_MS = (CONFIRM_WINDOW_SECONDS + 30) * 1000;

const { colors, radius } = theme;
const CSS = `body{padding:8px 12px}form{display:grid;gap:6px;width:100%}label{font-weight:600;font-size:.875rem}input{font:inherit;min-height:44px;box-sizing:border-box;width:100%;max-width:16rem;padding:8px 12px;border:1px solid ${colors.muted};border-radius:${radius.sm};background:#fff}input:focus-visible,button:focus-visible{outline:3px solid ${colors.primary};outline-offset:2px}button{font:inherit;font-weight:600;min-height:44px;justify-self:start;padding:8px 20px;border:0;border-radius:${radius.pill};background:${colors.primary};color:#fff;cursor:pointer}.error{color:${colors.error};font-size:.875rem}.note{font-size:.875rem}.moved{align-self:center}`;

/**
 * The provider's code form without JavaScript, once the provider has accepted: a page in a frame of
 * the waiting sheet whose answer stays open while the request waits for the code, so the code being
 * typed is never wiped by a refresh. The server asks the API every POLL_SECONDS and, when the request
 * ends (the provider cancels, the time runs out, the code is entered elsewhere), adds to the open
 * page the style that hides the form and says what happened: with no script, as the HTML arrives.
 * The form posts to the whole page (/DateTime); a refused code comes back as `?error` (the refusal's
 * code, or `format`) and `left`. A refusal after which no code can succeed (the code locked after
 * too many wrong tries, the request no longer waiting for one) shows no form: what happened, and a
 * link to the whole page. The held answer is the second page of the frame (`?hold`): see below.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, token } = await requireUser(request, "/");
  const id = session.get("appointment")?.id;
  const client = api(context, request, token);
  const first = id ? await fetchStatus(client, id) : null;
  const words = frameWords(request);
  const { t } = words;
  const s = first?.ok ? first.data : null;
  if (!id || !s || s.state !== "accepted") return statusFramePage(request, { title: t("statusTitle"), body: movedOn(bookingMovedOn(s, words)), refresh: false, look: "panel" });

  const url = new URL(request.url);
  const error = url.searchParams.has("error") ? frameError(url.searchParams.get("error")) : null;
  const over = codeLocked(s) ? "appointment_otp_locked" : error && error !== "format" && refusalIsFinal(error) ? error : null;
  if (over) return statusFramePage(request, { title: t("statusTitle"), body: movedOn(refusedFor(request, words, over)), refresh: false, look: "panel" });
  const form = codeForm(request, words, s.expires_in, error, Number(url.searchParams.get("left")));
  // First a whole page, which a second later opens the held one: a frame still loading holds back
  // the page's load event, and with it the page's own reload at the code's deadline.
  if (!url.searchParams.has("hold")) {
    url.searchParams.set("hold", "1");
    const then = escapeHtml(url.pathname + url.search);
    return new Response(`${frameHead(request, { title: t("providerCode"), look: "panel", css: CSS, then })}<body>${form}</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const page = `${frameHead(request, { title: t("providerCode"), look: "panel", css: CSS })}<body data-held>${form}`;
  const encoder = new TextEncoder();
  let stopped = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (html: string) => controller.enqueue(encoder.encode(html));
      send(page);
      const until = Date.now() + LONGEST_MS;
      let quietSince = Date.now();
      let ending = `<p><a href="/DateTime" target="_top">${t("statusShow")}</a></p>`;
      let ended = false;
      const over = () => stopped || request.signal.aborted || Boolean(context.closing?.());
      while (!over() && Date.now() < until) {
        for (let waited = 0; waited < POLL_SECONDS && !over(); waited++) await new Promise((resolve) => setTimeout(resolve, 1000));
        if (over()) break;
        const now = await fetchStatus(client, id);
        // Still waiting for the code, or the API not reachable this time: ask again.
        if ((now.ok && now.data.state === "accepted" && !codeLocked(now.data)) || (!now.ok && now.status >= 500)) {
          if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
            send("\n");
            quietSince = Date.now();
          }
          continue;
        }
        // Locked by wrong codes (in another tab): still waiting, but no code can succeed now.
        ending = now.ok && now.data.state === "accepted" ? refusedFor(request, words, "appointment_otp_locked") : bookingMovedOn(now.ok ? now.data : null, words);
        ended = true;
        break;
      }
      if (stopped) return;
      // A deploy: the answer ends with the form as it is (the page's own reload at the deadline shows the end).
      if (context.closing?.() && !ended) send("</body></html>");
      else send(`<style>form{display:none}</style>${movedOn(ending)}</body></html>`);
      controller.close();
    },
    cancel() {
      stopped = true;
    },
  });
  // no-transform: not compressed (server.ts) or held by a proxy, so each part arrives as it is sent.
  return new Response(stream, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store, no-transform", "X-Accel-Buffering": "no" } });
}

const movedOn = (html: string) => `<div class="moved">${html}</div>`;

/** `?error`: the field's own message (`format`), or a refusal by its code; anything else is `unknown`. */
const frameError = (value: string | null): CodeRefusal | "format" => (value === "format" ? "format" : codeRefusal(value));

/** A refusal's words in the page's language, by its name: never text from the address. */
function refusalWords(request: Request, { t, said }: ReturnType<typeof frameWords>, error: CodeRefusal | "format") {
  if (error === "format" || error === "invalid_request") return said(BOOKING_MESSAGES.code);
  if (error === "unknown") return t("codeNotChecked");
  return escapeHtml(translateRefusal(requestLanguage(request), error, ERROR_MESSAGES[error]));
}

/** A refusal after which no code can succeed: what happened, and the whole page (which offers Cancel Booking). */
const refusedFor = (request: Request, words: ReturnType<typeof frameWords>, over: CodeRefusal) =>
  `<p role="alert" class="ended">${refusalWords(request, words, over)} <a href="/DateTime" target="_top">${words.t("statusShow")}</a></p>`;

/** The form: by when, the last try's message (by name, see refusalWords), and the field. */
function codeForm(request: Request, words: ReturnType<typeof frameWords>, secondsLeft: number, refused: CodeRefusal | "format" | null, left: number) {
  const { t } = words;
  const locale = LOCALES[requestLanguage(request)];
  const error = refused ? refusalWords(request, words, refused) : "";
  const tries =
    error && left > 0 && left < MAX_CODE_ATTEMPTS
      ? escapeHtml(translator<"triesLeft_one" | "triesLeft_other">(messagesFor(request, "booking").messages.booking, locale, "booking").plural("triesLeft", left))
      : "";
  const described = error ? ` aria-invalid="true" aria-describedby="code-error${tries ? " tries-left" : ""}"` : "";
  return `<form method="post" action="/DateTime" target="_top">
<p class="note">${fill(t("codeBy"), { time: clockIn(secondsLeft, locale) })}</p>
<label for="otp">${t("providerCode")}</label>
<input id="otp" name="otp" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" autocomplete="one-time-code" placeholder="${t("codePlaceholder")}"${described}>
${error ? `<p id="code-error" class="error">${error}</p>` : ""}${tries ? `<p id="tries-left" class="note" data-testid="tries-left">${tries}</p>` : ""}
<button type="submit" name="intent" value="verify">${t("confirmCode")}</button>
</form>`;
}
