import { Form } from "react-router";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { useSaid, useT } from "~/i18n/use-t";

/** 'Your Booking Has Been Cancelled': the provider's message (else the spec's); closing returns home. */
export function CancelledDialog({ message }: { message: string | null }) {
  const t = useT("booking");
  const common = useT("common");
  const said = useSaid();
  return (
    <Dialog title={t("cancelledTitle")} closeTo="/" closable={false}>
      <p role="alert">{message ? said(message) : t("cancelledDefault")}</p>
      <Form method="post">
        <Button type="submit" name="intent" value="dismiss">
          {common("close")}
        </Button>
      </Form>
    </Dialog>
  );
}
