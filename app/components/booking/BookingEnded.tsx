import { Form } from "@remix-run/react";
import { styled } from "styled-components";
import { Button, ButtonLink } from "../ui/Button";
import { CancelledDialog } from "./CancelledDialog";

interface Props {
  id: number;
  endReason: string | null;
  message: string | null;
}

/**
 * A booking that ended before it was paid, in its own words: the provider's cancellation is the
 * spec's 'Your Booking Has Been Cancelled' popup; every other end is said on the page.
 */
export function BookingEnded({ id, endReason, message }: Props) {
  if (endReason === "provider_cancelled") return <CancelledDialog message={message} />;
  return (
    <Panel role="alert" aria-labelledby="ended-title">
      <h2 id="ended-title">Booking #{id} has ended</h2>
      <p>{message}</p>
      <Form method="post">
        <Actions>
          <Button type="submit" name="intent" value="dismiss">
            Back to Home
          </Button>
          <ButtonLink to="/MyProfile" $variant="secondary">
            My Bookings
          </ButtonLink>
        </Actions>
      </Form>
    </Panel>
  );
}

const Panel = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(12)};
  h2 {
    margin-top: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
