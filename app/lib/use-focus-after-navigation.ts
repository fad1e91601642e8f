import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where a page's own content starts: its first heading in <main>. */
const HEADINGS = "main h1, main h2";
/** A popup moves the focus into itself (components/ui/Dialog.tsx); the page leaves it alone. */
const OPEN_DIALOG = "dialog[open], [role='dialog']";

/**
 * With JavaScript a navigation replaces the page without loading one, so nothing tells a screen
 * reader that the page changed and the focus stays on the link pressed (or falls to the body when
 * that link is gone). As a page load would, the focus moves to the new page's first heading, read
 * out by screen readers: on a new path; or, on the same path (a step of a form such as the login
 * code), when the focus was lost, to the first heading that was not there before. Back and Forward
 * are left to the browser, and the first render to the page load.
 */
export function useFocusAfterNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ path: string; headings: string[] } | null>(null);
  useEffect(() => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>(HEADINGS));
    const texts = headings.map((h) => h.textContent ?? "");
    const before = shown.current;
    shown.current = { path: location.pathname, headings: texts };
    if (!before || navigationType === "POP" || document.querySelector(OPEN_DIALOG)) return;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    const target = before.path !== location.pathname ? headings[0] : focusLost ? headings.find((_, i) => !before.headings.includes(texts[i]!)) : undefined;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [location.key, location.pathname, navigationType]);
}
