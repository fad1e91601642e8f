import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { useFormReply } from "~/lib/form-reply";
import { useSaid, useT } from "~/i18n/use-t";
import { Button } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { DECLINE_REASONS } from "../../../contract/partner";

/**
 * Declining a request: why (one of DECLINE_REASONS, which the customer reads), then Decline or go
 * back. The inbox's decline step and the one-tap link's share it; each posts to its own action.
 */
export function DeclineForm({ id, appointmentId, result, keepTo, keepLabel }: { id: string; appointmentId: number; result?: SubmissionResult<string[]>; keepTo: string; keepLabel: string }) {
  const t = useT("partner");
  const said = useSaid();
  const [form, fields] = useFormReply<{ reason: string }>({ id, lastResult: result });
  const errorId = `${id}-reason-error`;
  const noteId = `${id}-note`;
  return (
    <Wrap method="post" {...form.props}>
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="appointment_id" value={appointmentId} />
      <fieldset aria-invalid={fields.reason.errors ? true : undefined} aria-describedby={fields.reason.errors ? errorId : noteId}>
        <legend>{t("declineReason")}</legend>
        {DECLINE_REASONS.map((reason) => (
          <label key={reason}>
            <input type="radio" name="reason" value={reason} defaultChecked={fields.reason.initialValue === reason} />
            <span>{t(`reason_${reason}`)}</span>
          </label>
        ))}
      </fieldset>
      {fields.reason.errors ? (
        <FormMessage $kind="error" role="alert" id={errorId}>
          {said(fields.reason.errors[0]!)}
        </FormMessage>
      ) : null}
      <p id={noteId}>{t("declineNote")}</p>
      <div className="buttons">
        <Button type="submit" $variant="danger">
          {t("decline")}
        </Button>
        <Link to={keepTo}>{keepLabel}</Link>
      </div>
    </Wrap>
  );
}

const Wrap = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
  input[type="radio"] {
    width: 20px;
    height: 20px;
    flex: none;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    align-items: center;
  }
  .buttons a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;
