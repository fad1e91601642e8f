import { Container } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { NoticeCard } from "~/components/booking/BookingFacts";
import { usePoll } from "~/lib/use-poll";
import { POLL_SECONDS } from "../../../contract/booking";
import { useSaid, useT } from "~/i18n/use-t";

/** The booking's status could not be read: the spec's message, and the page asks again by itself (every 5 s without JavaScript). */
export function BookingUnreachable({ id, message }: { id: number; message: string }) {
  usePoll(POLL_SECONDS);
  const t = useT("booking");
  const said = useSaid();
  return (
    <Container>
      <NoticeCard aria-labelledby="unreachable-title">
        <h2 id="unreachable-title">{t("bookingNumber", { id })}</h2>
        <FormMessage $kind="error" role="alert">
          {said(message)}
        </FormMessage>
        <p>{t("unreachableRetrying")}</p>
        <ButtonLink to="/DateTime" reloadDocument>
          {t("tryAgainNow")}
        </ButtonLink>
      </NoticeCard>
    </Container>
  );
}
