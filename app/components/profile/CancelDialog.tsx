import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Form } from "react-router";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { Field, FormMessage, Select, described } from "../ui/Field";
import { CANCEL_REASONS } from "~/schemas/constants";
import type { cancelSchema } from "~/schemas/profile";
import { REASON_KEYS, type Booking } from "./BookingsTable";
import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT, FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { useLocale, useSaid, useT } from "~/i18n/use-t";

interface Result {
  result?: SubmissionResult<string[]>;
}

/** 'Reason for Cancellation': a reason and Confirm. The policy is repeated so nobody is surprised by a fee. */
export function CancelDialog({ booking, closeTo, result }: { booking: Booking; closeTo: string; result?: Result }) {
  const [form, fields] = useFormReply<z.input<typeof cancelSchema>>({
    id: "cancel-booking",
    lastResult: result?.result,
  });
  const { appointmentId, reason } = fields;
  const t = useT("profile");
  const said = useSaid();
  const locale = useLocale();
  return (
    <Dialog title={t("cancelTitle")} closeTo={closeTo}>
      <p>{t("cancelWhich", { id: booking.appointment_id, branch: booking.branch_name, date: booking.formatted_date, time: booking.formatted_time })}</p>
      <Policy data-testid="cancel-policy" $fee={Boolean(booking.cancel_fee_now)}>
        {booking.cancel_fee_now ? t("cancelFee", { hours: FREE_CANCELLATION_HOURS, fee: rupees(booking.cancel_fee_now, locale) }) : t("cancelFree")}
      </Policy>
      <Small>{t("cancelPolicy", { hours: FREE_CANCELLATION_HOURS, percent: CANCELLATION_FEE_PERCENT, max: rupees(CANCELLATION_FEE_MAX, locale) })}</Small>
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      <Form {...form.props} method="post" preventScrollReset>
        <input type="hidden" name={appointmentId.name} value={booking.appointment_id} />
        <Field id="cancel-reason" label={t("reason")} errors={reason.errors}>
          <Select {...described("cancel-reason", reason.errors)} key={reason.key} name={reason.name} defaultValue={reason.initialValue ?? ""}>
            <option value="">{t("selectReason")}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_KEYS[r])}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" name="intent" value="cancel" $block>
          {t("confirm")}
        </Button>
      </Form>
    </Dialog>
  );
}

const Policy = styled.p<{ $fee: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  background: ${({ theme, $fee }) => ($fee ? theme.colors.goldSoft : theme.colors.successSoft)};
  color: ${({ theme, $fee }) => ($fee ? theme.colors.text : theme.colors.success)};
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
