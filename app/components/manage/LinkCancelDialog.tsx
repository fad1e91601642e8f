import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { Form } from "react-router";
import { styled } from "styled-components";
import { useFormReply } from "~/lib/form-reply";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";
import { Field, FormMessage, Select, described } from "../ui/Field";
import { CancelTermsNote } from "../booking/CancelTermsNote";
import { REASON_KEYS } from "../profile/BookingsTable";
import { CANCEL_REASONS } from "~/schemas/constants";
import type { linkCancelSchema } from "~/schemas/manage";
import type { CancelTerms } from "~/lib/cancel-terms";
import { rupees } from "~/lib/format";
import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT, FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { useLocale, useSaid, useT } from "~/i18n/use-t";

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
  const profile = useT("profile");
  const booking = useT("booking");
  const said = useSaid();
  const locale = useLocale();
  const [form, fields] = useFormReply<z.input<typeof linkCancelSchema>>({ id: "link-cancel", lastResult: result });
  const { reason } = fields;
  return (
    <Dialog title={t("cancelTitle")} closeTo={keepTo}>
      <p>{t("cancelWhich", which)}</p>
      <Terms terms={terms} />
      <Small>{profile("cancelPolicy", { hours: FREE_CANCELLATION_HOURS, percent: CANCELLATION_FEE_PERCENT, max: rupees(CANCELLATION_FEE_MAX, locale) })}</Small>
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      <Form {...form.props} method="post" action={action} preventScrollReset>
        <Field id="link-cancel-reason" label={profile("reason")} errors={reason.errors}>
          <Select {...described("link-cancel-reason", reason.errors)} key={reason.key} name={reason.name} defaultValue={reason.initialValue ?? ""}>
            <option value="">{profile("selectReason")}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {profile(REASON_KEYS[r])}
              </option>
            ))}
          </Select>
        </Field>
        <Row>
          <Button type="submit" name="intent" value="cancel" $variant="danger">
            {booking("yesCancel")}
          </Button>
          <ButtonLink to={keepTo} replace preventScrollReset $variant="secondary">
            {booking("keepMyBooking")}
          </ButtonLink>
        </Row>
      </Form>
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
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
