import { Form, Link, NavLink } from "react-router";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";
import type { PartnerLogin } from "~/lib/session.server";

/** The console's own bar: whose console it is, its pages, and logging out. Plain links and a form. */
export function ConsoleHeader({ partner }: { partner: Pick<PartnerLogin, "name" | "role" | "providerName"> | null }) {
  const t = useT("partner");
  return (
    <Bar>
      <Inner>
        <Brand to="/Partner">{t("brand")}</Brand>
        {partner ? (
          <>
            <Who data-testid="console-who">{t("loggedInAs", { name: partner.name || t(partner.role === "owner" ? "roleOwner" : "roleStaff"), provider: partner.providerName })}</Who>
            <Nav aria-label={t("navLabel")}>
              <NavLink to="/Partner" end>
                {t("navRequests")}
              </NavLink>
              <NavLink to="/Partner/Schedule">{t("navSchedule")}</NavLink>
              <NavLink to="/Partner/Hours">{t("navHours")}</NavLink>
              <NavLink to="/Partner/Services">{t("navServices")}</NavLink>
              <NavLink to="/Partner/Photos">{t("navPhotos")}</NavLink>
              <NavLink to="/Partner/Reviews">{t("navReviews")}</NavLink>
              <NavLink to="/Partner/Money">{t("navMoney")}</NavLink>
              {partner.role === "owner" ? <NavLink to="/Partner/Team">{t("navTeam")}</NavLink> : null}
              <Form method="post" action="/Partner/Logout">
                <button type="submit">{t("logOut")}</button>
              </Form>
            </Nav>
          </>
        ) : null}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`;

const Inner = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

const Who = styled.p`
  margin: 0;
  flex: 1 1 12rem;
  overflow-wrap: anywhere;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: #fff;
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    background: transparent;
    border: 2px solid rgb(255 255 255 / 0.6);
    cursor: pointer;
  }
  a[aria-current="page"] {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    border-color: #fff;
  }
  form {
    margin: 0;
  }
`;
