import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  /* An integer that CSS can animate: the no-JavaScript resend countdown (components/ui/ResendCountdown.tsx). */
  @property --resend-left { syntax: "<integer>"; inherits: true; initial-value: 0; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.headerHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    overflow-wrap: break-word;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  img, svg { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.gold}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* The skip link: out of sight until it has keyboard focus, then at the top left, over the header. */
  .skip-link {
    position: fixed;
    top: 8px;
    left: 8px;
    z-index: 1000;
    padding: 10px 16px;
    border-radius: 8px;
    background: #fff;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    box-shadow: 0 4px 16px rgba(31, 26, 28, 0.25);
    transform: translateY(-200%);
  }
  .skip-link:focus {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
