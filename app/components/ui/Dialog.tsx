import { Link, useNavigate } from "react-router";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { styled } from "styled-components";
import { SERVER_INERT } from "~/lib/inert-behind";
import { useT } from "~/i18n/use-t";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/** The control that opened the first of a run of popups (login, then code…): focus goes back there when the last closes. */
let opener: HTMLElement | null = null;

/**
 * Where focus goes once no popup is open: the opener if it can still take focus; if it sits in a
 * menu that closed meanwhile (the header's menus are <details>), that menu's button; else the
 * page's main content. Never the page's body, where a screen reader would start from the top.
 */
function returnFocus() {
  if (document.querySelector("dialog[open]")) return;
  const menu = opener?.closest("details")?.querySelector<HTMLElement>(":scope > summary");
  const main = document.getElementById("main");
  // Each in turn until one takes the focus: a link in a menu that is closing can still have a box
  // yet refuse it (measured: 1 run in 12 left the focus on the body), so asking first is not enough.
  for (const target of [opener, menu, main]) {
    if (!target?.isConnected) continue;
    if (target === main && !main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    if (document.activeElement === target) break;
  }
  opener = null;
}

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
 * without JavaScript; its close control is a plain link. It is a native <dialog>: with
 * JavaScript it becomes modal once hydrated (the page behind is inert and Tab stays inside),
 * Escape goes to `closeTo`, and when it closes focus returns to the control that opened it.
 * Without JavaScript the server makes the page behind inert (app/lib/inert-behind.server.ts).
 */
export function Dialog({ title, closeTo, children, variant = "center", closable = true }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT("common");
  const navigate = useNavigate();
  const close = useRef({ closeTo, closable });
  close.current = { closeTo, closable };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The link or button that opened it still has focus after the navigation that opened it (a
    // popup opened from another keeps the first one's opener).
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest("dialog")) opener = active;
    if (!element.matches(":modal")) {
      element.close();
      element.showModal();
    }
    // The server made the page behind inert for browsers without JavaScript; modal now does that.
    document.querySelectorAll(`[${SERVER_INERT}]`).forEach((e) => {
      e.removeAttribute("inert");
      e.removeAttribute(SERVER_INERT);
    });
    element.focus();
    const onCancel = (event: Event) => {
      event.preventDefault(); // Escape: the URL says whether the popup is open
      if (close.current.closable) navigate(close.current.closeTo, { preventScrollReset: true, replace: true });
    };
    // Tab past the last control comes back to the first (and Shift+Tab the other way), rather
    // than leaving for the browser's own controls as a native modal dialog lets it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const controls = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((c) => c.offsetParent !== null || c === document.activeElement);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener("cancel", onCancel);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("cancel", onCancel);
      element.removeEventListener("keydown", onKeyDown);
      // After the navigation that closed it has rendered: another popup may have opened instead.
      setTimeout(returnFocus, 0);
    };
  }, [navigate]);

  // useId: a title in Hindi or Malayalam has no \w characters to make an id of.
  const titleId = `dialog-${useId().replace(/:/g, "")}`;
  return (
    <Backdrop data-modal="">
      <Panel ref={dialog} open aria-labelledby={titleId} tabIndex={-1} $variant={variant}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          {closable ? (
            <Close to={closeTo} preventScrollReset replace aria-label={t("close")}>
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

const Panel = styled.dialog<{ $variant: "center" | "sheet" }>`
  /* The same box open in the page (no JavaScript) and modal in the top layer (JavaScript). */
  position: relative;
  inset: auto;
  margin: 0;
  border: 0;
  color: inherit;
  width: min(480px, 100%);
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 10px 40px rgba(31, 26, 28, 0.3);
  &:modal {
    position: fixed;
    inset: 0;
    margin: auto;
    width: min(480px, calc(100% - 32px));
    height: fit-content;
  }
  &::backdrop {
    background: transparent; /* the Backdrop behind already dims the page */
  }
  &:focus {
    outline: none;
  }
  ${({ $variant }) =>
    $variant === "sheet"
      ? `position: fixed; inset: auto 0 0 0; width: 100%; max-width: 640px; margin: 0 auto; border-radius: 16px 16px 0 0;
         &:modal { inset: auto 0 0 0; width: 100%; max-width: 640px; margin: 0 auto; }`
      : ""}
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
