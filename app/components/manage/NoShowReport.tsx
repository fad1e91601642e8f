import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { Button } from "../ui/Button";
import { useT } from "~/i18n/use-t";

/**
 * From 30 minutes after the start of a booking the professional has not started: the customer
 * can say they did not come. Asked first (?noshow=1), as every change made from a link is, and
 * without JavaScript alike.
 */
export function NoShowReport({ path, asking }: { path: string; asking: boolean }) {
  const t = useT("manage");
  if (!asking) {
    return (
      <p>
        <Link to={`${path}?noshow=1`} preventScrollReset data-testid="no-show-ask">
          {t("noShowAsk")}
        </Link>
      </p>
    );
  }
  return (
    <Box aria-labelledby="no-show-question">
      <p id="no-show-question">{t("noShowQuestion")}</p>
      <Form method="post" action={path}>
        <Button type="submit" name="intent" value="no-show" $variant="danger">
          {t("noShowConfirm")}
        </Button>{" "}
        <Link to={path} preventScrollReset>
          {t("noShowKeep")}
        </Link>
      </Form>
    </Box>
  );
}

const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.md};
`;
