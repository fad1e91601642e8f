import { Form } from "react-router";
import { ButtonRow, NoticeCard } from "./BookingFacts";
import { Button, ButtonLink } from "../ui/Button";
import { CancelledDialog } from "./CancelledDialog";
import { useSaid, useT } from "~/i18n/use-t";

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
  const t = useT("booking");
  const common = useT("common");
  const said = useSaid();
  if (endReason === "provider_cancelled") return <CancelledDialog message={message} />;
  return (
    <NoticeCard role="alert" aria-labelledby="ended-title">
      <h2 id="ended-title">{t("endedTitle", { id })}</h2>
      <p>{said(message)}</p>
      <Form method="post">
        <ButtonRow>
          <Button type="submit" name="intent" value="dismiss">
            {common("backToHome")}
          </Button>
          <ButtonLink to="/MyProfile" $variant="secondary">
            {t("myBookings")}
          </ButtonLink>
        </ButtonRow>
      </Form>
    </NoticeCard>
  );
}
