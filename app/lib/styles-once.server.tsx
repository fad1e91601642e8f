import { useContext, type ReactNode } from "react";
import { StyleSheetContext, type IStyleSheetContext, type ServerStyleSheet } from "styled-components";

type Stylis = IStyleSheetContext["stylis"];

/**
 * Each page has a style sheet of its own (ServerStyleSheet), so styled-components compiled every
 * component's CSS with stylis again on every request, though a component with the same props
 * always makes the same CSS. Here the compiler keeps what it made, for the whole process: the same
 * CSS for the same class name, global style or keyframes is compiled once. Only a page that makes
 * that very CSS itself gets its rules, so nothing passes from one page (or visitor) to another.
 */
const MAX_KEPT = 5000;

const compilers = new WeakMap<Stylis, Stylis>();

/** `stylis`, keeping what it compiles (bounded: the oldest goes first). */
export function compileOnce(stylis: Stylis): Stylis {
  const known = compilers.get(stylis);
  if (known) return known;
  const kept = new Map<string, string[]>();
  const once = ((css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = `${selector ?? ""}\n${prefix ?? ""}\n${componentId ?? ""}\n${css}`;
    let rules = kept.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, rules);
    }
    // A copy: the sheet keeps the array it is given.
    return rules.slice();
  }) as Stylis;
  once.hash = stylis.hash;
  compilers.set(stylis, once);
  return once;
}

/** What ServerStyleSheet.collectStyles does, with the compiler above: the page's styles go into `sheet`. */
export function CollectStyles({ sheet, children }: { sheet: ServerStyleSheet; children: ReactNode }) {
  const outer = useContext(StyleSheetContext);
  return <StyleSheetContext.Provider value={{ ...outer, styleSheet: sheet.instance, stylis: compileOnce(outer.stylis) }}>{children}</StyleSheetContext.Provider>;
}
