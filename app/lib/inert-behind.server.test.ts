import { describe, expect, it } from "vitest";
import { inertBehindModal } from "./inert-behind.server";

const page = (dialogInMain: boolean) =>
  `<!DOCTYPE html><html lang="en-IN"><head><style>.a > .b { color: red }</style><title>x</title></head><body>` +
  `<a class="skip-link" href="#main">Skip</a><header class="h"><nav><a href="/">Home</a></nav></header>` +
  `<main id="main"><section class="banner"><h1>Title</h1><img src="/x.svg" alt=""/><br></section><div class="c"><button>Add</button><svg><path d="M0 0"/></svg></div>` +
  (dialogInMain ? `<div data-modal="" class="bd"><dialog open=""><a href="?">×</a><input name="q"></dialog></div>` : "") +
  `</main><footer><a href="/AboutUs">About</a></footer>` +
  (dialogInMain ? "" : `<div data-modal="" class="bd"><dialog open=""><button>Send OTP</button></dialog></div>`) +
  `<script>window.__x = "<div>"</script></body></html>`;

const inertTags = (html: string) => [...html.matchAll(/<([a-z]+)[^>]*\binert=""/g)].map((m) => m[1]);

describe("inertBehindModal", () => {
  it("leaves a page without a popup alone", () => {
    const html = page(true).replace('data-modal=""', "");
    expect(inertBehindModal(html)).toBe(html);
  });

  it("makes everything beside a popup in <main> inert, and nothing inside it", () => {
    const out = inertBehindModal(page(true));
    expect(inertTags(out)).toEqual(["a", "header", "section", "div", "footer"]);
    expect(out).toContain('<dialog open="">');
    expect(out).toContain('<div data-modal="" class="bd">');
    expect(out).toContain('<div inert="" data-server-inert="" class="c">');
    // the page is otherwise byte for byte the same
    expect(out.replaceAll(' inert="" data-server-inert=""', "")).toBe(page(true));
  });

  it("makes the header, <main> and the footer inert behind a popup at the end of the body", () => {
    const out = inertBehindModal(page(false));
    expect(inertTags(out)).toEqual(["a", "header", "main", "footer"]);
    expect(out).toContain("<script>window.__x");
  });
});
