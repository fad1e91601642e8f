import { Form } from "@remix-run/react";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";

/**
 * Asks before a booking that is not paid yet is dropped (the sheet's close, /Cart, the confirm
 * page). Opened by a URL param, so it works without JavaScript; 'keep' goes back.
 */
export function ConfirmCancelDialog({ id, keepTo, waiting }: { id: number; keepTo: string; waiting?: boolean }) {
  return (
    <Dialog title="Cancel this booking?" closeTo={keepTo}>
      <p>
        {waiting
          ? `Booking request #${id} will be cancelled and the provider told. It is free: you have not paid anything.`
          : `Booking #${id} will be cancelled and its slot released. It is free: you have not paid anything.`}
      </p>
      <Form method="post" replace>
        <Row>
          <Button type="submit" name="intent" value="cancel" $variant="secondary">
            Yes, cancel booking
          </Button>
          <ButtonLink to={keepTo} replace preventScrollReset>
            {waiting ? "No, keep waiting" : "No, keep my booking"}
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
