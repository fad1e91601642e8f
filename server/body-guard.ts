import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyLimitFor, isApiPath, tooLargeMessage, type BodyLimit } from "../api/lib/body-limit";
import { errorBody } from "../api/lib/errors";
import { PHOTO_UPLOAD_MAX_MB } from "../contract/booking";
import { BOOKING_PHOTO_FORM, PHOTO_FORM_HARD_LIMIT, PROVIDER_PHOTO_FORM, readPhotoForm, REVIEW_PHOTO_FORM, type PhotoFormSpec } from "./photo-upload";
import { isCrossSiteWrite } from "../app/lib/origin-check.server";

/**
 * server.ts's one guard on request bodies, before React Router or Hono reads a byte
 * (docs/decisions/0007-bounded-memory.md):
 *
 * - Each body has a limit (api/lib/body-limit.ts: a few MB for the photo upload, 64 KB otherwise).
 *   A Content-Length over it is refused unread; every body is then counted as it arrives
 *   (Content-Length may be absent, with chunked encoding) and refused once it passes the limit.
 *   Refused is 413 with a message, `Connection: close`, and the rest is never kept.
 * - A body under the limit is handed on already read (`rawBody`, which @hono/node-server uses
 *   instead of the socket), so nothing downstream can read more than the limit.
 * - Web pages' actions read forms only: a body that is not a form (JSON, text, multipart without a
 *   boundary) is 415 and a form that cannot be parsed is 400, each with a message, instead of a
 *   500 from `request.formData()` inside an action.
 */
export function createBodyGuard() {
  return function guardBody(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const method = (req.method ?? "GET").toUpperCase();
    const pathname = pathOf(req.url);
    const declared = req.headers["content-length"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || (declared !== undefined && declared !== "0");
    const api = isApiPath(pathname);
    const wantsForm = !api && !["GET", "HEAD", "OPTIONS"].includes(method);
    // Web actions read forms, even empty ones: refuse anything else before reading it.
    if (wantsForm && !formType(req.headers["content-type"])) return refuseNotForm(req, res);
    if (!hasBody && !wantsForm) return next();
    const limit = bodyLimitFor(method, pathname);
    // The booking form with its photo: streamed to disk and downscaled, never held whole.
    if (wantsForm && limit.upload && formType(req.headers["content-type"]) === "multipart") return guardPhotoForm(req, res, next, photoFormFor(pathname));
    if (declared !== undefined && Number(declared) > limit.bytes) return refuseTooLarge(req, res, api, limit);

    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.bytes) {
        stop();
        chunks.length = 0;
        refuseTooLarge(req, res, api, limit);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      const body = Buffer.concat(chunks, size);
      chunks.length = 0;
      if (!wantsForm) return pass(req, body, next);
      void readsAsForm(req.headers["content-type"]!, body).then((ok) => (ok ? pass(req, body, next) : refuseBadForm(res)));
    };
    const onError = () => stop(); // the client went away: nothing to answer
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}

/** The web pages' photo forms: My Profile's review, the console's gallery, else /DateTime's booking. */
const photoFormFor = (pathname: string) =>
  /^\/myprofile(\.data)?\/?$/i.test(pathname) ? REVIEW_PHOTO_FORM : /^\/partner\/photos(\.data)?\/?$/i.test(pathname) ? PROVIDER_PHOTO_FORM : BOOKING_PHOTO_FORM;

function pathOf(url: string | undefined) {
  try {
    return new URL(url ?? "/", "http://saaj.invalid").pathname;
  } catch {
    return "/";
  }
}

/** The form encodings an action can read: urlencoded, or multipart with its boundary. */
function formType(contentType: string | undefined): "urlencoded" | "multipart" | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data" && /;\s*boundary=("?)[^";]+\1/i.test(contentType!)) return "multipart";
  return undefined;
}

