import { Form } from "react-router";
import { Container } from "~/components/ui/Container";
import { Button, ButtonLink } from "~/components/ui/Button";
import { ButtonRow, NoticeCard } from "~/components/booking/BookingFacts";
import { useT } from "~/i18n/use-t";

/** A booking already waits for payment: continue with it, or drop it and choose again. Never a silent redirect. */
export function OpenBooking({ id }: { id: number }) {
  const t = useT("booking");
  return (
    <Container>
      <NoticeCard aria-labelledby="open-title">
        <h2 id="open-title">{t("openTitle")}</h2>
        <p>{t("openText", { id })}</p>
        <Form method="post">
          <ButtonRow>
            <ButtonLink to={`/Cart?booking=${id}`}>{t("openContinue", { id })}</ButtonLink>
            <Button type="submit" name="intent" value="drop" $variant="secondary">
              {t("openDrop")}
            </Button>
          </ButtonRow>
        </Form>
      </NoticeCard>
    </Container>
  );
}
