import { Link } from "react-router";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** The cancellation rule, repeated under the login forms. */
export function PolicyNote() {
  const t = useT("login");
  return (
    <Note>
      {t("policy")} <Link to="/TermsAndConditons">{t("learnMore")}</Link>
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
