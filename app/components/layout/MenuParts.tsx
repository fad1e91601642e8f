import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** The header's round 44 px buttons (cart, profile, menu). */
export const iconButton = `
  display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; border-radius: 50%; cursor: pointer; list-style: none;
`;

export function LogoutForm() {
  const t = useT("common");
  return (
    <Form method="post" action="/actions/logout" reloadDocument>
      <LogoutButton type="submit">{t("logout")}</LogoutButton>
    </Form>
  );
}

/** A header menu: a <details> whose summary is a round icon button. */
export const IconMenu = styled.details`
  position: relative;
  > summary {
    ${iconButton}
    color: ${({ theme }) => theme.colors.text};
    &::-webkit-details-marker {
      display: none;
    }
  }
`;

export const Dropdown = styled.div`
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

export const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
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
