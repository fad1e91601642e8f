import { Form } from "react-router";
import { styled } from "styled-components";
import { Button } from "../ui/Button";
import { useT } from "~/i18n/use-t";

/** Ends every login of the user and revokes the booking links sent so far (a lost phone, a borrowed one). */
export function LogoutEverywhere() {
  const t = useT("profile");
  return (
    <Box aria-labelledby="logout-everywhere-title">
      <h3 id="logout-everywhere-title">{t("logoutEverywhereTitle")}</h3>
      <p>{t("logoutEverywhereText")}</p>
      <Form method="post" action="/actions/logout-everywhere" reloadDocument>
        <Button type="submit" $variant="secondary">
          {t("logoutEverywhere")}
        </Button>
      </Form>
    </Box>
  );
}

const Box = styled.section`
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin-top: 0;
  }
`;
