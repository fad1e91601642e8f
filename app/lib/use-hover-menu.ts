import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";

/**
 * How long a menu opened by hovering stays open once the mouse has left it: long enough to cross
 * the gap between its button and its dropdown, or to overshoot the dropdown's edge and come back.
 */
const HOVER_CLOSE_MS = 300;

/**
 * The spec's profile menu opens on hover. The menu is a <details> (it opens with a click, a tap or
 * the keyboard, with JavaScript or without); with JavaScript and a mouse, it also opens as the mouse
 * comes over it and closes HOVER_CLOSE_MS after the mouse leaves. Touch and pen are left to the
 * click, so a tap still opens and closes it. A click on the button of a menu the hover opened keeps
 * it open, pinned: it then closes as a clicked menu does (a click elsewhere, Escape, its button),
 * not when the mouse leaves. Nor does it close under a keyboard user's focus.
 */
export function useHoverMenu(menu: RefObject<HTMLDetailsElement>) {
  const openedByHover = useRef(false);
  const closing = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(closing.current), []);
  const byMouse = (event: PointerEvent) => event.pointerType === "mouse" && window.matchMedia("(hover: hover)").matches;
  return {
    menu: {
      onPointerEnter(event: PointerEvent) {
        if (!byMouse(event)) return;
        clearTimeout(closing.current);
        const details = menu.current;
        if (!details || details.open) return;
        openedByHover.current = true;
        details.open = true;
      },
      onPointerLeave(event: PointerEvent) {
        if (!byMouse(event) || !openedByHover.current) return;
        clearTimeout(closing.current);
        closing.current = setTimeout(() => {
          const details = menu.current;
          if (!details || !openedByHover.current || details.querySelector(":focus-visible")) return;
          details.open = false;
        }, HOVER_CLOSE_MS);
      },
      // However it closed (the mouse, Escape, a click elsewhere, a link followed), it is no longer the hover's.
      onToggle() {
        if (menu.current?.open) return;
        openedByHover.current = false;
        clearTimeout(closing.current);
      },
    },
    summary: {
      onClick(event: MouseEvent) {
        if (!openedByHover.current) return;
        event.preventDefault();
        openedByHover.current = false;
        clearTimeout(closing.current);
      },
    },
  };
}
