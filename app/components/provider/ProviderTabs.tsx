import { Link } from "react-router";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** The tabs: the URL's name, and the key of the label shown. */
export const TABS = [
  ["overview", "tabOverview"],
  ["services", "tabServices"],
  ["packages", "tabPackages"],
  ["stylists", "tabStylists"],
  ["photos", "tabPhotos"],
  ["review", "tabReview"],
] as const;
export type Tab = (typeof TABS)[number][0];

/** The provider page's tabs: links (each a URL of its own), the current one marked. */
export function ProviderTabs({ current, linkTo }: { current: Tab; linkTo: (tab: Tab) => string }) {
  const t = useT("provider");
  return (
    <Tabs aria-label={t("sections")}>
      {TABS.map(([key, label]) => (
        <Link key={key} to={linkTo(key)} preventScrollReset replace aria-current={current === key ? "page" : undefined}>
          {t(label)}
        </Link>
      ))}
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }
  a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  /* Phones: every tab in sight, on two lines if need be, so a link to Reviews opens on its own tab
     (a strip scrolled sideways would hide it, and without JavaScript nothing could scroll it into view). */
  ${({ theme }) => theme.media.small} {
    flex-wrap: wrap;
    overflow-x: visible;
    column-gap: ${({ theme }) => theme.space(1)};
    border-bottom: 0;
    a {
      flex: 1 0 auto;
      justify-content: center;
      padding: 0 ${({ theme }) => theme.space(2)};
      margin-bottom: 0;
      border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    }
    a[aria-current="page"] {
      border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
    }
  }
`;
