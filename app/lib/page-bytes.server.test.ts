import { describe, expect, it } from "vitest";
import { finishPage, replaceAllBytes } from "./page-bytes.server";

const STYLES = '<style nonce="n">.a{color:red}</style>';
const PRELOAD = '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/>';
const body = "<body><h1>₹1,23,456 · സലൂൺ · सैलून</h1>" + PRELOAD + "<script>window.x=1</script></body></html>";
const page = (trailing = "") => `<!DOCTYPE html><html lang="en-IN"><head><title>Saaj</title></head>${body}${trailing}`;
/** React's output as chunks of bytes, cut anywhere (also inside a character), as a stream writes them. */
const chunksOf = (text: string, size = 7) => {
  const bytes = Buffer.from(text);
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
};
const finished = (text: string, styles = STYLES) => finishPage(chunksOf(text), styles).toString("utf8");

describe("finishPage", () => {
  it("puts the styles at the end of <head> and preloads the scripts late, keeping every character", () => {
    expect(finished(page())).toBe(
      `<!DOCTYPE html><html lang="en-IN"><head><title>Saaj</title>${STYLES}</head>` + body.replaceAll('rel="modulepreload" href=', 'rel="modulepreload" fetchpriority="low" href='),
    );
  });

  it("moves React's data scripts from after </html> into the body, and leaves white space after it alone", () => {
    const data = '<script>enqueue("[₹]")</script><script>close()</script>';
    const out = finished(page(data));
    expect(out.endsWith(`<script>window.x=1</script>${data}</body></html>`)).toBe(true);
    expect(finished(page("\n"))).toBe(finished(page()) + "\n");
  });

  it("drops the NUL bytes React 18 pads a chunk with, even between the bytes of one character", () => {
    const bytes = Buffer.from(page());
    const rupee = bytes.indexOf(Buffer.from("₹"));
    const padded = [bytes.subarray(0, rupee + 1), Buffer.from([0]), bytes.subarray(rupee + 1, rupee + 5), Buffer.from([0]), bytes.subarray(rupee + 5)];
    expect(finishPage(padded, STYLES).toString("utf8")).toBe(finished(page()));
  });

  it("makes everything beside an open popup inert", () => {
    const withPopup = page().replace("<h1>", '<div data-modal=""><dialog open="">x</dialog></div><h1>');
    const out = finished(withPopup);
    expect(out).toContain('<h1 inert="" data-server-inert="">');
    expect(out).toContain('<div data-modal="">');
  });

  it("leaves a page without a <head> or an end as it is, but for the preloads", () => {
    expect(finished("<p>₹</p>", STYLES)).toBe("<p>₹</p>");
  });
});

describe("replaceAllBytes", () => {
  it("replaces every match, and returns the same buffer when there is none", () => {
    const bytes = Buffer.from("a--b--c");
    expect(replaceAllBytes(bytes, Buffer.from("--"), Buffer.from("+")).toString()).toBe("a+b+c");
    expect(replaceAllBytes(bytes, Buffer.from("x"), Buffer.from("+"))).toBe(bytes);
  });
});
