import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { styled } from "styled-components";
import { useFormReply } from "~/lib/form-reply";
import { Field, FormMessage, Select, described } from "../ui/Field";
import { REASON_KEYS } from "../profile/BookingsTable";
import { CANCEL_REASONS } from "~/schemas/constants";
import { rupees } from "~/lib/format";
import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT, FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { useLocale, useSaid, useT } from "~/i18n/use-t";

/**
 * The part both ways of cancelling a booking share (My Bookings' popup, a booking link's dialog):
 * the policy in small print, the action's refusal, and the form with its reason. The form posts
 * `hidden` and the reason, with the caller's buttons (`children`).
 */
export function CancelReasonForm({
  id,
  reasonId,
  result,
  action,
  hidden = {},
  children,
}: {
  /** The form's id, and its reason field's. */
  id: string;
  reasonId: string;
  result?: SubmissionResult<string[]>;
  /** Where the form posts: the page's own route when not given. */
  action?: string;
  hidden?: Record<string, string | number>;
  children: ReactNode;
}) {
  const t = useT("profile");
  const said = useSaid();
  const locale = useLocale();
  const [form, fields] = useFormReply<{ reason: string }>({ id, lastResult: result });
  const { reason } = fields;
  return (
    <>
      <Small>{t("cancelPolicy", { hours: FREE_CANCELLATION_HOURS, percent: CANCELLATION_FEE_PERCENT, max: rupees(CANCELLATION_FEE_MAX, locale) })}</Small>
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      <Form {...form.props} method="post" action={action} preventScrollReset>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field id={reasonId} label={t("reason")} errors={reason.errors}>
          <Select {...described(reasonId, reason.errors)} key={reason.key} name={reason.name} defaultValue={reason.initialValue ?? ""}>
            <option value="">{t("selectReason")}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_KEYS[r])}
              </option>
            ))}
          </Select>
        </Field>
        {children}
      </Form>
    </>
  );
}

const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
