import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { useT } from "~/i18n/use-t";

/** Share links carrying the page URL, and Copy ('Copied' for 3 seconds; with JavaScript). */
export function ShareDialog({ url, title, closeTo }: { url: string; title: string; closeTo: string }) {
  const t = useT("provider");
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const [copied, setCopied] = useState(false);
  const canCopy = useHydrated() && Boolean(navigator.clipboard);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
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
        <input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        {canCopy ? (
          <button type="button" onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}>
            {copied ? t("copied") : t("copy")}
          </button>
        ) : null}
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
