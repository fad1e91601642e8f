import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { useT } from "~/i18n/use-t";

/** The spec: the Copy button shows 'Copied' for 3 seconds. */
const COPIED_MS = 3000;

/**
 * Share links carrying the page URL, and the link itself in a read-only field to copy by hand. With
 * JavaScript a Copy button copies it ('Copied' for 3 seconds, also said in a live region for screen
 * readers); where the browser refuses the clipboard, the link is selected and the region says how to
 * copy it. Without JavaScript there is no button (it could not copy), only the field.
 */
export function ShareDialog({ url, title, closeTo }: { url: string; title: string; closeTo: string }) {
  const t = useT("provider");
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  // Each copy is counted, so a second 'Copied' is a new text for the live region and is said again.
  const [copy, setCopy] = useState<{ state: "idle" | "copied" | "refused"; n: number }>({ state: "idle", n: 0 });
  useEffect(() => {
    if (copy.state !== "copied") return;
    const timer = setTimeout(() => setCopy((c) => ({ ...c, state: "idle" })), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const onCopy = async () => {
    let copied = false;
    try {
      // There is no clipboard where the page is not a secure context (plain http); a browser may refuse it.
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch {
      copied = false;
    }
    if (!copied) {
      field.current?.focus();
      field.current?.select();
    }
    setCopy((c) => ({ state: copied ? "copied" : "refused", n: c.n + 1 }));
  };
  const links = [
    ["WhatsApp", `https://wa.me/?text=${text}%20${u}`],
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["X", `https://twitter.com/intent/tweet?url=${u}&text=${text}`],
    ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ["Telegram", `https://t.me/share/url?url=${u}&text=${text}`],
    ["Pinterest", `https://pinterest.com/pin/create/button/?url=${u}&description=${text}`],
    [t("email"), `mailto:?subject=${text}&body=${u}`],
  ];
  return (
    <Dialog title={t("share")} closeTo={closeTo}>
      <List>
        {links.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noreferrer">
              {name}
            </a>
          </li>
        ))}
      </List>
      <Copy>
        <label htmlFor="share-url">{t("pageLink")}</label>
        <input ref={field} id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        {hydrated ? (
          <button type="button" onClick={() => void onCopy()}>
            {copy.state === "copied" ? t("copied") : t("copy")}
          </button>
        ) : null}
        <Said role="status" className={copy.state === "refused" ? undefined : "visually-hidden"}>
          {copy.state === "idle" ? null : <span key={copy.n}>{copy.state === "copied" ? t("copied") : t("copyRefused")}</span>}
        </Said>
      </Copy>
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;
const Copy = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
`;
const Said = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`;
