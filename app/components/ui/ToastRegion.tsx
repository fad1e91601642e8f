import { useEffect, useState } from "react";
import { styled } from "styled-components";
import { CLIENT_TOAST_EVENT } from "~/lib/client-toast";
import { useSaid } from "~/i18n/use-t";

/** The spec's toast auto-close. */
const TOAST_MS = 5000;

interface Toast {
  kind: "error" | "info" | "success";
  message: string;
}

/** Flash messages from the server. Without JavaScript (or on a page without scripts) they stay; with it they close after 5000 ms. */
export function ToastRegion({ toast, flush = false }: { toast: Toast | null; /** No fixed header above it (the provider console): it sticks to the top. */ flush?: boolean }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  const said = useSaid();
  useEffect(() => setVisible(toast), [toast]);
  // Toasts raised in the browser (app/lib/client-toast.ts).
  useEffect(() => {
    const onToast = (e: Event) => setVisible((e as CustomEvent<Toast>).detail);
    window.addEventListener(CLIENT_TOAST_EVENT, onToast);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <Region role="status" aria-live="polite" $flush={flush}>
      {visible ? (
        <Item $kind={visible.kind} data-testid="toast">
          {said(visible.message)}
        </Item>
      ) : null}
    </Region>
  );
}

/**
 * Top centre on phones, top right wider (the spec), and in the page's flow under the header, so a
 * toast pushes the page down instead of covering its heading or its first controls. With JavaScript
 * it stays in sight under the header while the visitor scrolls, for its 5 s; without, it stays where
 * it is (it never closes, so it must not follow the visitor over the page).
 */
const Region = styled.div<{ $flush: boolean }>`
  position: sticky;
  top: ${({ theme, $flush }) => ($flush ? "0" : theme.headerHeight)};
  z-index: 60;
  display: flex;
  justify-content: flex-end;
  padding: 0 16px;
  pointer-events: none;
  > * {
    pointer-events: auto;
    margin-top: 8px;
    max-width: min(420px, 100%);
  }
  ${({ theme }) => theme.media.small} {
    justify-content: center;
  }
  @media (scripting: none) {
    position: static;
  }
  /* A page without scripts (app/lib/page-scripts.ts): no timer closes it either. */
  :root[data-scripts="none"] & {
    position: static;
  }
`;

const Item = styled.p<{ $kind: Toast["kind"] }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-weight: 500;
  color: ${({ theme, $kind }) => ($kind === "error" ? theme.colors.error : $kind === "success" ? theme.colors.success : theme.colors.info)};
  background: ${({ theme, $kind }) => ($kind === "error" ? theme.colors.errorSoft : $kind === "success" ? theme.colors.successSoft : theme.colors.homeSoft)};
  border-left: 4px solid currentColor;
`;
