import { inertBehindModal, MODAL_MARK } from "./inert-behind.server";

/**
 * The page React wrote, made into what is sent, on its UTF-8 bytes: a page is about 100 KB, and
 * with one character outside Latin-1 (₹, Hindi, Malayalam) V8 keeps it as 200 KB of UTF-16, so
 * decoding it, editing it as a string five times and encoding it again cost a personal page more
 * than a tenth of its time. Every pattern here is ASCII, which in UTF-8 never matches inside
 * another character.
 */

const HEAD_END = Buffer.from("</head>");
const DOCUMENT_END = Buffer.from("</body></html>");
const MODAL = Buffer.from(MODAL_MARK);
const NUL = Buffer.from([0]);
const NOTHING = Buffer.alloc(0);
const PRELOAD = Buffer.from('<link rel="modulepreload" href=');
const PRELOAD_LATE = Buffer.from('<link rel="modulepreload" fetchpriority="low" href=');
/** What String.prototype.trim would remove here: React writes no other white space between tags. */
const ASCII_SPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

/** `page` with every `from` replaced by `to`; the same buffer when there is none. */
export function replaceAllBytes(page: Buffer<ArrayBuffer>, from: Buffer, to: Buffer): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let at = 0;
  for (let found = page.indexOf(from); found !== -1; found = page.indexOf(from, at)) {
    parts.push(page.subarray(at, found), to);
    at = found + from.length;
  }
  if (at === 0) return page;
  parts.push(page.subarray(at));
  return Buffer.concat(parts);
}

/**
 * React's stream writes its data scripts after `</html>`, where HTML allows nothing; browsers
 * move them into the body anyway. Putting them before `</body>` keeps the page valid HTML.
 */
function moveTrailingIntoBody(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = page.lastIndexOf(DOCUMENT_END);
  if (end === -1) return page;
  const trailing = page.subarray(end + DOCUMENT_END.length);
  if (trailing.every((byte) => ASCII_SPACE.has(byte))) return page;
  return Buffer.concat([page.subarray(0, end), trailing, DOCUMENT_END]);
}

/**
 * The page to send: `chunks` as React wrote them, with `styles` (the collected styled-components
 * tags) at the end of <head>, and its data scripts inside <body>. Scripts are preloaded after the
 * page's pictures and text: on a slow phone connection the page is readable (and usable, every
 * form works without them) before React arrives, instead of its first paint waiting behind
 * 120 KiB of script fetched at high priority (issue 12: the home page's first paint in
 * Lighthouse's simulated slow 4G went from 2.1 s to 0.9 s). A page with an open popup gets
 * everything beside it made inert (app/lib/inert-behind.server.ts).
 */
export function finishPage(chunks: Uint8Array[], styles: string): Buffer<ArrayBuffer> {
  // React 18's stream writer pads a full 2 KiB chunk with a NUL byte when the next character
  // needs more bytes than are left (fixed in React 19); no NUL is ever ours.
  let page = replaceAllBytes(Buffer.concat(chunks), NUL, NOTHING);
  const headEnd = page.indexOf(HEAD_END);
  if (headEnd !== -1) page = Buffer.concat([page.subarray(0, headEnd), Buffer.from(styles), page.subarray(headEnd)]);
  page = replaceAllBytes(moveTrailingIntoBody(page), PRELOAD, PRELOAD_LATE);
  return page.includes(MODAL) ? Buffer.from(inertBehindModal(page.toString("utf8"))) : page;
}
