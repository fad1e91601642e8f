import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { styled } from "styled-components";

interface DialogProps {
  title: string;
  /** Where the close button (and Escape) goes: the same page without the dialog's search param. */
  closeTo: string;
  children: ReactNode;
  /** 'sheet' slides from the bottom (the Awaiting Confirmation sheet). */
  variant?: "center" | "sheet";
  /** Hide the close link (when closing must go through a form, e.g. cancelling a booking). */
  closable?: boolean;
}

/**
 * A popup rendered open by the server when its URL param is present (?modal=…), so it works
 * without JavaScript; its close control is a plain link. With JavaScript, Escape closes it and
 * focus moves into it.
 */
export function Dialog({ title, closeTo, children, variant = "center", closable = true }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    panel.current?.focus();
    if (!closable) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeTo, { preventScrollReset: true, replace: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeTo, closable, navigate]);
  const titleId = `dialog-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Backdrop>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $variant={variant}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          {closable ? (
            <Close to={closeTo} preventScrollReset replace aria-label="Close">
              ×
            </Close>
          ) : null}
        </Head>
        {children}
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(31, 26, 28, 0.5);
`;

const Panel = styled.div<{ $variant: "center" | "sheet" }>`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 10px 40px rgba(31, 26, 28, 0.3);
  &:focus {
    outline: none;
  }
  ${({ $variant }) => ($variant === "sheet" ? `position: fixed; left: 0; right: 0; bottom: 0; width: 100%; max-width: 640px; margin: 0 auto; border-radius: 16px 16px 0 0;` : "")}
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Close = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin: -8px -8px 0 0;
  border-radius: 50%;
  font-size: 1.75rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
