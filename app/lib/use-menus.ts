import { useEffect, useRef, type RefObject } from "react";

/**
 * The menus are <details>, so they open and close without JavaScript. With it, they also close
 * when a link in them is followed, on Escape (focus back on their button) and on a click
 * elsewhere on the page.
 */
export function useMenus(locationKey: string, menus: RefObject<HTMLDetailsElement>[]) {
  // Not when the page first hydrates: a menu opened before the scripts arrived stays open.
  const seenKey = useRef(locationKey);
  useEffect(() => {
    if (seenKey.current === locationKey) return;
    seenKey.current = locationKey;
    for (const menu of menus) menu.current?.removeAttribute("open");
  }, [locationKey, menus]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of menus) {
        if (!menu.current?.open) continue;
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      for (const menu of menus) if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [menus]);
}
