import type { Page } from "@playwright/test";

/** The widths every screen is checked at: small, common and large phones, and a laptop. */
export const WIDTHS = [320, 360, 375, 412, 1280] as const;

/**
 * What is wrong with the layout as it stands: the page scrolls sideways; two pieces of visible
 * text or controls overlap (a badge over a title, a price under a button); a control cuts its
 * words (a select's choice, a placeholder, a button's label); or a bar fixed to the screen covers
 * a control that no scrolling brings out from under it. Inside an open dialog only the dialog is
 * judged, since it covers the page on purpose.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`scrolls sideways: ${scrollWidth}px wide in ${width}px`);

    const scope = document.querySelector("dialog[open], [role='dialog']") ?? document.body;
    const describe = (el: Element) => {
      const text = (el.textContent ?? el.getAttribute("aria-label") ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
    };
    const hidden = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        // A closed <details> shows only its summary (its content is skipped, not styled hidden).
        if (e.parentElement instanceof HTMLDetailsElement && !e.parentElement.open && e.tagName !== "SUMMARY") return true;
        const s = getComputedStyle(e);
        if (s.visibility === "hidden" || s.opacity === "0" || s.display === "none") return true;
        if (s.clipPath.startsWith("inset(50%") || (s.clip !== "auto" && s.clip !== "")) return true;
      }
      return false;
    };
    // A bar fixed to the screen (the header, 'View cart') floats over the page as it scrolls, by design.
    const floating = (el: Element) => {
      for (let e: Element | null = el; e && e !== scope; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    // An inline element that wraps has one box per line: its bounding rectangle would span both
    // lines and seem to cover the text beside it, so each line's box is judged on its own.
    const boxes: { el: Element; rs: DOMRect[] }[] = [];
    for (const el of Array.from(scope.querySelectorAll("*"))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim());
      const control = el.matches("button, a[href], input:not([type=hidden]), select, textarea, img");
      if (!ownText && !control) continue;
      const rs = Array.from(el.getClientRects()).filter((r) => r.width >= 2 && r.height >= 2);
      if (rs.length === 0 || hidden(el) || floating(el)) continue;
      boxes.push({ el, rs });
    }
    // Only what can be on screen together: elements in one horizontally scrolling row are clipped by it.
    const clippedBy = (el: Element) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX !== "visible" || s.overflowY !== "visible") return e;
      }
      return null;
    };
    const visibleRect = (el: Element, r: DOMRect) => {
      const clip = clippedBy(el);
      if (!clip) return r;
      const c = clip.getBoundingClientRect();
      const left = Math.max(r.left, c.left);
      const top = Math.max(r.top, c.top);
      const right = Math.min(r.right, c.right);
      const bottom = Math.min(r.bottom, c.bottom);
      return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const shown = boxes.map((b) => ({ el: b.el, rs: b.rs.map((r) => visibleRect(b.el, r)).filter((r): r is DOMRect => r !== null) })).filter((b) => b.rs.length > 0);
    const overlap = (a: DOMRect, b: DOMRect) => {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // Touching edges and the descenders of one line over the next are not an overlap.
      return w > 3 && h > 3;
    };
    const seen = new Set<string>();
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]!;
        const b = shown[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // Text on a picture (a badge on a photo, a caption on a banner) is by design, and so is a
        // button drawn inside its text box (data-inside-field; the box keeps its text clear of it).
        if (a.el.tagName === "IMG" || b.el.tagName === "IMG") continue;
        if (a.el.closest("[data-inside-field]") || b.el.closest("[data-inside-field]")) continue;
        if (!a.rs.some((ra) => b.rs.some((rb) => overlap(ra, rb)))) continue;
        const key = `${describe(a.el)} overlaps ${describe(b.el)}`;
        if (!seen.has(key)) {
          seen.add(key);
          problems.push(key);
        }
      }
    }
    // Words cut off at the bottom (a line clamp, a box of fixed height): the rest cannot be read.
    // Words kept on one line wider than their box run over its border, or out of sight.
    for (const { el } of boxes) {
      if (!(el instanceof HTMLElement) || el.matches("input, select, textarea, img")) continue;
      const s = getComputedStyle(el);
      if ((s.overflowY === "hidden" || s.overflowY === "clip") && el.scrollHeight > el.clientHeight + 2) {
        problems.push(`${describe(el)} is cut: ${el.scrollHeight}px of words in ${el.clientHeight}px`);
      } else if (s.whiteSpace === "nowrap" && s.textOverflow !== "ellipsis" && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${describe(el)} runs out of its box: ${el.scrollWidth}px of words in ${el.clientWidth}px`);
      }
    }
    // A control that cannot show its words: a select's chosen option, a field's placeholder, a
    // button's label wider than the box (the browser cuts them without a sign).
    const measure = document.createElement("canvas").getContext("2d")!;
    const textWidth = (text: string, el: Element) => {
      const s = getComputedStyle(el);
      measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return measure.measureText(text).width;
    };
    for (const el of Array.from(scope.querySelectorAll<HTMLElement>("select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), button"))) {
      if (hidden(el) || el.getClientRects().length === 0) continue;
      const s = getComputedStyle(el);
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      let text = "";
      // Chromium draws a select's arrow inside its right padding, about 20 px, unless the page drew its own.
      let need = 0;
      if (el instanceof HTMLSelectElement) {
        text = el.selectedOptions[0]?.textContent?.trim() ?? "";
        need = textWidth(text, el) + (s.appearance === "none" ? 0 : 20);
      } else if (el instanceof HTMLInputElement) {
        if (el.value || !el.placeholder) continue;
        text = el.placeholder;
        need = textWidth(text, el);
      } else if (s.overflowX !== "visible" || s.whiteSpace === "nowrap") {
        if (el.scrollWidth <= el.clientWidth + 1) continue;
        text = (el.textContent ?? "").trim();
        need = el.scrollWidth;
        problems.push(`${describe(el)} is cut: its words need ${Math.ceil(need)}px, it has ${el.clientWidth}px`);
        continue;
      }
      if (text && need > room + 1) problems.push(`${describe(el)} is cut: "${text.slice(0, 30)}" needs ${Math.ceil(need)}px, it has ${Math.floor(room)}px`);
    }
    // A bar fixed to the screen must never sit for good over a control: one at the bottom over
    // what is left under it when the page is scrolled to its end, one at the top at its start.
    if (scope === document.body) {
      const focusable = Array.from(document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex='-1'])")).filter((el) => !hidden(el));
      const covered = (edge: "top" | "bottom") => {
        const bars = Array.from(document.body.querySelectorAll("*")).filter((el) => {
          const position = getComputedStyle(el).position;
          if ((position !== "fixed" && position !== "sticky") || hidden(el)) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight && (edge === "bottom" ? r.top > window.innerHeight / 2 : r.bottom < window.innerHeight / 2);
        });
        for (const bar of bars) {
          const b = bar.getBoundingClientRect();
          for (const el of focusable) {
            if (bar.contains(el) || el.contains(bar)) continue;
            const r = el.getBoundingClientRect();
            if (overlap(r, b)) problems.push(`${describe(bar)} covers ${describe(el)} at the page's ${edge === "bottom" ? "end" : "start"}`);
          }
        }
      };
      const { scrollX, scrollY } = window;
      window.scrollTo(0, document.documentElement.scrollHeight);
      covered("bottom");
      window.scrollTo(0, 0);
      covered("top");
      window.scrollTo(scrollX, scrollY);
    }
    return problems.slice(0, 10);
  });
}

/** A status frame's body (evaluated in the frame): its words in the middle of it, on a tint, so no blank band shows. */
export const framePanel = (body: HTMLElement) => {
  const words = body.firstElementChild!.getBoundingClientRect();
  return { centred: Math.abs(words.top - (innerHeight - words.bottom)) < 4, tinted: getComputedStyle(body).backgroundColor !== "rgb(255, 255, 255)" };
};
