import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** After registering without JavaScript: the message and the green 'Registration Successful', above the login form. */
export function RegisteredNotice() {
  const t = useT("login");
  return (
    <Box role="status">
      <strong>{t("registrationSuccessful")}</strong>
      <p>{t("registered")}</p>
    </Box>
  );
}

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  strong {
    display: block;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;
