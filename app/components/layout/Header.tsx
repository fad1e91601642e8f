import { Link, useLocation } from "react-router";
import { useMemo, useRef } from "react";
import { styled } from "styled-components";
import { useRootData } from "~/lib/root-data";
import { useMenus } from "~/lib/use-menus";
import { useHoverMenu } from "~/lib/use-hover-menu";
import { useT } from "~/i18n/use-t";
import { LanguageButtons, LanguageMark } from "./LanguageSwitcher";
import { Dropdown, Greeting, iconButton, IconMenu, LogoutForm, MenuLink } from "./MenuParts";
import { SideMenu } from "./SideMenu";

/** Fixed header: logo, cart badge, profile menu, side menu. Works as links and <details> without JavaScript. */
export function Header() {
  const root = useRootData();
  const t = useT("common");
  const location = useLocation();
  const profileMenu = useRef<HTMLDetailsElement>(null);
  const sideMenu = useRef<HTMLDetailsElement>(null);
  const languageMenu = useRef<HTMLDetailsElement>(null);
  const menus = useMemo(() => [profileMenu, sideMenu, languageMenu], []);
  useMenus(location.key, menus);
  const hover = useHoverMenu(profileMenu);
  const here = location.pathname + location.search;
  const loggedIn = root?.loggedIn ?? false;
  const cart = root?.cart;
  const cartHref = loggedIn && cart ? `/Overview?provider_id=${cart.providerId}&branch_id=${cart.branchId}` : `/Login?redirectTo=${encodeURIComponent(here)}`;

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t("home")}>
          Saaj
        </Logo>
        <Actions>
          {cart && cart.count > 0 ? (
            <CartLink to={cartHref} aria-label={t.plural("cart", cart.count)}>
              <CartIcon />
              <Badge data-testid="cart-badge">{cart.count}</Badge>
            </CartLink>
          ) : null}
          {loggedIn && root?.phone ? (
            <IconMenu ref={profileMenu} {...hover.menu}>
              <summary aria-label={t("profileMenu")} {...hover.summary}>
                <PersonIcon />
              </summary>
              <Dropdown>
                <Greeting>{t("helloUser", { phone: root.phone })}</Greeting>
                <MenuLink to="/MyProfile">{t("myProfile")}</MenuLink>
                <LogoutForm />
              </Dropdown>
            </IconMenu>
          ) : null}
          <LanguageMenu ref={languageMenu}>
            <summary aria-label={t("language")}>
              <LanguageMark />
            </summary>
            <LanguagePanel>
              <PanelHeading id="header-language">{t("languageChoose")}</PanelHeading>
              <LanguageButtons id="header-language" />
            </LanguagePanel>
          </LanguageMenu>
          <SideMenu menuRef={sideMenu} loggedIn={loggedIn} phone={root?.phone} />
        </Actions>
      </Inner>
    </Bar>
  );
}

const CartIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.8a2 2 0 0 0 1.9-1.4L21 8H6.2" />
    <circle cx="10" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
  </svg>
);

const PersonIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Transparent at the top, solid once scrolled: CSS only, no script needed. */
  @supports (animation-timeline: scroll()) {
    animation: saaj-header-solid linear both;
    animation-timeline: scroll();
    animation-range: 0 1px;
  }
  @keyframes saaj-header-solid {
    from {
      background: rgba(255, 249, 250, 0.85);
      border-bottom-color: transparent;
    }
    to {
      background: #fff;
      box-shadow: 0 2px 10px rgba(31, 26, 28, 0.08);
    }
  }
`;

const Inner = styled.div`
  max-width: 1200px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Logo = styled(Link)`
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  @media (min-width: 400px) {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const CartLink = styled(Link)`
  ${iconButton}
  position: relative;
  color: ${({ theme }) => theme.colors.text};
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The profile menu's button and dropdown, the button widened to hold the globe and the language. */
const LanguageMenu = styled(IconMenu)`
  > summary {
    width: auto;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const LanguagePanel = styled(Dropdown)`
  z-index: 60;
  display: block;
  min-width: 0;
  width: max-content;
  max-width: calc(100vw - 32px);
  color: ${({ theme }) => theme.colors.text};
`;

const PanelHeading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;