async function readsAsForm(contentType: string, body: Buffer) {
  try {
    await new Response(new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

function guardPhotoForm(req: IncomingMessage, res: ServerResponse, next: () => void, spec: PhotoFormSpec) {
  const limit = { bytes: PHOTO_FORM_HARD_LIMIT, upload: true };
  if (Number(req.headers["content-length"] ?? 0) > PHOTO_FORM_HARD_LIMIT) return refuseTooLarge(req, res, false, limit);
  // Another site's form is refused before its photo costs a byte of disk or a turn of libvips
  // (server.ts refuses the rest of such requests later, with the same rule).
  if (isCrossSiteWrite(new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method: "POST", headers: headersOf(req) }))) return refuseCrossSite(req, res);
  void readPhotoForm(req, spec).then(
    (read) => {
      if (read.kind === "too-large") return refuseTooLarge(req, res, false, limit);
      if (read.kind === "bad-form") return refuseBadForm(res);
      if (read.kind === "failed") return send(res, 503, PAGE_HEADERS, page("Please try again", "We could not take your photo just now. Please go back and try again in a moment."));
      // The action reads the rebuilt form: its headers describe that body, not the one that came.
      replaceBodyHeaders(req, read.contentType, read.body.length);
      pass(req, read.body, next);
    },
    () => refuseBadForm(res),
  );
}

/** Content-Type and Content-Length of a body replaced here (React Router's request is built from rawHeaders). */
function replaceBodyHeaders(req: IncomingMessage, contentType: string, length: number) {
  const kept: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name !== "content-type" && name !== "content-length" && name !== "transfer-encoding") kept.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  req.rawHeaders = [...kept, "Content-Type", contentType, "Content-Length", String(length)];
  const { "transfer-encoding": _chunked, ...headers } = req.headers;
  req.headers = { ...headers, "content-type": contentType, "content-length": String(length) };
}

function pass(req: IncomingMessage, body: Buffer, next: () => void) {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
  next();
}

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
};

/** A small page of its own: the app's pages need the app, which never saw this request. */
function page(title: string, message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Saaj</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fff7f5;color:#2d2d2d}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#b03060}</style></head>
<body><main><h1>${title}</h1><p role="alert">${message}</p><p>Use your browser's Back button, or <a href="/">go to the home page</a>.</p></main></body></html>`;
}

/** How long a refused upload may keep sending (discarded) so its client reads the answer. */
const LINGER_MS = 2000;

/**
 * After a refusal the connection closes, but not at once: a client still sending its body would
 * see the connection reset before it reads our answer. Like a web server's lingering close, our
 * side finishes and the rest of the body is read and thrown away for up to LINGER_MS.
 */
function lingeringClose(req: IncomingMessage) {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
    socket.resume();
  };
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse, api: boolean, limit: BodyLimit) {
  const message = tooLargeMessage(limit);
  // The rest of the body is not wanted: close the connection (after a short linger) rather than read it.
  res.shouldKeepAlive = false;
  lingeringClose(req);
  if (api) send(res, 413, { "content-type": "application/json", "cache-control": "no-store" }, JSON.stringify(errorBody(limit.upload ? "upload_too_large" : "payload_too_large", message)));
  else send(res, 413, PAGE_HEADERS, page("Too large to send", limit.upload ? `The photo is too large. Please choose one under ${PHOTO_UPLOAD_MAX_MB} MB and try again.` : message));
  req.resume(); // discard whatever is still in flight until the socket closes
}

function refuseCrossSite(req: IncomingMessage, res: ServerResponse) {
  res.shouldKeepAlive = false;
  lingeringClose(req);
  req.resume();
  send(res, 403, PAGE_HEADERS, page("Refused", "This form was sent from another site and was refused."));
}

/** A request's headers for the Fetch API (repeated ones joined). */
const headersOf = (req: IncomingMessage) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  return headers;
};

function refuseNotForm(req: IncomingMessage, res: ServerResponse) {
  res.shouldKeepAlive = false;
  lingeringClose(req);
  req.resume();
  send(res, 415, PAGE_HEADERS, page("Not a form", "This page only accepts its own forms. Please go back and send the form again."));
}

function refuseBadForm(res: ServerResponse) {
  send(res, 400, PAGE_HEADERS, page("The form could not be read", "The form arrived incomplete. Please go back and send it again."));
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  if (res.headersSent) return;
  res.writeHead(status, { ...headers, connection: "close", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
