import { Form, Link, useLocation } from "react-router";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { styled } from "styled-components";
import { useRootData } from "~/root";
import { preloadDialogs } from "../dialogs/lazy-dialogs";
import { useT } from "~/i18n/use-t";
import { LanguageButtons, LanguageMark } from "./LanguageSwitcher";

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
  // Desktop: the profile menu opens on hover too (the spec). A click on the button right after
  // the hover opened it keeps it open (it would otherwise toggle it shut under the pointer).
  const openedByHover = useRef(false);
  const hover = (open: boolean) => () => {
    const menu = profileMenu.current;
    if (!menu || !window.matchMedia("(hover: hover)").matches) return;
    openedByHover.current = open && !menu.open;
    menu.open = open;
  };
  const keepOpenAfterHover = (event: { preventDefault(): void }) => {
    if (openedByHover.current) event.preventDefault();
    openedByHover.current = false;
  };
  const here = location.pathname + location.search;
  const withModal = (modal: string) => {
    const params = new URLSearchParams(location.search);
    params.set("modal", modal);
    return `${location.pathname}?${params}`;
  };
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
            <ProfileMenu ref={profileMenu} onMouseEnter={hover(true)} onMouseLeave={hover(false)}>
              <summary aria-label={t("profileMenu")} onClick={keepOpenAfterHover}>
                <PersonIcon />
              </summary>
              <Dropdown>
                <Greeting>{t("helloUser", { phone: root.phone })}</Greeting>
                <MenuLink to="/MyProfile">{t("myProfile")}</MenuLink>
                <LogoutForm />
              </Dropdown>
            </ProfileMenu>
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
          <SideMenu ref={sideMenu}>
            <summary aria-label={t("menu")}>
              <Burger aria-hidden="true">
                <span />
                <span />
                <span />
              </Burger>
            </summary>
            <Panel aria-label={t("mainMenu")}>
              <Greeting>{loggedIn && root?.phone ? t("helloUser", { phone: root.phone }) : t("helloGuest")}</Greeting>
              {loggedIn ? (
                <LogoutForm />
              ) : (
                <AuthLinks>
                  <MenuLink to={withModal("login")} onPointerEnter={preloadDialogs} onFocus={preloadDialogs} onTouchStart={preloadDialogs}>
                    {t("login")}
                  </MenuLink>
                  <MenuLink to={withModal("register")} onPointerEnter={preloadDialogs} onFocus={preloadDialogs} onTouchStart={preloadDialogs}>
                    {t("register")}
                  </MenuLink>
                </AuthLinks>
              )}
              <MenuLink to="/">{t("navHome")}</MenuLink>
              <MenuLink to="/AboutUs">{t("navAboutUs")}</MenuLink>
              <MenuLink to="/Contact">{t("navContact")}</MenuLink>
              <Group>
                <summary>{t("navHighThinking")}</summary>
                <MenuLink to="/Mindset">{t("navMindset")}</MenuLink>
                <MenuLink to="/OurBrand">{t("navOurBrand")}</MenuLink>
                <MenuLink to="/OurCommitment">{t("navOurCommitment")}</MenuLink>
                <MenuLink to="/OurImpact">{t("navOurImpact")}</MenuLink>
              </Group>
              <Group>
                <summary>{t("navHighTalent")}</summary>
                <MenuLink to="/OurTeam">{t("navOurTeam")}</MenuLink>
                <MenuLink to="/OurServices">{t("navOurServices")}</MenuLink>
              </Group>
              <MenuLink to="/OurTechnology">{t("navHighTechnology")}</MenuLink>
              <MenuLink to="/AiAvatar">{t("navAiAvatar")}</MenuLink>
            </Panel>
          </SideMenu>
        </Actions>
      </Inner>
    </Bar>
  );
}

/**
 * The menus are <details>, so they open and close without JavaScript. With it, they also close
 * when a link in them is followed, on Escape (focus back on their button) and on a click
 * elsewhere on the page.
 */
function useMenus(locationKey: string, menus: RefObject<HTMLDetailsElement>[]) {
  // Not when the page first hydrates: a menu opened before the scripts arrived stays open.
  const seenKey = useRef(locationKey);
  useEffect(() => {
    if (seenKey.current === locationKey) return;
    seenKey.current = locationKey;
    for (const menu of menus) menu.current?.removeAttribute("open");
  }, [locationKey, menus]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of menus) {
        if (!menu.current?.open) continue;
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      for (const menu of menus) if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [menus]);
}

function LogoutForm() {
  const t = useT("common");
  return (
    <Form method="post" action="/actions/logout" reloadDocument>
      <LogoutButton type="submit">{t("logout")}</LogoutButton>
    </Form>
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

const iconButton = `
  display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; border-radius: 50%; cursor: pointer; list-style: none;
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

const ProfileMenu = styled.details`
  position: relative;
  > summary {
    ${iconButton}
    color: ${({ theme }) => theme.colors.text};
    &::-webkit-details-marker {
      display: none;
    }
  }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  min-width: 240px;
  padding: ${({ theme }) => theme.space(3)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const SideMenu = styled.details`
  > summary {
    ${iconButton}
    &::-webkit-details-marker {
      display: none;
    }
  }
  /* Open: the summary grows into the dimmed backdrop, so a tap outside the panel closes it. */
  &[open] > summary::before {
    content: "";
    position: fixed;
    inset: 0;
    background: rgba(31, 26, 28, 0.45);
    z-index: 70;
    cursor: default;
  }
`;

const Burger = styled.span`
  display: grid;
  gap: 5px;
  span {
    display: block;
    width: 22px;
    height: 2px;
    background: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.nav`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 80;
  width: min(320px, 86vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  background: #fff;
  box-shadow: -4px 0 24px rgba(31, 26, 28, 0.18);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const AuthLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Group = styled.details`
  > summary {
    padding: ${({ theme }) => theme.space(2)};
    cursor: pointer;
    font-weight: 600;
  }
  > a {
    padding-left: ${({ theme }) => theme.space(6)};
  }
`;

const LogoutButton = styled.button`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
  cursor: pointer;
`;

/** The profile menu's button and dropdown, the button widened to hold the globe and the language. */
const LanguageMenu = styled(ProfileMenu)`
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
