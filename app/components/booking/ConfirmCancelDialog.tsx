import { Form } from "react-router";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";
import { useT } from "~/i18n/use-t";

/**
 * Asks before a booking that is not paid yet is dropped (the sheet's close, /Cart, the confirm
 * page). Opened by a URL param, so it works without JavaScript; 'keep' goes back.
 */
export function ConfirmCancelDialog({ id, keepTo, waiting }: { id: number; keepTo: string; waiting?: boolean }) {
  const t = useT("booking");
  return (
    <Dialog title={t("confirmCancelTitle")} closeTo={keepTo}>
      <p>{waiting ? t("confirmCancelWaiting", { id }) : t("confirmCancelHeld", { id })}</p>
      <Form method="post" replace>
        <Row>
          <Button type="submit" name="intent" value="cancel" $variant="secondary">
            {t("yesCancel")}
          </Button>
          <ButtonLink to={keepTo} replace preventScrollReset>
            {waiting ? t("keepWaiting") : t("keepMyBooking")}
          </ButtonLink>
        </Row>
      </Form>
    </Dialog>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
