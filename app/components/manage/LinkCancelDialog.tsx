import type { SubmissionResult } from "@conform-to/react";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";
import { CancelTermsNote } from "../booking/CancelTermsNote";
import { CancelReasonForm } from "../booking/CancelReasonForm";
import type { CancelTerms } from "~/lib/cancel-terms";
import { useT } from "~/i18n/use-t";

export interface LinkCancelProps {
  /** Booking number, provider and when, as the page shows them. */
  which: { id: number; provider: string; date: string; time: string };
  terms: CancelTerms;
  /** The page with the dialog (where the form posts) and without it (Keep my booking). */
  action: string;
  keepTo: string;
  result?: SubmissionResult<string[]>;
}

/**
 * Asks before a booking's link cancels it: the booking, what cancelling costs now in plain words,
 * the policy, and a reason. Opened by ?cancel=1, so it works without JavaScript.
 */
export function LinkCancelDialog({ which, terms, action, keepTo, result }: LinkCancelProps) {
  const t = useT("manage");
  const booking = useT("booking");
  return (
    <Dialog title={t("cancelTitle")} closeTo={keepTo}>
      <p>{t("cancelWhich", which)}</p>
      <Terms terms={terms} />
      <CancelReasonForm id="link-cancel" reasonId="link-cancel-reason" result={result} action={action}>
        <Row>
          <Button type="submit" name="intent" value="cancel" $variant="danger">
            {booking("yesCancel")}
          </Button>
          <ButtonLink to={keepTo} replace preventScrollReset $variant="secondary">
            {booking("keepMyBooking")}
          </ButtonLink>
        </Row>
      </CancelReasonForm>
    </Dialog>
  );
}

const Terms = styled(CancelTermsNote)`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  &[data-kind="costsNow"] {
    background: ${({ theme }) => theme.colors.goldSoft};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
