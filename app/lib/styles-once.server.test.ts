import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createGlobalStyle, keyframes, ServerStyleSheet, styled, StyleSheetContext, ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { CollectStyles, compileOnce } from "./styles-once.server";
import { theme } from "~/styles/theme";

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { color: ${({ theme }) => theme.colors.text}; }`;
const Box = styled.div<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? "100%" : "50%")};
  &:hover {
    color: red;
  }
  @media (min-width: 40em) {
    animation: ${spin} 1s;
  }
`;
const page = (wide: boolean) => h(ThemeProvider, { theme }, h(Global), h(Box, { $wide: wide }, "a"), h(Box, null, "b"));

/** The page's HTML and style tags, as styled-components collects them and as CollectStyles does. */
function render(wide: boolean, once: boolean) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(once ? h(CollectStyles, { sheet, children: page(wide) }) : sheet.collectStyles(page(wide)));
  return { html, styles: sheet.getStyleTags() };
}

describe("CollectStyles", () => {
  it("gives every page the same HTML and styles as styled-components' own collectStyles", () => {
    for (const wide of [true, false, true]) expect(render(wide, true)).toEqual(render(wide, false));
  });

  it("gives a page only the styles it made itself", () => {
    render(true, true);
    expect(render(false, true).styles).not.toContain("100%");
  });
});

describe("compileOnce", () => {
  it("compiles the same CSS for the same selector once, and answers a copy", () => {
    const stylis = Object.assign(
      vi.fn((css: string, selector?: string) => [`${selector}{${css}}`]),
      { hash: "h" },
    );
    const once = compileOnce(stylis);
    expect(compileOnce(stylis)).toBe(once);
    expect(once.hash).toBe("h");
    const first = once("color:red;", ".a");
    first.push("changed by the sheet");
    expect(once("color:red;", ".a")).toEqual([".a{color:red;}"]);
    expect(once("color:red;", ".b")).toEqual([".b{color:red;}"]);
    expect(stylis).toHaveBeenCalledTimes(2);
  });

  it("is what the page's context passes on", () => {
    const sheet = new ServerStyleSheet();
    let seen: unknown;
    const consumer = h(StyleSheetContext.Consumer, { children: (value: unknown): ReactNode => ((seen = value), null) });
    renderToString(h(CollectStyles, { sheet, children: consumer }));
    expect(seen).toMatchObject({ styleSheet: sheet.instance });
  });
});
