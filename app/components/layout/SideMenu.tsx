import { useLocation } from "react-router";
import type { RefObject } from "react";
import { styled } from "styled-components";
import { preloadDialogs } from "../dialogs/lazy-dialogs";
import { useT } from "~/i18n/use-t";
import { Greeting, iconButton, LogoutForm, MenuLink } from "./MenuParts";

type Props = { menuRef: RefObject<HTMLDetailsElement>; loggedIn: boolean; phone?: string | null };

/** The header's side menu: greeting, log in / register (as popups) or log out, and the site's pages. */
export function SideMenu({ menuRef, loggedIn, phone }: Props) {
  const t = useT("common");
  const location = useLocation();
  const withModal = (modal: string) => {
    const params = new URLSearchParams(location.search);
    params.set("modal", modal);
    return `${location.pathname}?${params}`;
  };
  return (
    <Menu ref={menuRef}>
      <summary aria-label={t("menu")}>
        <Burger aria-hidden="true">
          <span />
          <span />
          <span />
        </Burger>
      </summary>
      <Panel aria-label={t("mainMenu")}>
        <Greeting>{loggedIn && phone ? t("helloUser", { phone }) : t("helloGuest")}</Greeting>
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
    </Menu>
  );
}

const Menu = styled.details`
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

const AuthLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
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
