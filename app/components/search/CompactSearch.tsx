import type { ReactNode } from "react";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

const PANEL_ID = "search-panel";

/**
 * The spec's compact search panel for screens of 640 px or less: one line saying what is being
 * searched, and a "Change" link that opens the full form. It works without JavaScript: the link
 * targets the panel and CSS `:target` shows the form. It starts open when the last search
 * failed, so the errors and what was typed are in view.
 */
export function CompactSearch({ service, place, type, open, children }: { service: string; place: string; type: string; open: boolean; children: ReactNode }) {
  const t = useT("search");
  return (
    <Panel id={PANEL_ID} data-open={open || undefined}>
      <Summary href={`#${PANEL_ID}`}>
        <span className="what">
          <strong>{service || t("allServices")}</strong>
          <span>
            {place}
            {type ? ` · ${type}` : ""}
          </span>
        </span>
        <span className="change">
          {t("change")}
          <span className="visually-hidden">{t("changeSearch")}</span>
        </span>
      </Summary>
      <div className="body">{children}</div>
    </Panel>
  );
}

const Panel = styled.div`
  ${({ theme }) => theme.media.small} {
    &:not(:target):not([data-open]) .body {
      display: none;
    }
    &:target > a,
    &[data-open] > a {
      display: none;
    }
  }
`;

const Summary = styled.a`
  display: none;
  ${({ theme }) => theme.media.small} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 56px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  .what {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  .what > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .what > span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  .change {
    flex: none;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 0.875rem;
  }
`;
